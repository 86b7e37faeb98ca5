import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * An operator's decision on one review (issue 19): pending until decided, then published or
 * hidden with a reason; who decided and when. Rows written before moderation existed: platform
 * reviews stay published (they were public already), contractor reviews wait (never shown yet).
 */
const moderation = () => ({
  /** pending | published | hidden (REVIEW_MODERATION_STATES). */
  moderationState: text('moderation_state').notNull().default('pending'),
  hiddenReason: text('hidden_reason'),
  moderatedAt: timestampTz('moderated_at'),
  /** The operator's login id. */
  moderatedBy: text('moderated_by'),
});

/**
 * The owner's review of the platform for one completed request (spec section 3). What the public
 * review list shows of the request (install type, region, size, masked writer) is copied in when
 * the review is written, so the list never reads the request (and never its full address or name).
 */
export const matchReview = pgTable(
  'match_review',
  {
    id: columns.id(),
    matchReqId: columns.matchReqId().notNull(),
    deviceId: columns.deviceId(),
    score: integer('score').notNull(),
    title: text('title'),
    contents: text('contents').notNull(),
    fileId: text('file_id'),
    createdAt: columns.createdAt(),
    /** R or L, as the request had it. */
    installType: text('install_type').notNull(),
    /** 시도 시군구 of the request's address, never more of it. */
    region: text('region').notNull(),
    systemSizeKw: doublePrecision('system_size_kw').notNull(),
    /** The requester's name masked, e.g. '김**'. */
    writerName: text('writer_name').notNull(),
    ...moderation(),
  },
  (table) => [
    // Once per request, even under a double submit.
    uniqueIndex('match_review_req_uq').on(table.matchReqId),
    index('match_review_device_idx').on(table.deviceId),
    index('match_review_published_idx').on(table.createdAt, table.id),
    index('match_review_moderation_idx').on(table.moderationState, table.createdAt),
  ],
);

/** The owner's review of each final contractor of that request. */
export const matchReviewCst = pgTable(
  'match_review_cst',
  {
    id: columns.id(),
    matchReviewId: integer('match_review_id').notNull(),
    contractorId: columns.contractorId().notNull(),
    comName: text('com_name').notNull(),
    score: integer('score').notNull(),
    contents: text('contents').notNull(),
    ...moderation(),
  },
  (table) => [
    uniqueIndex('match_review_cst_uq').on(table.matchReviewId, table.contractorId),
    index('match_review_cst_contractor_idx').on(table.contractorId, table.moderationState),
    index('match_review_cst_moderation_idx').on(table.moderationState),
  ],
);
