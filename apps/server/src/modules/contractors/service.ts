import { eq } from 'drizzle-orm';
import type { ContractorBizInfo } from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { contractor } from './tables.js';

export function createContractorsService(deps: { db: Db }) {
  return {
    async bizInfo(ccId: number): Promise<ContractorBizInfo> {
      const rows = await deps.db.select().from(contractor).where(eq(contractor.id, ccId));
      const row = rows[0];
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
  };
}
export type ContractorsService = ReturnType<typeof createContractorsService>;
