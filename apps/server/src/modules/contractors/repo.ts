import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  contractor,
  contractorFactCheck,
  contractorFigureCheck,
  contractorPlantPhoto,
} from './tables.js';

export type ContractorRow = typeof contractor.$inferSelect;
export type ContractorInsert = typeof contractor.$inferInsert;
/** The business info a contractor edits in its console (spec section 3). */
export type ContractorProfilePatch = Pick<
  ContractorInsert,
  | 'comName'
  | 'intro'
  | 'constructionCapacityKw'
  | 'constructionCnt'
  | 'constructionPerformanceName'
  | 'constructionCareerName'
  | 'capitalMillionKrw'
  | 'nationwideTotalLank'
  | 'nationwideOwnLank'
  | 'localTotalLank'
  | 'localOwnLank'
> &
  Partial<Pick<ContractorInsert, 'address' | 'foundedYear' | 'warranty' | 'plants'>>;

/** SQL of the contractors module. */
export function createContractorsRepo(db: DbOrTx) {
  return {
    async findById(id: number, tx: DbOrTx = db): Promise<ContractorRow | undefined> {
      const rows = await tx.select().from(contractor).where(eq(contractor.id, id));
      return rows[0];
    },

    /** The row, locked until the transaction ends (undefined when there is none). */
    async lockById(id: number, tx: DbOrTx): Promise<ContractorRow | undefined> {
      const rows = await tx.select().from(contractor).where(eq(contractor.id, id)).for('update');
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

    async insert(values: ContractorInsert, tx: DbOrTx = db): Promise<ContractorRow> {
      const rows = await tx.insert(contractor).values(values).returning();
      return rows[0]!;
    },

    /** Changes the business info; answers the row as it was before (locked meanwhile). */
    async updateProfile(id: number, patch: ContractorProfilePatch, tx: DbOrTx = db) {
      const [before] = await tx
        .select()
        .from(contractor)
        .where(eq(contractor.id, id))
        .for('update');
      if (!before) return undefined;
      await tx.update(contractor).set(patch).where(eq(contractor.id, id));
      return before;
    },

    async checkedFigures(contractorId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ figure: contractorFigureCheck.figure })
        .from(contractorFigureCheck)
        .where(eq(contractorFigureCheck.contractorId, contractorId));
      return rows.map((row) => row.figure);
    },

    figureChecks(contractorId: number, tx: DbOrTx = db) {
      return tx
        .select({
          figure: contractorFigureCheck.figure,
          checkedAt: contractorFigureCheck.checkedAt,
        })
        .from(contractorFigureCheck)
        .where(eq(contractorFigureCheck.contractorId, contractorId));
    },

    /** The fact checks of some contractors, with the values they saw. */
    factChecks(contractorIds: readonly number[], tx: DbOrTx = db) {
      if (contractorIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(contractorFactCheck)
        .where(inArray(contractorFactCheck.contractorId, [...contractorIds]));
    },

    /** Records (or renews) an operator's check of a fact with the value it saw. */
    async putFactCheck(
      values: typeof contractorFactCheck.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .insert(contractorFactCheck)
        .values(values)
        .onConflictDoUpdate({
          target: [contractorFactCheck.contractorId, contractorFactCheck.fact],
          set: { value: values.value, checkedBy: values.checkedBy, checkedAt: values.checkedAt },
        });
    },

    async removeFactCheck(contractorId: number, fact: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .delete(contractorFactCheck)
        .where(
          and(
            eq(contractorFactCheck.contractorId, contractorId),
            eq(contractorFactCheck.fact, fact),
          ),
        );
    },

    async setSections(
      id: number,
      sections: Pick<ContractorInsert, 'warranty' | 'plants'>,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.update(contractor).set(sections).where(eq(contractor.id, id));
    },

    async setProfileFacts(
      id: number,
      facts: { address: string; foundedYear: number | null },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.update(contractor).set(facts).where(eq(contractor.id, id));
    },

    /** Rows by id with the profile's facts (소재지, 설립연도). */
    findFactsByIds(ids: readonly number[], tx: DbOrTx = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: contractor.id,
          address: contractor.address,
          foundedYear: contractor.foundedYear,
        })
        .from(contractor)
        .where(inArray(contractor.id, [...ids]));
    },

    async addFigureCheck(
      values: typeof contractorFigureCheck.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(contractorFigureCheck).values(values).onConflictDoNothing();
    },

    async removeFigureChecks(
      contractorId: number,
      figures: readonly string[],
      tx: DbOrTx = db,
    ): Promise<void> {
      if (figures.length === 0) return;
      await tx
        .delete(contractorFigureCheck)
        .where(
          and(
            eq(contractorFigureCheck.contractorId, contractorId),
            inArray(contractorFigureCheck.figure, [...figures]),
          ),
        );
    },

    /** Points the contractor at a new logo; answers the one it replaced (row locked meanwhile). */
    async setLogo(id: number, comLogoFileId: string, tx: DbOrTx = db): Promise<string | null> {
      const [current] = await tx
        .select({ comLogoFileId: contractor.comLogoFileId })
        .from(contractor)
        .where(eq(contractor.id, id))
        .for('update');
      await tx.update(contractor).set({ comLogoFileId }).where(eq(contractor.id, id));
      return current?.comLogoFileId ?? null;
    },

    async addPlantPhoto(
      values: typeof contractorPlantPhoto.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(contractorPlantPhoto).values(values);
    },

    /** The plant photos a contractor holds (saved in its plants or not yet), oldest first. */
    async plantPhotoIds(contractorId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ fileId: contractorPlantPhoto.fileId })
        .from(contractorPlantPhoto)
        .where(eq(contractorPlantPhoto.contractorId, contractorId))
        .orderBy(asc(contractorPlantPhoto.uploadedAt));
      return rows.map((row) => row.fileId);
    },

    /** Whose plant photo a stored file is, if it is one. */
    async plantPhotoOwner(fileId: string, tx: DbOrTx = db): Promise<number | null> {
      const rows = await tx
        .select({ contractorId: contractorPlantPhoto.contractorId })
        .from(contractorPlantPhoto)
        .where(eq(contractorPlantPhoto.fileId, fileId));
      return rows[0]?.contractorId ?? null;
    },

    async removePlantPhotos(fileIds: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (fileIds.length === 0) return;
      await tx
        .delete(contractorPlantPhoto)
        .where(inArray(contractorPlantPhoto.fileId, [...fileIds]));
    },

    /** Deletes contractors and their figure checks (signups that expired unapproved). */
    async deleteMany(ids: readonly number[], tx: DbOrTx = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .delete(contractorPlantPhoto)
        .where(inArray(contractorPlantPhoto.contractorId, [...ids]));
      await tx
        .delete(contractorFigureCheck)
        .where(inArray(contractorFigureCheck.contractorId, [...ids]));
      await tx
        .delete(contractorFactCheck)
        .where(inArray(contractorFactCheck.contractorId, [...ids]));
      await tx.delete(contractor).where(inArray(contractor.id, [...ids]));
    },

    /** Ids and display regions in creation order (the demo accounts follow the seed's order). */
    listOrdered(limit: number, tx: DbOrTx = db) {
      return tx
        .select({ id: contractor.id, region: contractor.region })
        .from(contractor)
        .orderBy(asc(contractor.id))
        .limit(limit);
    },
  };
}
export type ContractorsRepo = ReturnType<typeof createContractorsRepo>;
