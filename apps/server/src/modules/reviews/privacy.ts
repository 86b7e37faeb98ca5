import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { matchReview, matchReviewCst } from './tables.js';

/** The writer shown on a review whose author deleted their data. */
export const ERASED_WRITER = '탈퇴 회원';

/** What the privacy module reads and erases of the device's reviews. */
export function createReviewsPrivacy(db: Db) {
  return {
    /** The device's reviews with their company reviews, oldest first (개인정보 열람). */
    async exportOf(deviceId: string) {
      const reviews = await db
        .select()
        .from(matchReview)
        .where(eq(matchReview.deviceId, deviceId))
        .orderBy(asc(matchReview.id));
      if (reviews.length === 0) return [];
      const companies = await db
        .select()
        .from(matchReviewCst)
        .where(
          inArray(
            matchReviewCst.matchReviewId,
            reviews.map((review) => review.id),
          ),
        )
        .orderBy(asc(matchReviewCst.id));
      return reviews.map((review) => ({
        id: review.id,
        matchReqId: review.matchReqId,
        score: review.score,
        title: review.title,
        contents: review.contents,
        writerName: review.writerName,
        createdAt: review.createdAt.toISOString(),
        contractors: companies
          .filter((company) => company.matchReviewId === review.id)
          .map((company) => ({
            comName: company.comName,
            score: company.score,
            contents: company.contents,
          })),
      }));
    },

    /**
     * The privacy deletion: the reviews stay (the contractors' scores), without their author: no
     * device and no masked name.
     */
    async eraseAuthorship(deviceId: string, tombstone: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(matchReview)
        .set({ deviceId: tombstone, writerName: ERASED_WRITER })
        .where(eq(matchReview.deviceId, deviceId));
    },
  };
}
