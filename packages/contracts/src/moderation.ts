import { z } from 'zod';
import { MATCH_STATUSES } from './constants.js';

/**
 * Reviews are public only after an operator's decision (issue 19): a new review waits (pending),
 * is published, or is hidden with a reason. Platform reviews (the owner's review of the service)
 * and contractor reviews (of each final contractor) are decided one by one.
 */
export const REVIEW_MODERATION_STATES = ['pending', 'published', 'hidden'] as const;
export type ReviewModerationState = (typeof REVIEW_MODERATION_STATES)[number];
export const REVIEW_MODERATION_LABELS: Record<ReviewModerationState, string> = {
  pending: '검토 대기',
  published: '공개',
  hidden: '숨김',
};

export const REVIEW_KINDS = ['platform', 'contractor'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  platform: '플랫폼 후기',
  contractor: '시공사 후기',
};

const moderationReason = z.string().trim().min(2).max(300);

export const adminReviewQuerySchema = z.object({
  state: z.enum(REVIEW_MODERATION_STATES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminReviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number().int(),
  matchReqId: z.number().int(),
  score: z.number().int(),
  title: z.string().nullable(),
  contents: z.string(),
  /** The contractor a contractor review is about; null for a platform review. */
  ccId: z.number().int().nullable(),
  comName: z.string().nullable(),
  writerName: z.string(),
  region: z.string(),
  createdAt: z.string(),
  state: z.enum(REVIEW_MODERATION_STATES),
  hiddenReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  moderatedBy: z.string().nullable(),
});
export type AdminReviewItem = z.infer<typeof adminReviewItemSchema>;

export const adminReviewListSchema = z.object({
  data: z.array(adminReviewItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminReviewParamsSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Publishing needs nothing more; hiding needs the reason the writer's text is not shown. */
export const adminReviewDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('publish') }).strict(),
  z.object({ decision: z.literal('hide'), reason: moderationReason }).strict(),
]);
export type AdminReviewDecision = z.infer<typeof adminReviewDecisionBodySchema>;

/** What owners see of a contractor's reputation: published contractor reviews only. */
export const contractorReviewSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  contents: z.string(),
  writerName: z.string(),
  createdAt: z.string(),
});
export type ContractorReview = z.infer<typeof contractorReviewSchema>;
export const contractorReviewSummarySchema = z.object({
  /** Mean of the published scores, one decimal; null before the first published review. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** The most recent published reviews, newest first. */
  recent: z.array(contractorReviewSchema),
});
export type ContractorReviewSummary = z.infer<typeof contractorReviewSummarySchema>;

/** How many recent reviews the business-info popup shows. */
export const CONTRACTOR_REVIEWS_SHOWN = 3;

/** The contractor's own published reviews in its console. */
export const partnerReviewListSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  data: z.array(contractorReviewSchema),
});
export type PartnerReviewList = z.infer<typeof partnerReviewListSchema>;

// --- rescue tools (issue 19) ---

/** An open period may be extended by this many days at once. */
export const EXTENSION_DAYS = { min: 1, max: 14 } as const;

export const adminExtendBodySchema = z
  .object({
    days: z.number().int().min(EXTENSION_DAYS.min).max(EXTENSION_DAYS.max),
    reason: moderationReason,
    /**
     * The period end the operator saw: the extension applies only to that period, so a double
     * submit or a period that ended meanwhile changes nothing.
     */
    currentEndDate: z.iso.datetime({ offset: true }),
  })
  .strict();
export const adminExtendAnswerSchema = z.object({
  matchStatusId: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  endDate: z.string(),
});

export const adminReopenBodySchema = z.object({ reason: moderationReason }).strict();
export const adminReopenAnswerSchema = z.object({
  /** The new request, recruiting again. */
  id: z.number().int(),
  fromId: z.number().int(),
  propose1EndDate: z.string(),
});

export const adminUnservedItemSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  sidoCode: z.string(),
  sidoName: z.string(),
  installType: z.string(),
  systemSize: z.number(),
  reqDate: z.string(),
  propose1EndDate: z.string(),
  applicantCount: z.number().int(),
});
export type AdminUnservedItem = z.infer<typeof adminUnservedItemSchema>;
export const adminUnservedListSchema = z.object({ data: z.array(adminUnservedItemSchema) });
