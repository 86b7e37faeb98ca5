import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { matchReview, matchReviewCst } from './tables.js';

export type MatchReviewRow = typeof matchReview.$inferSelect;
export type MatchReviewInsert = typeof matchReview.$inferInsert;
export type MatchReviewCstRow = typeof matchReviewCst.$inferSelect;
export type MatchReviewCstInsert = Omit<typeof matchReviewCst.$inferInsert, 'matchReviewId'>;

export function createReviewsRepo(db: DbOrTx) {
  return {
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
        .where(and(installType ? eq(matchReview.installType, installType) : undefined))
        .orderBy(desc(matchReview.createdAt), desc(matchReview.id))
        .limit(limit);
    },
  };
}
export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
