import type { ContractorBizInfo, ContractorReviewSummary } from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { createContractorsRepo, type ContractorProfilePatch } from './repo.js';

export type { ContractorProfilePatch };

/** What another module may know of a contractor: its display name and logo. */
export interface ContractorCard {
  id: number;
  comName: string;
  comLogoFileId: string | null;
}

export interface ContractorsServiceDeps {
  db: Db;
  /** Published reviews of a contractor (the reviews module, which reads this one: passed late). */
  reviewSummary?: (contractorId: number) => Promise<ContractorReviewSummary>;
}

const NO_REVIEWS: ContractorReviewSummary = { average: null, count: 0, recent: [] };

export function createContractorsService(deps: ContractorsServiceDeps) {
  const repo = createContractorsRepo(deps.db);
  return {
    async bizInfo(ccId: number): Promise<ContractorBizInfo> {
      const row = await repo.findById(ccId);
      if (!row) throw new AppError('NOT_FOUND');
      return {
        ccId: row.id,
        comName: row.comName,
        intro: row.intro,
        constructionCapacity: row.constructionCapacityKw,
        constructionCnt: row.constructionCnt,
        constructionPerformanceName: row.constructionPerformanceName,
        constructionCareerName: row.constructionCareerName,
        capital: row.capitalMillionKrw,
        nationwideTotalLank: row.nationwideTotalLank,
        nationwideOwnLank: row.nationwideOwnLank,
        localTotalLank: row.localTotalLank,
        localOwnLank: row.localOwnLank,
        comLogoFileId: row.comLogoFileId,
        reviews: deps.reviewSummary ? await deps.reviewSummary(row.id) : NO_REVIEWS,
      };
    },

    /**
     * A new contractor from a console signup: only its name is known; the business info starts
     * empty until the contractor fills in its profile.
     */
    async createForSignup(comName: string, tx?: DbOrTx): Promise<number> {
      const row = await repo.insert(
        {
          comName,
          intro: '',
          region: '',
          constructionCapacityKw: 0,
          constructionCnt: 0,
          constructionPerformanceName: '',
          constructionCareerName: '',
          capitalMillionKrw: 0,
          nationwideTotalLank: 0,
          nationwideOwnLank: 0,
          localTotalLank: 0,
          localOwnLank: 0,
        },
        tx,
      );
      return row.id;
    },

    /** The contractor's own edit of its business info (the console's profile). */
    async updateProfile(id: number, patch: ContractorProfilePatch, tx?: DbOrTx): Promise<void> {
      const row = await repo.updateProfile(id, patch, tx);
      if (!row) throw new AppError('NOT_FOUND');
    },

    /** Points the contractor at a stored logo file; answers the replaced one's id, if any. */
    setLogo(id: number, comLogoFileId: string, tx?: DbOrTx): Promise<string | null> {
      return repo.setLogo(id, comLogoFileId, tx);
    },

    /** The first `limit` contractors with their display region, oldest first. */
    listOrdered(limit: number, tx?: DbOrTx) {
      return repo.listOrdered(limit, tx);
    },

    /** Cards by id, as a map (missing ids are absent). */
    async cards(ids: readonly number[], tx?: DbOrTx): Promise<Map<number, ContractorCard>> {
      const rows = await repo.findByIds([...new Set(ids)], tx);
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}
export type ContractorsService = ReturnType<typeof createContractorsService>;
