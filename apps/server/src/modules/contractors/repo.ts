import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contractor } from './tables.js';

export type ContractorRow = typeof contractor.$inferSelect;

/** SQL of the contractors module. */
export function createContractorsRepo(db: DbOrTx) {
  return {
    async findById(id: number, tx: DbOrTx = db): Promise<ContractorRow | undefined> {
      const rows = await tx.select().from(contractor).where(eq(contractor.id, id));
      return rows[0];
    },

    findByIds(ids: readonly number[], tx: DbOrTx = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: contractor.id,
          comName: contractor.comName,
          comLogoFileId: contractor.comLogoFileId,
        })
        .from(contractor)
        .where(inArray(contractor.id, [...ids]));
    },
  };
}
export type ContractorsRepo = ReturnType<typeof createContractorsRepo>;
