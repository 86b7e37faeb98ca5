import { z } from 'zod';
import {
  CANCEL_REASON_ETC,
  INSTALL_TYPES,
  LIMITS,
  MATCH_STATUSES,
  SELECT_STATUSES,
} from './constants.js';
import { dbIdSchema, deviceIdSchema } from './identity.js';
import { fileIdSchema } from './content.js';
import { matchReqSchema } from './analysis.js';
import { kstDayNumber } from './dates.js';
import { contractorFactSchema } from './vetting.js';

/**
 * The matching half of the owner API (spec sections 3, 4, 5 and 7): contractor lists of both
 * stages, selection, ending, re-recruiting, contract documents, proposal links and reviews.
 */

/** A contractor as the owner sees it in a stage list (spec section 3, contractor list item). */
/** How the owner reaches a contractor they confirmed: from the contractor's account (CMC only). */
export const contractorContactSchema = z.object({
  representative: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ContractorContact = z.infer<typeof contractorContactSchema>;

export const matchContractorSchema = z.object({
  ccId: z.number().int(),
  comName: z.string(),
  comLogoFileId: z.string().nullable(),
  /** Only once proposals are shown (SP2, CMC) and the contractor has sent its proposal. */
  proposalFileId: z.string().nullable(),
  /** Second stage: the contractor has sent its proposal (shown while the owner waits, PSB). */
  proposalSubmitted: z.boolean(),
  /** Selected in this stage (selectStatus Y). */
  checked: z.boolean(),
  /** At CMC, for the contractors the owner confirmed: whom to call. Null otherwise. */
  contact: contractorContactSchema.nullable(),
  /** The registration facts an operator checked against the documents (the card's badge). */
  checkedFacts: z.array(contractorFactSchema),
  /**
   * Second stage while proposals are due (PSB): the contractor's structured quote is complete.
   * With every proposal sent, the owner may end the proposal period early (issue 33).
   */
  quoteComplete: z.boolean().optional(),
});
export type MatchContractor = z.infer<typeof matchContractorSchema>;
export const matchContractorListSchema = z.object({ data: z.array(matchContractorSchema) });

export const proposeListBodySchema = z
  .object({
    matchStatusId: dbIdSchema,
    selectStatus: z.enum(SELECT_STATUSES).optional(),
  })
  .strict();
export type ProposeListBody = z.infer<typeof proposeListBodySchema>;

/** Contractors chosen in a stage: at least one, no duplicates (spec section 5). */
export const selectedCstIdsSchema = z
  .array(dbIdSchema)
  .min(1)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, {
    message: '같은 시공사가 두 번 들어 있습니다.',
  });

export const proposeSelectBodySchema = z
  .object({
    matchStatusId: dbIdSchema,
    selectedCstIds: selectedCstIdsSchema,
    /** The address the owner saw when confirming; informational (the server uses its own). */
    address: z.string().max(300).optional(),
  })
  .strict();
export type ProposeSelectBody = z.infer<typeof proposeSelectBodySchema>;

/**
 * The days a period lasts, as the owner is told (spec sections 4 and 9): Korea calendar days from
 * the day it starts to the day it ends (each period ends at 23:59:59 of that day, periodEnd), at
 * least one. A 7-day proposal period reads 7 days; the recruiting period is the days between
 * reqDate and propose1EndDate.
 */
export function periodDays(from: Date | string, to: Date | string): number {
  return Math.max(1, kstDayNumber(to) - kstDayNumber(from));
}

/** What a selection answers: the new state and its period, for the 'N days' message. */
export const proposeSelectAnswerSchema = z.object({
  matchStatusId: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  selected: z.array(z.object({ id: z.number().int(), comName: z.string() })),
  /** The end of the period that the new state waits for (propose2EndDate after the first stage). */
  periodEndDate: z.string().nullable(),
  /** Days from now to that end (periodDays): a 7-day proposal period answers 7. */
  periodDays: z.number().int().nullable(),
});
export type ProposeSelectAnswer = z.infer<typeof proposeSelectAnswerSchema>;

export const userCancelBodySchema = z
  .object({
    id: dbIdSchema,
    cancelReason: z.string().trim().min(1).max(40),
    cancelReasonDetail: z.string().trim().max(LIMITS.reviewChars).optional(),
  })
  .strict()
  .refine(
    (body) => body.cancelReason !== CANCEL_REASON_ETC || (body.cancelReasonDetail ?? '').length > 0,
    { message: '기타 사유를 입력해 주세요.', path: ['cancelReasonDetail'] },
  );
export type UserCancelBody = z.infer<typeof userCancelBodySchema>;

export const matchTransitionAnswerSchema = z.object({
  matchStatusId: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  matchCompleteCode: z.string().nullable(),
  cancelEndStatus: z.string().nullable(),
});
export type MatchTransitionAnswer = z.infer<typeof matchTransitionAnswerSchema>;

export const checkExistAgainAnswerSchema = z.object({
  /** The active request for the same address, or null when a new one may be created. */
  id: z.number().int().nullable(),
});

export const againRecruitBodySchema = z
  .object({ id: dbIdSchema, deviceId: deviceIdSchema })
  .strict();
export const againRecruitAnswerSchema = z.object({
  id: z.number().int(),
  /** True when an active request already existed for the address and its id is answered. */
  existing: z.boolean(),
});

/** GET /api/match-com/install-type/{installType}/{systemSize}: the contract documents list. */
export const installTypeParamsSchema = z.object({
  installType: z.enum(INSTALL_TYPES),
  systemSize: z.coerce.number().positive().max(1_000_000),
});
export const contractDocumentSchema = z.object({
  code: z.string(),
  name: z.string(),
  copies: z.number().int(),
  note: z.string().nullable(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;
export const contractDocumentListSchema = z.object({ data: z.array(contractDocumentSchema) });

export const sendProposalParamsSchema = z.object({
  matchReqId: dbIdSchema,
  proposalFileId: fileIdSchema,
});
export const sendProposalAnswerSchema = z.object({
  result: z.literal(true),
  /** False when the link had been texted before: nothing is sent again. */
  sent: z.boolean(),
  /** The masked phone the link went to, e.g. 010-****-5678. */
  to: z.string(),
  expiresAt: z.string(),
});

// Reviews (spec sections 3, 4 and 5).
export const reviewScoreSchema = z.number().int().min(LIMITS.scoreMin).max(LIMITS.scoreMax);
const reviewTextSchema = z.string().trim().min(1).max(LIMITS.reviewChars);

export const companyReviewInputSchema = z
  .object({
    ccId: dbIdSchema,
    comName: z.string().max(100).optional(),
    score: reviewScoreSchema,
    contents: reviewTextSchema,
  })
  .strict();

export const createReviewBodySchema = z
  .object({
    matchReqId: dbIdSchema,
    deviceId: deviceIdSchema,
    score: reviewScoreSchema,
    contents: reviewTextSchema,
    title: z.string().trim().max(100).optional(),
    matchReviews: z
      .array(companyReviewInputSchema)
      .min(1)
      .max(10)
      .refine((list) => new Set(list.map((item) => item.ccId)).size === list.length, {
        message: '같은 시공사가 두 번 들어 있습니다.',
      }),
  })
  .strict();
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

export const matchReviewSchema = z.object({
  id: z.number().int(),
  matchReqId: z.number().int(),
  score: z.number().int(),
  contents: z.string(),
  title: z.string().nullable(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
});
export type MatchReview = z.infer<typeof matchReviewSchema>;

export const matchReviewCstSchema = z.object({
  ccId: z.number().int(),
  comName: z.string(),
  score: z.number().int(),
  contents: z.string(),
});
export type MatchReviewCst = z.infer<typeof matchReviewCstSchema>;

export const reviewListBodySchema = z.object({ deviceId: deviceIdSchema }).strict();
export const reviewListAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), matchReqId: z.number().int() })),
});
export const reviewDetailBodySchema = z.object({ matchReqId: dbIdSchema }).strict();
export const reviewDetailAnswerSchema = z.object({
  matchReq: matchReqSchema,
  matchReview: matchReviewSchema.nullable(),
  matchPropose2: z.array(z.object({ ccId: z.number().int(), comName: z.string() })),
  matchReviewCst: z.array(matchReviewCstSchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailAnswerSchema>;
export const reviewExistsAnswerSchema = z.object({ data: z.boolean() });
export const createReviewAnswerSchema = z.object({ id: z.number().int() });

// Development clock (DESIGN D14): outside production only.
export const devClockBodySchema = z
  .object({
    advanceHours: z
      .number()
      .positive()
      .max(24 * 366),
  })
  .strict();
export const devClockAnswerSchema = z.object({ now: z.string(), offsetHours: z.number() });

/** The owner ended the proposal period early: the request as it now stands. */
export const closeProposalsAnswerSchema = z.object({
  matchStatusId: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  select2EndDate: z.string().nullable(),
});
export type CloseProposalsAnswer = z.infer<typeof closeProposalsAnswerSchema>;
