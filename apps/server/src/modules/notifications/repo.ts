import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leadDigestRun, notificationEventDone, notificationMessage } from './tables.js';

export type NotificationMessageRow = typeof notificationMessage.$inferSelect;
export type NotificationMessageInsert = typeof notificationMessage.$inferInsert;

/**
 * SQL of the notifications module: its own tables only. What it reads of the lifecycle (events,
 * stage rows, periods about to end) comes from matching's read model (`createLifecycleFeed`).
 */
export function createNotificationsRepo(db: DbOrTx) {
  return {
    /** The ids of the events already turned into messages (for the feed's claim). */
    handledEventIds(): SQL {
      return sql`SELECT ${notificationEventDone.eventId} FROM ${notificationEventDone}`;
    },

    async markEventsDone(ids: number[], at: Date, tx: DbOrTx): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .insert(notificationEventDone)
        .values(ids.map((eventId) => ({ eventId, doneAt: at })))
        .onConflictDoNothing();
    },

    /** Queues messages; a dedupe key already queued is skipped. Answers how many were new. */
    async queue(values: NotificationMessageInsert[], tx: DbOrTx): Promise<number> {
      if (values.length === 0) return 0;
      const rows = await tx
        .insert(notificationMessage)
        .values(values)
        .onConflictDoNothing({ target: notificationMessage.dedupeKey })
        .returning({ id: notificationMessage.id });
      return rows.length;
    },

    /**
     * Leases due messages for sending: the rows are claimed with `FOR UPDATE SKIP LOCKED` and
     * their next attempt moved to `leaseUntil` in one statement, so no other instance takes them
     * while this one sends (outside any transaction); a crash lets the lease run out and another
     * instance retries.
     */
    async leaseDue(now: Date, leaseUntil: Date, limit: number, tx: DbOrTx = db) {
      const claimed = tx
        .select({ id: notificationMessage.id })
        .from(notificationMessage)
        .where(
          and(
            eq(notificationMessage.status, 'pending'),
            lte(notificationMessage.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(notificationMessage.nextAttemptAt), asc(notificationMessage.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(notificationMessage)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(notificationMessage.id, claimed))
        .returning();
    },

    async markSent(id: number, at: Date, tx: DbOrTx = db) {
      await tx
        .update(notificationMessage)
        .set({ status: 'sent', sentAt: at, attempts: sql`${notificationMessage.attempts} + 1` })
        .where(eq(notificationMessage.id, id));
    },

    async markFailed(
      id: number,
      change: { status: 'pending' | 'failed'; nextAttemptAt: Date; lastError: string },
      tx: DbOrTx = db,
    ) {
      await tx
        .update(notificationMessage)
        .set({ ...change, attempts: sql`${notificationMessage.attempts} + 1` })
        .where(eq(notificationMessage.id, id));
    },

    /** Contractors whose digest of a Korea-time day is already composed. */
    async digestsDoneOn(digestDate: string, tx: DbOrTx = db): Promise<Set<number>> {
      const rows = await tx
        .select({ contractorId: leadDigestRun.contractorId })
        .from(leadDigestRun)
        .where(eq(leadDigestRun.digestDate, digestDate));
      return new Set(rows.map((row) => row.contractorId));
    },

    /** Claims a contractor's digest day; false when another round or instance already has. */
    async claimDigestDay(
      values: { contractorId: number; digestDate: string; leadCount: number },
      at: Date,
      tx: DbOrTx,
    ): Promise<boolean> {
      const rows = await tx
        .insert(leadDigestRun)
        .values({ ...values, createdAt: at })
        .onConflictDoNothing()
        .returning({ contractorId: leadDigestRun.contractorId });
      return rows.length > 0;
    },

    listForContractor(contractorId: number, limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(notificationMessage)
        .where(eq(notificationMessage.contractorId, contractorId))
        .orderBy(desc(notificationMessage.id))
        .limit(limit);
    },

    listRecent(limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(notificationMessage)
        .orderBy(desc(notificationMessage.id))
        .limit(limit);
    },

    /** The contractors sent a lead alert about any of these requests since `since`. */
    async contractorsAlertedAbout(
      matchReqIds: number[],
      since: Date,
      tx: DbOrTx = db,
    ): Promise<Set<number>> {
      if (matchReqIds.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ contractorId: notificationMessage.contractorId })
        .from(notificationMessage)
        .where(
          and(
            inArray(notificationMessage.matchReqId, matchReqIds),
            eq(notificationMessage.kind, 'LEAD_NEW'),
            gte(notificationMessage.createdAt, since),
          ),
        );
      return new Set(rows.flatMap((row) => (row.contractorId === null ? [] : [row.contractorId])));
    },

    listForRequest(matchReqIds: number[], tx: DbOrTx = db) {
      return tx
        .select()
        .from(notificationMessage)
        .where(inArray(notificationMessage.matchReqId, matchReqIds))
        .orderBy(asc(notificationMessage.id));
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
