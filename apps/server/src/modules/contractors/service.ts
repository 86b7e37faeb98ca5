import type { ContractorBizInfo } from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { createContractorsRepo } from './repo.js';

/** What another module may know of a contractor: its display name and logo. */
export interface ContractorCard {
  id: number;
  comName: string;
  comLogoFileId: string | null;
}

export function createContractorsService(deps: { db: Db }) {
  const repo = createContractorsRepo(deps.db);
  return {
    async bizInfo(ccId: number): Promise<ContractorBizInfo> {
      const row = await repo.findById(ccId);
      if (!row) throw new AppError(404, 'NOT_FOUND');
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
      };
    },

    /** Cards by id, as a map (missing ids are absent). */
    async cards(ids: readonly number[], tx?: DbOrTx): Promise<Map<number, ContractorCard>> {
      const rows = await repo.findByIds([...new Set(ids)], tx);
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}
export type ContractorsService = ReturnType<typeof createContractorsService>;
