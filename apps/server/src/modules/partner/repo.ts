import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockRow } from '../../db/lock.js';
import { partnerAccount, partnerServiceRegion, partnerSession } from './tables.js';

export type PartnerAccountRow = typeof partnerAccount.$inferSelect;
export type PartnerAccountInsert = typeof partnerAccount.$inferInsert;

/** SQL of the partner module: accounts, sessions and service regions. */
export function createPartnerRepo(db: DbOrTx) {
  const accountExists = async (where: SQL, tx: DbOrTx) =>
    (await tx.select({ id: partnerAccount.id }).from(partnerAccount).where(where)).length > 0;

  return {
    async insertAccount(values: PartnerAccountInsert, tx: DbOrTx = db) {
      const rows = await tx.insert(partnerAccount).values(values).onConflictDoNothing().returning();
      return rows[0];
    },

    async findByUserId(userId: string, tx: DbOrTx = db) {
      const rows = await tx.select().from(partnerAccount).where(eq(partnerAccount.userId, userId));
      return rows[0];
    },

    existsUserId(userId: string, tx: DbOrTx = db): Promise<boolean> {
      return accountExists(eq(partnerAccount.userId, userId), tx);
    },

    existsBusinessNumber(businessNumber: string, tx: DbOrTx = db): Promise<boolean> {
      return accountExists(eq(partnerAccount.businessNumber, businessNumber), tx);
    },

    /** Locks the account for a login attempt, so concurrent failures are all counted. */
    async lockByUserId(userId: string, tx: DbOrTx) {
      return lockRow(tx, partnerAccount, eq(partnerAccount.userId, userId));
    },

    async findAccountById(id: number, tx: DbOrTx = db) {
      const rows = await tx.select().from(partnerAccount).where(eq(partnerAccount.id, id));
      return rows[0];
    },

    async recordLoginFailure(
      id: number,
      values: { failedLoginCount: number; failedWindowStart: Date; lockedUntil: Date | null },
      tx: DbOrTx,
    ): Promise<void> {
      await tx.update(partnerAccount).set(values).where(eq(partnerAccount.id, id));
    },

    async recordLoginSuccess(id: number, at: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(partnerAccount)
        .set({ failedLoginCount: 0, failedWindowStart: null, lockedUntil: null, lastLoginAt: at })
        .where(eq(partnerAccount.id, id));
    },

    async insertSession(
      values: { tokenHash: string; accountId: number; createdAt: Date; expiresAt: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(partnerSession).values(values);
    },

    async deleteSession(tokenHash: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(partnerSession).where(eq(partnerSession.tokenHash, tokenHash));
    },

    /** The account behind an unexpired session token hash. */
    async findAccountBySession(tokenHash: string, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .select({ account: partnerAccount })
        .from(partnerSession)
        .innerJoin(partnerAccount, eq(partnerAccount.id, partnerSession.accountId))
        .where(and(eq(partnerSession.tokenHash, tokenHash), gt(partnerSession.expiresAt, now)));
      return rows[0]?.account;
    },

    listAccounts(status?: string, contractorId?: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(partnerAccount)
        .where(
          and(
            status ? eq(partnerAccount.status, status) : undefined,
            contractorId !== undefined ? eq(partnerAccount.contractorId, contractorId) : undefined,
          ),
        )
        .orderBy(desc(partnerAccount.createdAt), desc(partnerAccount.id));
    },

    /** Locks a contractor's account for a status change. */
    async lockByContractorId(contractorId: number, tx: DbOrTx) {
      return lockRow(tx, partnerAccount, eq(partnerAccount.contractorId, contractorId));
    },

    async setStatus(id: number, status: string, tx: DbOrTx): Promise<void> {
      await tx.update(partnerAccount).set({ status }).where(eq(partnerAccount.id, id));
    },

    /** Ends every session of an account (a suspended contractor is logged out at once). */
    /** Demo accounts (seeded by a demo start) that can still sign in. */
    async lockActiveDemoAccounts(tx: DbOrTx) {
      return tx
        .select()
        .from(partnerAccount)
        .where(and(eq(partnerAccount.isDemo, true), ne(partnerAccount.status, 'suspended')))
        .for('update');
    },

    async setPassword(id: number, passwordHash: string, tx: DbOrTx): Promise<void> {
      await tx.update(partnerAccount).set({ passwordHash }).where(eq(partnerAccount.id, id));
    },

    async deleteSessionsOf(accountId: number, tx: DbOrTx): Promise<void> {
      await tx.delete(partnerSession).where(eq(partnerSession.accountId, accountId));
    },

    async listContacts(contractorIds: readonly number[], tx: DbOrTx = db) {
      if (contractorIds.length === 0) return [];
      return tx
        .select({
          contractorId: partnerAccount.contractorId,
          representative: partnerAccount.representative,
          phone: partnerAccount.phone,
          email: partnerAccount.email,
        })
        .from(partnerAccount)
        .where(inArray(partnerAccount.contractorId, [...contractorIds]));
    },

    /** Gives a demo account the registration facts a seed of an older version left out. */
    async fillDemoFacts(
      accountId: number,
      facts: { licenceNumber: string; representative: string },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(partnerAccount)
        .set(facts)
        .where(
          and(
            eq(partnerAccount.id, accountId),
            eq(partnerAccount.isDemo, true),
            isNull(partnerAccount.licenceNumber),
          ),
        );
    },

    /** The registration facts of the accounts of some contractors (issue 33). */
    listFacts(contractorIds: readonly number[], tx: DbOrTx = db) {
      if (contractorIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          contractorId: partnerAccount.contractorId,
          businessNumber: partnerAccount.businessNumber,
          licenceNumber: partnerAccount.licenceNumber,
          representative: partnerAccount.representative,
        })
        .from(partnerAccount)
        .where(inArray(partnerAccount.contractorId, [...contractorIds]));
    },

    /** Approved accounts serving one 시도 (its current code), with their lead alert choice. */
    listApprovedServing(sidoCode: string, tx: DbOrTx = db) {
      return tx
        .select({
          contractorId: partnerAccount.contractorId,
          phone: partnerAccount.phone,
          email: partnerAccount.email,
          leadAlert: partnerAccount.leadAlert,
        })
        .from(partnerAccount)
        .innerJoin(
          partnerServiceRegion,
          eq(partnerServiceRegion.contractorId, partnerAccount.contractorId),
        )
        .where(
          and(eq(partnerAccount.status, 'approved'), eq(partnerServiceRegion.sidoCode, sidoCode)),
        )
        .orderBy(asc(partnerAccount.contractorId));
    },

    /** The 시도 at least one approved contractor serves. */
    async listServedSidos(tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ sidoCode: partnerServiceRegion.sidoCode })
        .from(partnerServiceRegion)
        .innerJoin(
          partnerAccount,
          eq(partnerAccount.contractorId, partnerServiceRegion.contractorId),
        )
        .where(eq(partnerAccount.status, 'approved'));
      return rows.map((row) => row.sidoCode);
    },

    /** Approved accounts that asked for the daily lead digest. */
    listDigestSubscribers(tx: DbOrTx = db) {
      return tx
        .select({
          contractorId: partnerAccount.contractorId,
          phone: partnerAccount.phone,
          email: partnerAccount.email,
          digestHourKst: partnerAccount.digestHourKst,
        })
        .from(partnerAccount)
        .where(and(eq(partnerAccount.status, 'approved'), eq(partnerAccount.leadAlert, 'digest')))
        .orderBy(asc(partnerAccount.contractorId));
    },

    async findAlertSettings(accountId: number, tx: DbOrTx = db) {
      const rows = await tx
        .select({
          leadAlert: partnerAccount.leadAlert,
          digestHourKst: partnerAccount.digestHourKst,
        })
        .from(partnerAccount)
        .where(eq(partnerAccount.id, accountId));
      return rows[0];
    },

    async setAlertSettings(
      accountId: number,
      values: { leadAlert: string; digestHourKst: number },
      tx: DbOrTx = db,
    ) {
      await tx.update(partnerAccount).set(values).where(eq(partnerAccount.id, accountId));
    },

    async listRegions(contractorId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ sidoCode: partnerServiceRegion.sidoCode })
        .from(partnerServiceRegion)
        .where(eq(partnerServiceRegion.contractorId, contractorId))
        .orderBy(asc(partnerServiceRegion.sidoCode));
      return rows.map((row) => row.sidoCode);
    },

    /** Replaces a contractor's regions with the given codes. */
    async replaceRegions(
      contractorId: number,
      codes: readonly string[],
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .delete(partnerServiceRegion)
        .where(eq(partnerServiceRegion.contractorId, contractorId));
      if (codes.length > 0) {
        await tx
          .insert(partnerServiceRegion)
          .values(codes.map((sidoCode) => ({ contractorId, sidoCode })));
      }
    },

    /** Adds regions, keeping those already there (the idempotent demo seed). */
    async addRegions(contractorId: number, codes: readonly string[], tx: DbOrTx): Promise<number> {
      if (codes.length === 0) return 0;
      const rows = await tx
        .insert(partnerServiceRegion)
        .values(codes.map((sidoCode) => ({ contractorId, sidoCode })))
        .onConflictDoNothing()
        .returning({ sidoCode: partnerServiceRegion.sidoCode });
      return rows.length;
    },
  };
}
export type PartnerRepo = ReturnType<typeof createPartnerRepo>;
