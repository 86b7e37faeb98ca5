import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewKind, ReviewModerationState } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute.js';
import { lockRow } from '../../db/lock.js';
import { matchReview, matchReviewCst } from './tables.js';

export type MatchReviewRow = typeof matchReview.$inferSelect;
export type MatchReviewInsert = typeof matchReview.$inferInsert;
export type MatchReviewCstRow = typeof matchReviewCst.$inferSelect;
export type MatchReviewCstInsert = Omit<typeof matchReviewCst.$inferInsert, 'matchReviewId'>;

/** One review as the moderation queue lists it, platform or contractor review alike. */
export interface ModerationRow {
  kind: ReviewKind;
  id: number;
  matchReqId: number;
  score: number;
  title: string | null;
  contents: string;
  ccId: number | null;
  comName: string | null;
  writerName: string;
  region: string;
  createdAt: Date | string;
  state: ReviewModerationState;
  hiddenReason: string | null;
  moderatedAt: Date | string | null;
  moderatedBy: string | null;
}

export interface ModerationPatch {
  moderationState: ReviewModerationState;
  hiddenReason: string | null;
  moderatedAt: Date;
  moderatedBy: string;
}

// A parameter, not a literal: the SQL text names only this module's tables.
const CONTRACTOR_KIND: ReviewKind = 'contractor';

/** Both kinds of review in one shape; the contractor reviews take their date from the review. */
const moderationItems = sql`
  SELECT 'platform' AS kind, r.id, r.match_req_id AS "matchReqId", r.score, r.title, r.contents,
    NULL::int AS "ccId", NULL::text AS "comName", r.writer_name AS "writerName", r.region,
    r.created_at AS "createdAt", r.moderation_state AS state, r.hidden_reason AS "hiddenReason",
    r.moderated_at AS "moderatedAt", r.moderated_by AS "moderatedBy"
  FROM match_review r
  UNION ALL
  SELECT ${CONTRACTOR_KIND}::text, c.id, r.match_req_id, c.score, NULL, c.contents, c.contractor_id,
    c.com_name, r.writer_name, r.region, r.created_at, c.moderation_state, c.hidden_reason,
    c.moderated_at, c.moderated_by
  FROM match_review_cst c JOIN match_review r ON r.id = c.match_review_id`;

export function createReviewsRepo(db: DbOrTx) {
  return {
    /** Gives every review of the `from` devices to `to` (recovery on a new phone); how many. */
    /** Gives the reviews of these requests to `to` (recovery on a new phone); how many. */
    async moveToDevice(matchReqIds: readonly number[], to: string, tx: DbOrTx): Promise<number> {
      if (matchReqIds.length === 0) return 0;
      const rows = await tx
        .update(matchReview)
        .set({ deviceId: to })
        .where(inArray(matchReview.matchReqId, [...matchReqIds]))
        .returning({ id: matchReview.id });
      return rows.length;
    },

    listByDevice(deviceId: string, tx: DbOrTx = db) {
      return tx
        .select({ id: matchReview.id, matchReqId: matchReview.matchReqId })
        .from(matchReview)
        .where(eq(matchReview.deviceId, deviceId))
        .orderBy(desc(matchReview.id));
    },

    async findByMatchReq(matchReqId: number, tx: DbOrTx = db) {
      const rows = await tx
        .select()
        .from(matchReview)
        .where(eq(matchReview.matchReqId, matchReqId));
      return rows[0];
    },

    /** Company reviews in the order they were written. */
    listCompanyReviews(matchReviewId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(matchReviewCst)
        .where(eq(matchReviewCst.matchReviewId, matchReviewId))
        .orderBy(asc(matchReviewCst.id));
    },

    /** The platform review and its company reviews; the caller runs this in one transaction. */
    async insert(review: MatchReviewInsert, companies: MatchReviewCstInsert[], tx: DbOrTx) {
      const [row] = await tx.insert(matchReview).values(review).returning();
      if (!row) throw new Error('review insert returned no row');
      await tx
        .insert(matchReviewCst)
        .values(companies.map((company) => ({ ...company, matchReviewId: row.id })));
      return row;
    },

    /**
     * Published reviews, newest first, each with the name of its first company review's
     * contractor (as stored when written).
     */
    listPublished(installType: string | undefined, limit: number, tx: DbOrTx = db) {
      // Qualified by hand: inside a subquery the builder would leave the columns unqualified.
      const firstComName = sql<string | null>`(
        select "c"."com_name" from "match_review_cst" "c"
        where "c"."match_review_id" = "match_review"."id"
        order by "c"."id" limit 1
      )`;
      return tx
        .select({ review: matchReview, comName: firstComName })
        .from(matchReview)
        .where(
          and(
            eq(matchReview.moderationState, 'published'),
            installType ? eq(matchReview.installType, installType) : undefined,
          ),
        )
        .orderBy(desc(matchReview.createdAt), desc(matchReview.id))
        .limit(limit);
    },

    /** Reviews in one moderation state, oldest first (the queue is worked in order). */
    async listForModeration(
      state: ReviewModerationState,
      page: { limit: number; offset: number },
      tx: DbOrTx = db,
    ) {
      const [rows, totals] = await Promise.all([
        executeRows<ModerationRow>(
          tx,
          sql`SELECT * FROM (${moderationItems}) items WHERE state = ${state}
              ORDER BY "createdAt", kind DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`,
        ),
        executeRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM (${moderationItems}) items WHERE state = ${state}`,
        ),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async findForModeration(kind: ReviewKind, id: number, tx: DbOrTx = db) {
      const rows = await executeRows<ModerationRow>(
        tx,
        sql`SELECT * FROM (${moderationItems}) items WHERE kind = ${kind} AND id = ${id}`,
      );
      return rows[0];
    },

    /** Locks one review's row for a decision; answers its current state, or undefined. */
    async lockModeration(
      kind: ReviewKind,
      id: number,
      tx: DbOrTx,
    ): Promise<{ moderationState: string; hiddenReason: string | null } | undefined> {
      return kind === 'platform'
        ? lockRow(tx, matchReview, eq(matchReview.id, id))
        : lockRow(tx, matchReviewCst, eq(matchReviewCst.id, id));
    },

    async setModeration(kind: ReviewKind, id: number, patch: ModerationPatch, tx: DbOrTx) {
      if (kind === 'platform') {
        await tx.update(matchReview).set(patch).where(eq(matchReview.id, id));
      } else {
        await tx.update(matchReviewCst).set(patch).where(eq(matchReviewCst.id, id));
      }
    },

    /** A contractor's published reviews: their count and mean, and the newest `limit`. */
    async contractorPublished(contractorId: number, limit: number | undefined, tx: DbOrTx = db) {
      const published = and(
        eq(matchReviewCst.contractorId, contractorId),
        eq(matchReviewCst.moderationState, 'published'),
      );
      const [stats, rows] = await Promise.all([
        tx
          .select({
            count: sql<number>`count(*)::int`,
            average: sql<number | null>`avg(${matchReviewCst.score})::float8`,
          })
          .from(matchReviewCst)
          .where(published),
        (() => {
          const query = tx
            .select({
              id: matchReviewCst.id,
              score: matchReviewCst.score,
              contents: matchReviewCst.contents,
              writerName: matchReview.writerName,
              createdAt: matchReview.createdAt,
            })
            .from(matchReviewCst)
            .innerJoin(matchReview, eq(matchReview.id, matchReviewCst.matchReviewId))
            .where(published)
            .orderBy(desc(matchReview.createdAt), desc(matchReviewCst.id));
          return limit === undefined ? query : query.limit(limit);
        })(),
      ]);
      return { count: stats[0]?.count ?? 0, average: stats[0]?.average ?? null, rows };
    },
  };
}
export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
