import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leadDigestRun, notificationEventDone, notificationMessage } from './tables.js';

export type NotificationMessageRow = typeof notificationMessage.$inferSelect;
export type NotificationMessageInsert = typeof notificationMessage.$inferInsert;

async function executeRows<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A committed lifecycle event with what its messages need of the request. */
export interface ClaimedEvent {
  id: number;
  matchReqId: number;
  fromStatus: string;
  toStatus: string;
  event: string;
  matchCompleteCode: string | null;
  deviceId: string;
  address: string;
  pnu: string;
  phone: string;
  /** The name the owner recruited with (the chosen contractors are told whom to call). */
  ownerName: string;
  installType: string;
  systemSizeKw: number;
  propose1EndDate: string | null;
  select1EndDate: string | null;
  propose2EndDate: string | null;
  select2EndDate: string | null;
  matchAlimYn: boolean | null;
}

/**
 * SQL of the notifications module. Its input is the lifecycle's audit trail (DESIGN D13: the
 * notifier reads the audit rows), read here with the owner's switch, and the stage rows that name
 * the contractors a message goes to.
 */
export function createNotificationsRepo(db: DbOrTx) {
  return {
    /**
     * Claims up to `limit` events not yet handled, oldest first, locking them so another
     * instance skips them (`FOR UPDATE SKIP LOCKED`) until this transaction marks them done.
     */
    claimEvents(limit: number, tx: DbOrTx): Promise<ClaimedEvent[]> {
      return executeRows<ClaimedEvent>(
        tx,
        sql`
          SELECT e.id::int AS id, e.match_req_id AS "matchReqId", e.from_status AS "fromStatus",
            e.to_status AS "toStatus", e.event, e.match_complete_code AS "matchCompleteCode",
            r.device_id AS "deviceId", r.address, r.pnu, r.phone, r.name AS "ownerName",
            r.install_type AS "installType", r.system_size_kw AS "systemSizeKw",
            r.propose1_end_date AS "propose1EndDate",
            r.select1_end_date AS "select1EndDate", r.propose2_end_date AS "propose2EndDate",
            r.select2_end_date AS "select2EndDate", u.match_alim_yn AS "matchAlimYn"
          FROM match_status_event e
          JOIN match_req r ON r.id = e.match_req_id
          LEFT JOIN match_user u ON u.device_id = r.device_id
          WHERE NOT EXISTS (SELECT 1 FROM notification_event_done d WHERE d.event_id = e.id)
          ORDER BY e.id
          LIMIT ${limit}
          FOR UPDATE OF e SKIP LOCKED`,
      );
    },

    async markEventsDone(ids: number[], at: Date, tx: DbOrTx): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .insert(notificationEventDone)
        .values(ids.map((eventId) => ({ eventId, doneAt: at })))
        .onConflictDoNothing();
    },

    /** Contractors of a request's two stages, with their selection flags. */
    async stageContractors(matchReqId: number, tx: DbOrTx) {
      return executeRows<{ stage: number; contractorId: number; selectStatus: string }>(
        tx,
        sql`
          SELECT 1 AS stage, contractor_id AS "contractorId", select_status AS "selectStatus"
          FROM match_propose1 WHERE match_req_id = ${matchReqId}
          UNION ALL
          SELECT 2, contractor_id, select_status FROM match_propose2
          WHERE match_req_id = ${matchReqId}`,
      );
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

    /** Open requests whose selection period (the owner's turn) ends within the window. */
    ownerDeadlinesWithin(from: Date, to: Date, tx: DbOrTx = db) {
      return executeRows<{
        id: number;
        status: string;
        dueAt: string;
        address: string;
        pnu: string;
        phone: string;
      }>(
        tx,
        sql`
          SELECT r.id, r.status, r.due_at AS "dueAt", r.address, r.pnu, r.phone
          FROM match_req r
          LEFT JOIN match_user u ON u.device_id = r.device_id
          WHERE r.status IN ('SP1', 'SP2') AND r.due_at > ${from.toISOString()}::timestamptz
            AND r.due_at <= ${to.toISOString()}::timestamptz
            AND coalesce(u.match_alim_yn, true)`,
      );
    },

    /**
     * Shortlisted contractors without a proposal on requests whose proposal period (PSB) ends
     * within the window.
     */
    proposalsDueWithin(from: Date, to: Date, tx: DbOrTx = db) {
      return executeRows<{
        id: number;
        dueAt: string;
        address: string;
        pnu: string;
        contractorId: number;
      }>(
        tx,
        sql`
          SELECT r.id, r.propose2_end_date AS "dueAt", r.address, r.pnu,
            p.contractor_id AS "contractorId"
          FROM match_req r
          JOIN match_propose2 p ON p.match_req_id = r.id
          WHERE r.status = 'PSB' AND p.proposal_file_id IS NULL
            AND r.propose2_end_date > ${from.toISOString()}::timestamptz
            AND r.propose2_end_date <= ${to.toISOString()}::timestamptz
          ORDER BY r.id, p.contractor_id`,
      );
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

    /** The latest recruit phone of each owner who consented to advertising (advAlimYn). */
    advertRecipients(tx: DbOrTx = db) {
      return executeRows<{ deviceId: string; phone: string }>(
        tx,
        sql`
          SELECT DISTINCT ON (r.device_id) r.device_id AS "deviceId", r.phone
          FROM match_req r JOIN match_user u ON u.device_id = r.device_id
          WHERE u.adv_alim_yn
          ORDER BY r.device_id, r.req_date DESC`,
      );
    },

    listRecent(limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(notificationMessage)
        .orderBy(desc(notificationMessage.id))
        .limit(limit);
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
