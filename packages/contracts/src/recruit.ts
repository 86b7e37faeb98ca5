import { z } from 'zod';
import { INSTALL_TYPES, LIMITS, MATCH_STATUSES } from './constants.js';
import { dbIdSchema, deviceIdSchema } from './identity.js';

// ---------------------------------------------------------------------------------------------
// Phone verification and recruit request (spec sections 4, 5 and 7)
// ---------------------------------------------------------------------------------------------

/** Korean mobile number, auto-formatted 3-4-4 by the form (max length 13). */
export const KOREAN_MOBILE_PATTERN = /^01[016789]-\d{3,4}-\d{4}$/;
export const phoneSchema = z.string().max(LIMITS.phoneLength).regex(KOREAN_MOBILE_PATTERN);
export const personNameSchema = z.string().trim().min(1).max(30);

export const sendAuthNumberBodySchema = z
  .object({ id: dbIdSchema, phone: phoneSchema, name: personNameSchema })
  .strict();
export const sendAuthNumberAnswerSchema = z.object({
  result: z.literal(true),
  expiresAt: z.string(),
});

export const checkAuthNumberBodySchema = z
  .object({ id: dbIdSchema, smsAuthNumber: z.string().regex(/^\d{6}$/) })
  .strict();
export const checkAuthNumberAnswerSchema = z.object({
  result: z.literal(true),
  message: z.string(),
});

export const createMatchReqBodySchema = z
  .object({
    name: personNameSchema,
    phone: phoneSchema,
    email: z.email().max(254),
    memo: z.string().max(LIMITS.memoChars).optional().default(''),
    matchAnalysisId: dbIdSchema,
    deviceId: deviceIdSchema,
    /** The separate third-party consent (THIRD_PARTY_CONSENT): required, so always true. */
    agreeThirdPartyYn: z.literal(true, { error: '개인정보 제3자 제공에 동의해 주세요.' }),
  })
  .strict();
/** The recruit form as the app sends it and the server validates it. */
export type CreateMatchReqBody = z.infer<typeof createMatchReqBodySchema>;
/**
 * GET /api/match-req/last-contact: the contact the device's newest request was made with, so a
 * second request starts from it (walk minor 20); null before the first. The phone is verified
 * again on every request.
 */
export const lastContactQuerySchema = z.object({ deviceId: deviceIdSchema }).strict();
export const lastContactAnswerSchema = z.object({
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
});
export type LastContactAnswer = z.infer<typeof lastContactAnswerSchema>;

export const createMatchReqAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  reqDate: z.string(),
  propose1EndDate: z.string(),
});
export type CreatedMatchReq = z.infer<typeof createMatchReqAnswerSchema>;

const isoOrNull = z.string().nullable();
export const matchStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  matchCompleteCode: z.string().nullable(),
  cancelEndStatus: z.string().nullable(),
  select1LimitCnt: z.number().int(),
  select2LimitCnt: z.number().int(),
  reqDate: z.string(),
  propose1EndDate: z.string(),
  select1EndDate: isoOrNull,
  propose2EndDate: isoOrNull,
  select2EndDate: isoOrNull,
  matchCompleteDate: isoOrNull,
});
export const matchReqSchema = z.object({
  id: z.number().int(),
  matchAnalysisId: z.number().int(),
  address: z.string(),
  pnu: z.string(),
  installType: z.enum(INSTALL_TYPES),
  systemSize: z.number(),
  area: z.number(),
  status: z.enum(MATCH_STATUSES),
  isAnalysisIng: z.boolean(),
  matchCompleteCode: z.string().nullable(),
  cancelEndStatus: z.string().nullable(),
  /** The operator's reason when an operator ended the match (ADC), told to the owner. */
  operatorEndReason: z.string().nullable().optional(),
  matchCompleteDate: isoOrNull,
  reqDate: z.string(),
  reqOrder: z.number().int(),
  propose1StartDate: z.string(),
  propose1EndDate: z.string(),
  propose2StartDate: isoOrNull,
  propose2EndDate: isoOrNull,
  select1StartDate: isoOrNull,
  select1EndDate: isoOrNull,
  select1CompleteDate: isoOrNull,
  select1LimitCnt: z.number().int(),
  select2StartDate: isoOrNull,
  select2EndDate: isoOrNull,
  select2CompleteDate: isoOrNull,
  select2LimitCnt: z.number().int(),
  matchStatusId: z.number().int(),
  matchStatus: matchStatusSchema,
});
export type MatchReq = z.infer<typeof matchReqSchema>;

const statusAlternatives = `(${MATCH_STATUSES.join('|')})`;
export const matchReqListQuerySchema = z
  .object({
    deviceId: deviceIdSchema,
    /** Comma-separated, e.g. CRG,SP1,PSB,SP2 */
    statusList: z
      .string()
      .max(40)
      .regex(new RegExp(`^${statusAlternatives}(,${statusAlternatives})*$`))
      .optional(),
  })
  .strict();
export const matchReqListSchema = z.object({ data: z.array(matchReqSchema) });
