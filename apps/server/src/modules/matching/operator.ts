import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ACTIVE_MATCH_STATUSES, type MatchStatus } from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockRow } from '../../db/lock.js';
import type { Clock } from '../../lib/clock.js';
import { matchPropose1, matchPropose2, matchReq, matchStatusEvent } from './tables.js';

/** Where a contractor's application can still be taken back: every active status before SP2. */
const WITHDRAWABLE_STATUSES = ACTIVE_MATCH_STATUSES.filter((status) => status !== 'SP2');

export interface OperatorMatchFilter {
  status?: MatchStatus | undefined;
  /** First two digits of the pnu (시도). */
  region?: string | undefined;
  /** Open requests whose current period ends before this instant. */
  dueBefore?: Date | undefined;
  page: number;
  pageSize: number;
}

/**
 * What the operator console reads of the matching module and the one write it makes besides
 * ending a match: withdrawing a suspended contractor's open applications. SQL of the matching
 * tables stays in this module (STYLE: a module owns its tables).
 */
export function createMatchingOperatorReads(deps: {
  db: Db;
  clock: Clock;
  /** Brings a request up to date before it is changed (the transitions' applyDue). */
  applyDue: (id: number) => Promise<void>;
}) {
  const { db } = deps;

  function where(filter: OperatorMatchFilter): SQL | undefined {
    return and(
      filter.status ? eq(matchReq.status, filter.status) : undefined,
      filter.region ? sql`left(${matchReq.pnu}, 2) = ${filter.region}` : undefined,
      filter.dueBefore
        ? and(isNotNull(matchReq.dueAt), lt(matchReq.dueAt, filter.dueBefore))
        : undefined,
    );
  }

  return {
    applyDue: deps.applyDue,

    async list(filter: OperatorMatchFilter) {
      const applicants = db
        .select({ matchReqId: matchPropose1.matchReqId, n: count().as('n') })
        .from(matchPropose1)
        .groupBy(matchPropose1.matchReqId)
        .as('applicants');
      const [rows, totals] = await Promise.all([
        db
          .select({ row: matchReq, applicantCount: sql<number>`coalesce(${applicants.n}, 0)::int` })
          .from(matchReq)
          .leftJoin(applicants, eq(applicants.matchReqId, matchReq.id))
          .where(where(filter))
          .orderBy(desc(matchReq.reqDate), desc(matchReq.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(matchReq).where(where(filter)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** Requests recruiting now, the soonest period end first, with their applicant counts. */
    async listRecruiting() {
      const applicants = db
        .select({ matchReqId: matchPropose1.matchReqId, n: count().as('n') })
        .from(matchPropose1)
        .groupBy(matchPropose1.matchReqId)
        .as('applicants');
      return db
        .select({ row: matchReq, applicantCount: sql<number>`coalesce(${applicants.n}, 0)::int` })
        .from(matchReq)
        .leftJoin(applicants, eq(applicants.matchReqId, matchReq.id))
        .where(eq(matchReq.status, 'CRG'))
        .orderBy(asc(matchReq.propose1EndDate), asc(matchReq.id));
    },

    async detail(id: number) {
      const rows = await db.select().from(matchReq).where(eq(matchReq.id, id));
      const row = rows[0];
      if (!row) return undefined;
      const [events, applicants, proposals] = await Promise.all([
        db
          .select()
          .from(matchStatusEvent)
          .where(eq(matchStatusEvent.matchReqId, id))
          .orderBy(asc(matchStatusEvent.id)),
        db
          .select()
          .from(matchPropose1)
          .where(eq(matchPropose1.matchReqId, id))
          .orderBy(asc(matchPropose1.appliedAt), asc(matchPropose1.id)),
        db
          .select()
          .from(matchPropose2)
          .where(eq(matchPropose2.matchReqId, id))
          .orderBy(asc(matchPropose2.id)),
      ]);
      return { row, events, applicants, proposals };
    },

    /**
     * The funnel of a period from the audit trail: requests made, requests that reached each
     * stage, and ends by code, each counted once per request and stage.
     */
    async funnel(from: Date, to: Date) {
      const stages = await db
        .select({
          toStatus: matchStatusEvent.toStatus,
          code: matchStatusEvent.matchCompleteCode,
          n: sql<number>`count(DISTINCT ${matchStatusEvent.matchReqId})::int`,
        })
        .from(matchStatusEvent)
        .where(and(gte(matchStatusEvent.at, from), lt(matchStatusEvent.at, to)))
        .groupBy(matchStatusEvent.toStatus, matchStatusEvent.matchCompleteCode);
      const open = await db
        .select({ status: matchReq.status, n: sql<number>`count(*)::int` })
        .from(matchReq)
        .groupBy(matchReq.status);
      return { stages, open };
    },

    /**
     * Takes back a contractor's open applications (a suspended contractor, issue 11): unselected
     * applications of requests still recruiting or selecting, and shortlisted places with no
     * proposal yet. Each request is locked and brought up to date first, and the withdrawal is
     * written to the request's audit trail (same status, event WITHDRAW) in that transaction.
     */
    async withdrawApplications(contractorId: number, operatorId: string): Promise<number> {
      const candidates = await db
        .select({ id: matchReq.id })
        .from(matchReq)
        .where(
          and(
            inArray(matchReq.status, WITHDRAWABLE_STATUSES),
            sql`(EXISTS (SELECT 1 FROM ${matchPropose1} p1 WHERE p1.match_req_id = ${matchReq.id}
                  AND p1.contractor_id = ${contractorId})
                 OR EXISTS (SELECT 1 FROM ${matchPropose2} p2 WHERE p2.match_req_id = ${matchReq.id}
                  AND p2.contractor_id = ${contractorId}))`,
          ),
        );
      let withdrawn = 0;
      for (const { id } of candidates) {
        await deps.applyDue(id);
        withdrawn += await db.transaction(async (tx) => {
          const row = await lockRow(tx, matchReq, eq(matchReq.id, id));
          if (!row) return 0;
          const removed = await removeOpen(row.id, row.status, contractorId, tx);
          if (removed === 0) return 0;
          const now = deps.clock.now();
          await tx.insert(matchStatusEvent).values({
            matchReqId: row.id,
            fromStatus: row.status,
            toStatus: row.status,
            event: 'WITHDRAW',
            matchCompleteCode: null,
            actor: 'operator',
            actorId: `${operatorId}:contractor:${contractorId}`,
            at: now,
            recordedAt: now,
          });
          return removed;
        });
      }
      return withdrawn;
    },
  };
}
export type MatchingOperatorReads = ReturnType<typeof createMatchingOperatorReads>;

async function removeOpen(
  matchReqId: number,
  status: string,
  contractorId: number,
  tx: DbOrTx,
): Promise<number> {
  if (status === 'CRG' || status === 'SP1') {
    const rows = await tx
      .delete(matchPropose1)
      .where(
        and(
          eq(matchPropose1.matchReqId, matchReqId),
          eq(matchPropose1.contractorId, contractorId),
          eq(matchPropose1.selectStatus, 'N'),
        ),
      )
      .returning({ id: matchPropose1.id });
    return rows.length;
  }
  if (status === 'PSB') {
    const rows = await tx
      .delete(matchPropose2)
      .where(
        and(
          eq(matchPropose2.matchReqId, matchReqId),
          eq(matchPropose2.contractorId, contractorId),
          sql`${matchPropose2.proposalFileId} IS NULL`,
        ),
      )
      .returning({ id: matchPropose2.id });
    return rows.length;
  }
  return 0;
}

/** Requests whose current period ends within the window and that are still open (reminders). */
export async function findDueWithin(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      id: matchReq.id,
      status: matchReq.status,
      dueAt: matchReq.dueAt,
      deviceId: matchReq.deviceId,
      address: matchReq.address,
      phone: matchReq.phone,
    })
    .from(matchReq)
    .where(
      and(
        inArray(matchReq.status, [...ACTIVE_MATCH_STATUSES]),
        isNotNull(matchReq.dueAt),
        gte(matchReq.dueAt, from),
        lte(matchReq.dueAt, to),
      ),
    );
}
