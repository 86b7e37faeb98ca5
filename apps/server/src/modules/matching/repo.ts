import { and, asc, desc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { ACTIVE_MATCH_STATUSES } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute.js';
import { lockRow } from '../../db/lock.js';
import { countRows } from '../../db/count.js';
import type { LifecyclePatch } from './lifecycle.js';
import { createStageRepo } from './stage-repo.js';
import { matchReq, matchStatusEvent } from './tables.js';

export type MatchReqRow = typeof matchReq.$inferSelect;
export type MatchReqInsert = typeof matchReq.$inferInsert;
export type MatchStatusEventRow = typeof matchStatusEvent.$inferSelect;
/** The columns of a request the lifecycle reads (the sweeper claims only these). */
const lifecycleColumns = {
  id: matchReq.id,
  matchAnalysisId: matchReq.matchAnalysisId,
  status: matchReq.status,
  propose1EndDate: matchReq.propose1EndDate,
  select1EndDate: matchReq.select1EndDate,
  propose2EndDate: matchReq.propose2EndDate,
  select2EndDate: matchReq.select2EndDate,
  select1Days: matchReq.select1Days,
  propose2Days: matchReq.propose2Days,
  select2Days: matchReq.select2Days,
  select1LimitCnt: matchReq.select1LimitCnt,
  select2LimitCnt: matchReq.select2LimitCnt,
};
export type LifecycleRow = Pick<MatchReqRow, keyof typeof lifecycleColumns>;
export type MatchStatusEventInsert = typeof matchStatusEvent.$inferInsert;

/** An int[] literal: one parameter whatever the length, the same text for both drivers. */
const pgIntArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** SQL of the matching module: requests, their audit trail and both stages' contractor rows. */
export function createMatchingRepo(db: DbOrTx) {
  // The owner's reads, the most frequent statements of the module, are built once and prepared
  // on the database (a named statement on PostgreSQL: parsed and planned once per connection),
  // not rebuilt by the query builder on every call. Reads inside a transaction build as before.
  const byId = db
    .select()
    .from(matchReq)
    .where(eq(matchReq.id, sql.placeholder('id')))
    .prepare('match_req_by_id');
  const byDevice = db
    .select()
    .from(matchReq)
    .where(eq(matchReq.deviceId, sql.placeholder('deviceId')))
    .orderBy(desc(matchReq.reqDate), desc(matchReq.id))
    .prepare('match_req_by_device');
  return {
    ...createStageRepo(db),
    /**
     * The requests recruited with this phone on devices other than `to` (recovery on a new
     * phone), locked: only these move (issue 34), not the rest of those devices.
     */
    lockRecruitedWith(phone: string, to: string, tx: DbOrTx) {
      return tx
        .select({
          id: matchReq.id,
          deviceId: matchReq.deviceId,
          matchAnalysisId: matchReq.matchAnalysisId,
        })
        .from(matchReq)
        .where(and(eq(matchReq.phone, phone), sql`${matchReq.deviceId} <> ${to}`))
        .orderBy(asc(matchReq.id))
        .for('update');
    },

    /** Of these analyses, the ones that also carry a request not among `requestIds`. */
    async analysesSharedWithOthers(
      analysisIds: readonly number[],
      requestIds: readonly number[],
      tx: DbOrTx,
    ): Promise<number[]> {
      if (analysisIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ analysisId: matchReq.matchAnalysisId })
        .from(matchReq)
        .where(
          and(
            inArray(matchReq.matchAnalysisId, [...analysisIds]),
            notInArray(matchReq.id, [...requestIds]),
          ),
        );
      return rows.map((row) => row.analysisId);
    },

    /** Whether this device sent a request with this phone (the same device re-claiming itself). */
    async deviceRecruitedWith(deviceId: string, phone: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ id: matchReq.id })
        .from(matchReq)
        .where(and(eq(matchReq.deviceId, deviceId), eq(matchReq.phone, phone)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether any device sent a request with this phone. */
    async phoneRecruited(phone: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ id: matchReq.id })
        .from(matchReq)
        .where(eq(matchReq.phone, phone))
        .limit(1);
      return rows.length > 0;
    },

    /** Gives these requests to `to` (recovery on a new phone); how many. */
    async moveToDevice(ids: readonly number[], to: string, tx: DbOrTx): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(matchReq)
        .set({ deviceId: to })
        .where(inArray(matchReq.id, [...ids]))
        .returning({ id: matchReq.id });
      return rows.length;
    },

    async findById(id: number, tx: DbOrTx = db): Promise<MatchReqRow | undefined> {
      if (tx === db) return (await byId.execute({ id }))[0];
      const rows = await tx.select().from(matchReq).where(eq(matchReq.id, id));
      return rows[0];
    },

    /** Locks the request for a transition (DESIGN D7); concurrent writers wait here. */
    async lockById(id: number, tx: DbOrTx): Promise<MatchReqRow | undefined> {
      return lockRow(tx, matchReq, eq(matchReq.id, id));
    },

    /**
     * All of the device's requests, newest first, in one read of `match_req_device_idx`. The owner's
     * reads filter by status after applying period ends, since a due row may move into the filter.
     */
    async listByDevice(deviceId: string, tx: DbOrTx = db): Promise<MatchReqRow[]> {
      if (tx === db) return byDevice.execute({ deviceId });
      return tx
        .select()
        .from(matchReq)
        .where(eq(matchReq.deviceId, deviceId))
        .orderBy(desc(matchReq.reqDate), desc(matchReq.id));
    },

    /**
     * Claims up to `limit` due requests for this transaction, skipping rows another instance holds
     * (`FOR UPDATE SKIP LOCKED`), so N sweepers never work on the same request.
     */
    async claimDue(now: Date, limit: number, tx: DbOrTx): Promise<LifecycleRow[]> {
      // Only what the lifecycle reads: the sweep claims thousands of rows at a time.
      return tx
        .select(lifecycleColumns)
        .from(matchReq)
        .where(and(isNotNull(matchReq.dueAt), lte(matchReq.dueAt, now)))
        .orderBy(asc(matchReq.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Per request, its applicants (stage 1) and sent proposals (stage 2), counted in one statement
     * after the rows are locked, so an application committed before the lock is seen.
     */
    async countStageRows(
      applicantsOf: number[],
      proposalsOf: number[],
      tx: DbOrTx,
    ): Promise<{ applicants: Map<number, number>; proposals: Map<number, number> }> {
      const applicants = new Map<number, number>();
      const proposals = new Map<number, number>();
      if (applicantsOf.length === 0 && proposalsOf.length === 0) return { applicants, proposals };
      const rows = await executeRows<{ stage: number; id: number; n: number }>(
        tx,
        sql`
          SELECT 1 AS stage, match_req_id AS id, count(*)::int AS n FROM match_propose1
          WHERE match_req_id = ANY(${pgIntArray(applicantsOf)}::int[]) GROUP BY match_req_id
          UNION ALL
          SELECT 2, match_req_id, count(*)::int FROM match_propose2
          WHERE match_req_id = ANY(${pgIntArray(proposalsOf)}::int[])
            AND proposal_file_id IS NOT NULL
          GROUP BY match_req_id`,
      );
      for (const row of rows) (row.stage === 1 ? applicants : proposals).set(row.id, row.n);
      return { applicants, proposals };
    },

    /**
     * Applies many requests' merged lifecycle patches in one statement (the sweeper's batch); a
     * column a patch leaves out keeps its value. Answers what the analysis mirror needs.
     */
    async applyPatches(
      updates: { id: number; patch: LifecyclePatch }[],
      updatedAt: Date,
      tx: DbOrTx,
    ): Promise<{ id: number; matchAnalysisId: number; status: string }[]> {
      if (updates.length === 0) return [];
      const records = updates.map(({ id, patch }) => ({ id, ...patch }));
      return executeRows(
        tx,
        sql`
          UPDATE match_req AS r SET
            status = u.status,
            due_at = u."dueAt",
            match_complete_code = COALESCE(u."matchCompleteCode", r.match_complete_code),
            cancel_end_status = COALESCE(u."cancelEndStatus", r.cancel_end_status),
            match_complete_date = COALESCE(u."matchCompleteDate", r.match_complete_date),
            select1_start_date = COALESCE(u."select1StartDate", r.select1_start_date),
            select1_end_date = COALESCE(u."select1EndDate", r.select1_end_date),
            select1_complete_date = COALESCE(u."select1CompleteDate", r.select1_complete_date),
            propose2_start_date = COALESCE(u."propose2StartDate", r.propose2_start_date),
            propose2_end_date = COALESCE(u."propose2EndDate", r.propose2_end_date),
            select2_start_date = COALESCE(u."select2StartDate", r.select2_start_date),
            select2_end_date = COALESCE(u."select2EndDate", r.select2_end_date),
            select2_complete_date = COALESCE(u."select2CompleteDate", r.select2_complete_date),
            updated_at = ${updatedAt.toISOString()}::timestamptz
          FROM json_to_recordset(${JSON.stringify(records)}::json) AS u(
            id int, status text, "dueAt" timestamptz, "matchCompleteCode" text,
            "cancelEndStatus" text, "matchCompleteDate" timestamptz,
            "select1StartDate" timestamptz, "select1EndDate" timestamptz,
            "select1CompleteDate" timestamptz, "propose2StartDate" timestamptz,
            "propose2EndDate" timestamptz, "select2StartDate" timestamptz,
            "select2EndDate" timestamptz, "select2CompleteDate" timestamptz)
          WHERE r.id = u.id
          RETURNING r.id, r.match_analysis_id AS "matchAnalysisId", r.status`,
      );
    },

    /** Writes many audit rows in one statement, in the given order (ids follow it). */
    async insertEvents(values: MatchStatusEventInsert[], tx: DbOrTx): Promise<void> {
      if (values.length === 0) return;
      await tx.execute(sql`
        INSERT INTO match_status_event
          (match_req_id, from_status, to_status, event, match_complete_code, actor, actor_id, at,
           recorded_at)
        SELECT e."matchReqId", e."fromStatus", e."toStatus", e.event, e."matchCompleteCode",
          e.actor, e."actorId", e.at, e."recordedAt"
        FROM ROWS FROM (json_to_recordset(${JSON.stringify(values)}::json) AS (
          "matchReqId" int, "fromStatus" text, "toStatus" text, event text,
          "matchCompleteCode" text, actor text, "actorId" text, at timestamptz,
          "recordedAt" timestamptz)) WITH ORDINALITY
          AS e("matchReqId", "fromStatus", "toStatus", event, "matchCompleteCode", actor,
            "actorId", at, "recordedAt", ord)
        ORDER BY e.ord`);
    },

    async findOpenByAnalysis(matchAnalysisId: number, tx: DbOrTx = db) {
      const rows = await tx
        .select()
        .from(matchReq)
        .where(
          and(
            eq(matchReq.matchAnalysisId, matchAnalysisId),
            inArray(matchReq.status, [...ACTIVE_MATCH_STATUSES]),
          ),
        );
      return rows[0];
    },

    async countByDevice(deviceId: string, tx: DbOrTx = db): Promise<number> {
      return countRows(tx, matchReq, eq(matchReq.deviceId, deviceId));
    },

    /**
     * Re-recruits made since `since` by one device or on one parcel (issue 34): requests whose
     * analysis carried an earlier request.
     */
    async countRerecruitsSince(
      by: { deviceId: string } | { pnu: string },
      since: Date,
      tx: DbOrTx = db,
    ): Promise<number> {
      const who = 'deviceId' in by ? sql`r.device_id = ${by.deviceId}` : sql`r.pnu = ${by.pnu}`;
      const [row] = await executeRows<{ n: number }>(
        tx,
        sql`
          SELECT count(*)::int AS n FROM match_req r
          WHERE ${who} AND r.req_date > ${since.toISOString()}
            AND EXISTS (
              SELECT 1 FROM match_req p
              WHERE p.match_analysis_id = r.match_analysis_id AND p.id < r.id
            )`,
      );
      return row?.n ?? 0;
    },

    async insert(values: MatchReqInsert, tx: DbOrTx = db): Promise<MatchReqRow> {
      const rows = await tx.insert(matchReq).values(values).returning();
      return rows[0]!;
    },

    async applyPatch(
      id: number,
      patch: LifecyclePatch & { cancelReason?: string; cancelReasonDetail?: string | null },
      updatedAt: Date,
      tx: DbOrTx,
    ): Promise<MatchReqRow> {
      const rows = await tx
        .update(matchReq)
        .set({ ...patch, updatedAt })
        .where(eq(matchReq.id, id))
        .returning();
      return rows[0]!;
    },

    async insertEvent(values: MatchStatusEventInsert, tx: DbOrTx): Promise<void> {
      await tx.insert(matchStatusEvent).values(values);
    },

    listEvents(matchReqId: number, tx: DbOrTx = db): Promise<MatchStatusEventRow[]> {
      return tx
        .select()
        .from(matchStatusEvent)
        .where(eq(matchStatusEvent.matchReqId, matchReqId))
        .orderBy(asc(matchStatusEvent.id));
    },

    /** Raw count of events per request, for tests and the concurrency proof. */
    async countEvents(matchReqId: number, tx: DbOrTx = db): Promise<number> {
      return countRows(tx, matchStatusEvent, eq(matchStatusEvent.matchReqId, matchReqId));
    },
  };
}
export type MatchingRepo = ReturnType<typeof createMatchingRepo>;
