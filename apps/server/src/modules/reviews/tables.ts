import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The owner's review of the platform for one completed request (spec section 3). */
export const matchReview = pgTable(
  'match_review',
  {
    id: serial('id').primaryKey(),
    matchReqId: integer('match_req_id').notNull(),
    deviceId: text('device_id').notNull(),
    score: integer('score').notNull(),
    title: text('title'),
    contents: text('contents').notNull(),
    fileId: text('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // Once per request, even under a double submit.
  (table) => [uniqueIndex('match_review_req_uq').on(table.matchReqId)],
);

/** The owner's review of each final contractor of that request. */
export const matchReviewCst = pgTable(
  'match_review_cst',
  {
    id: serial('id').primaryKey(),
    matchReviewId: integer('match_review_id').notNull(),
    contractorId: integer('contractor_id').notNull(),
    comName: text('com_name').notNull(),
    score: integer('score').notNull(),
    contents: text('contents').notNull(),
  },
  (table) => [uniqueIndex('match_review_cst_uq').on(table.matchReviewId, table.contractorId)],
);
