import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockRow } from '../../db/lock.js';
import { adminAccount, adminAudit, adminSession } from './tables.js';

export type AdminAccountRow = typeof adminAccount.$inferSelect;
export type AdminAuditRow = typeof adminAudit.$inferSelect;

/** SQL of the admin module: operator accounts, their sessions and the audit of their writes. */
export function createAdminRepo(db: DbOrTx) {
  return {
    async findByLoginId(loginId: string, tx: DbOrTx = db) {
      const rows = await tx.select().from(adminAccount).where(eq(adminAccount.loginId, loginId));
      return rows[0];
    },

    async findById(id: number, tx: DbOrTx = db) {
      const rows = await tx.select().from(adminAccount).where(eq(adminAccount.id, id));
      return rows[0];
    },

    async lockByLoginId(loginId: string, tx: DbOrTx) {
      return lockRow(tx, adminAccount, eq(adminAccount.loginId, loginId));
    },

    async lockById(id: number, tx: DbOrTx) {
      return lockRow(tx, adminAccount, eq(adminAccount.id, id));
    },

    listAccounts(tx: DbOrTx = db) {
      return tx.select().from(adminAccount).orderBy(adminAccount.id);
    },

    async countAccounts(tx: DbOrTx = db): Promise<number> {
      return (await tx.select({ id: adminAccount.id }).from(adminAccount).limit(1)).length;
    },

    /** Creates the account unless the id exists; answers the row when created. */
    async insertAccount(values: typeof adminAccount.$inferInsert, tx: DbOrTx = db) {
      const rows = await tx.insert(adminAccount).values(values).onConflictDoNothing().returning();
      return rows[0];
    },

    async updateAccount(
      id: number,
      changes: Partial<Omit<AdminAccountRow, 'id' | 'loginId' | 'createdAt'>>,
      tx: DbOrTx = db,
    ) {
      const rows = await tx
        .update(adminAccount)
        .set(changes)
        .where(eq(adminAccount.id, id))
        .returning();
      return rows[0]!;
    },

    async insertSession(
      values: { tokenHash: string; accountId: number; expiresAt: Date; createdAt: Date },
      tx: DbOrTx = db,
    ) {
      await tx.insert(adminSession).values(values);
    },

    async deleteSession(tokenHash: string, tx: DbOrTx = db) {
      await tx.delete(adminSession).where(eq(adminSession.tokenHash, tokenHash));
    },

    async deleteSessionsOf(accountId: number, tx: DbOrTx = db) {
      await tx.delete(adminSession).where(eq(adminSession.accountId, accountId));
    },

    async deleteExpiredSessions(now: Date, tx: DbOrTx = db) {
      await tx.delete(adminSession).where(lt(adminSession.expiresAt, now));
    },

    async findAccountBySession(tokenHash: string, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .select({ account: adminAccount })
        .from(adminSession)
        .innerJoin(adminAccount, eq(adminAccount.id, adminSession.accountId))
        .where(and(eq(adminSession.tokenHash, tokenHash), gt(adminSession.expiresAt, now)));
      return rows[0]?.account;
    },

    async insertAudit(values: typeof adminAudit.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(adminAudit).values(values);
    },

    listAudit(limit: number, beforeId: number | undefined, tx: DbOrTx = db) {
      return tx
        .select()
        .from(adminAudit)
        .where(beforeId ? lt(adminAudit.id, beforeId) : undefined)
        .orderBy(desc(adminAudit.id))
        .limit(limit);
    },
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;
