import { z } from 'zod';
import {
  FEASIBILITY_VERDICTS,
  INSTALL_TYPES,
  MATCH_COMPLETE_CODES,
  MATCH_STATUSES,
} from './constants.js';
import { contractorBizInfoSchema, fileIdSchema } from './content.js';
import { KOREAN_MOBILE_PATTERN } from './analysis.js';
import { isValidBusinessNumber } from './business-number.js';
import { withParticle } from './korean.js';
import { newPasswordSchema, typedPasswordSchema } from './password-policy.js';
import {
  FINISHED_PLANTS_MAX,
  FOUNDED_YEAR_MIN,
  finishedPlantSchema,
  partnerDocumentSchema,
  warrantyBondSchema,
} from './vetting.js';
import { partnerConsentsSchema, partnerSmsCodeSchema } from './partner-onboarding.js';

/**
 * The contractor console's API (`/api/partner/*`, DESIGN D8 and D12). The spec shows contractors
 * only as the owner sees them (section 3 business info) and gives the generic input rules of
 * section 5; everything else here is what a contractor on a lead marketplace needs.
 */

/**
 * The 17 시도 by the first two digits of a pnu. 강원 and 전북 changed codes when they became
 * special self-governing provinces (42 → 51, 45 → 52); parcels carry either, so a region is stored
 * by its current code and matches both.
 */
export const SIDO = [
  { code: '11', name: '서울', aliases: [] },
  { code: '26', name: '부산', aliases: [] },
  { code: '27', name: '대구', aliases: [] },
  { code: '28', name: '인천', aliases: [] },
  { code: '29', name: '광주', aliases: [] },
  { code: '30', name: '대전', aliases: [] },
  { code: '31', name: '울산', aliases: [] },
  { code: '36', name: '세종', aliases: [] },
  { code: '41', name: '경기', aliases: [] },
  { code: '51', name: '강원', aliases: ['42'] },
  { code: '43', name: '충북', aliases: [] },
  { code: '44', name: '충남', aliases: [] },
  { code: '52', name: '전북', aliases: ['45'] },
  { code: '46', name: '전남', aliases: [] },
  { code: '47', name: '경북', aliases: [] },
  { code: '48', name: '경남', aliases: [] },
  { code: '50', name: '제주', aliases: [] },
] as const satisfies readonly { code: string; name: string; aliases: readonly string[] }[];
export const SERVICE_REGION_CODES = SIDO.map((sido) => sido.code) as [
  (typeof SIDO)[number]['code'],
  ...(typeof SIDO)[number]['code'][],
];
export type ServiceRegionCode = (typeof SIDO)[number]['code'];

/** The 시도 a pnu lies in (its first two digits, old codes folded into current ones). */
export function sidoOfPnu(pnu: string): ServiceRegionCode | null {
  const prefix = pnu.slice(0, 2);
  const sido = SIDO.find(
    (item) => item.code === prefix || (item.aliases as readonly string[]).includes(prefix),
  );
  return sido?.code ?? null;
}
export const sidoName = (code: string): string =>
  SIDO.find((item) => item.code === code)?.name ?? code;
/** Service regions in the one order every screen lists the 시도 (the order of SIDO). */
export function sortRegions<T extends string>(codes: readonly T[]): T[] {
  const rank = (code: string) => SIDO.findIndex((sido) => sido.code === code);
  return [...codes].sort((a, b) => rank(a) - rank(b));
}

/** Account states: new accounts wait for an operator's approval before they may apply. */
export const PARTNER_ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type PartnerAccountStatus = (typeof PARTNER_ACCOUNT_STATUSES)[number];
export const PARTNER_ACCOUNT_STATUS_LABELS: Record<PartnerAccountStatus, string> = {
  pending: '승인 대기',
  approved: '승인 완료',
  rejected: '승인 거절',
  suspended: '이용 정지',
};

/**
 * Login throttling of both consoles (decision 018): after this many failures of one id from one
 * network address within the window, that address may try that id once a minute. The account
 * itself never locks, so the right password always gets its owner in.
 */
export const LOGIN_THROTTLE = {
  failuresPerIdAndAddress: 5,
  windowMs: 15 * 60_000,
  slowedAttemptEveryMs: 60_000,
} as const;
export const PARTNER_FILE_LIMITS = {
  proposalBytes: 20 * 1024 * 1024,
  logoBytes: 1024 * 1024,
  /** One photo of a finished plant (PNG or JPEG). */
  plantPhotoBytes: 5 * 1024 * 1024,
} as const;

/** Korean texts of the console. The two user-id messages are spec section 5's. */
export const PARTNER_MESSAGES = {
  userIdLength: '아이디는 5~20자여야 합니다.',
  userIdChars: '5~20자의 영문 소문자, 숫자와 특수기호(_),(-)만 사용 가능합니다.',
  businessNumber: '올바른 사업자등록번호 10자리를 입력해 주세요.',
  licenceNumber: '전기공사업 등록번호를 시·도-숫자 형식으로 입력해 주세요. (예: 서울-01234)',
  phone: '올바른 휴대폰 번호를 입력해 주세요.',
  comNameRequired: '회사명을 입력해 주세요.',
  representativeRequired: '대표자명을 입력해 주세요.',
  emailRequired: '이메일 주소를 입력하세요.',
  emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
} as const;

/** Messages of the console's error codes (the envelope's `message`). */
export const PARTNER_ERROR_MESSAGES = {
  PARTNER_UNAUTHORIZED: '로그인이 필요합니다.',
  FORBIDDEN_ROLE: '이 계정으로는 사용할 수 없는 기능입니다.',
  PARTNER_USER_ID_TAKEN: '이미 사용 중인 아이디입니다.',
  PARTNER_BUSINESS_NUMBER_TAKEN: '이미 가입된 사업자등록번호입니다.',
  PARTNER_LOGIN_FAILED: '아이디 또는 비밀번호가 올바르지 않습니다.',
  PARTNER_SUSPENDED: '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
  PARTNER_NOT_APPROVED: '가입 승인 후 이용할 수 있습니다.',
  PARTNER_REGION_FORBIDDEN: '서비스 지역이 아닌 요청입니다.',
  PARTNER_NOT_SHORTLISTED: '1차 선정된 요청에만 제안서를 올릴 수 있습니다.',
  PARTNER_PROFILE_INCOMPLETE: '회사 정보를 입력한 뒤 지원할 수 있습니다.',
  PROPOSAL_FILE_INVALID: 'PDF 파일만 올릴 수 있습니다.',
  LOGO_FILE_INVALID: 'PNG, JPEG 또는 안전한 SVG 파일만 올릴 수 있습니다.',
  FILE_TOO_LARGE: '파일 크기가 너무 큽니다.',
  FILE_REQUIRED: '파일을 선택해 주세요.',
  DOCUMENT_FILE_INVALID: 'PDF, PNG 또는 JPEG 파일만 올릴 수 있습니다.',
  PLANT_PHOTO_INVALID: 'PNG 또는 JPEG 사진만 올릴 수 있습니다.',
  PLANT_PHOTOS_FULL:
    '저장하지 않은 준공 사진이 너무 많습니다. 보증·준공 실적을 저장한 뒤 다시 올려 주세요.',
  PLANT_PHOTO_NOT_OWN: '이 계정에서 준공 사진으로 올린 사진만 준공 실적에 넣을 수 있습니다.',
  PENDING_STORAGE_FULL:
    '지금은 승인 대기 중인 가입 신청이 많아 서류를 더 받을 수 없습니다. 잠시 후 다시 올리거나 고객센터로 문의해 주세요.',
} as const;
export type PartnerErrorCode = keyof typeof PARTNER_ERROR_MESSAGES;

// Generic input rules (spec section 5).
export const PARTNER_USER_ID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const partnerUserIdSchema = z
  .string()
  .min(5, PARTNER_MESSAGES.userIdLength)
  .max(20, PARTNER_MESSAGES.userIdLength)
  .regex(PARTNER_USER_ID_PATTERN, PARTNER_MESSAGES.userIdChars);

/** A contractor's new password: the one policy of both consoles (password-policy.ts). */
export const partnerPasswordSchema = newPasswordSchema('contractor');

/** Accepts 10 digits with or without the 3-2-5 hyphens; answered as digits only. */
export const businessNumberSchema = z
  .string()
  .trim()
  .refine((value) => /^(\d{10}|\d{3}-\d{2}-\d{5})$/.test(value) && isValidBusinessNumber(value), {
    message: PARTNER_MESSAGES.businessNumber,
  })
  .transform((value) => value.replace(/-/g, ''));

/**
 * 전기공사업 등록번호 as the 시·도 registers it: the 시·도 and a serial ('서울-01234'). Typed with
 * spaces or as '제 서울-01234 호', it is stored as '서울-01234'.
 */
export const LICENCE_NUMBER_PATTERN = new RegExp(
  `^(${SIDO.map((s) => s.name).join('|')})-\\d{4,6}$`,
);
export const licenceNumberSchema = z
  .string()
  .max(40, PARTNER_MESSAGES.licenceNumber)
  .transform((value) => value.replace(/\s+/g, '').replace(/^제/, '').replace(/호$/, ''))
  .refine((value) => LICENCE_NUMBER_PATTERN.test(value), {
    message: PARTNER_MESSAGES.licenceNumber,
  });

export const partnerPhoneSchema = z
  .string()
  .trim()
  .regex(KOREAN_MOBILE_PATTERN, PARTNER_MESSAGES.phone);

export const partnerSignupBodySchema = z
  .object({
    userId: partnerUserIdSchema,
    password: partnerPasswordSchema,
    businessNumber: businessNumberSchema,
    licenceNumber: licenceNumberSchema,
    phone: partnerPhoneSchema,
    comName: z
      .string()
      .trim()
      .min(1, PARTNER_MESSAGES.comNameRequired)
      .max(100, PARTNER_MESSAGES.comNameRequired),
    representative: z
      .string()
      .trim()
      .min(1, PARTNER_MESSAGES.representativeRequired)
      .max(30, PARTNER_MESSAGES.representativeRequired),
    email: z
      .string()
      .trim()
      .min(1, PARTNER_MESSAGES.emailRequired)
      .max(254, PARTNER_MESSAGES.emailInvalid)
      .pipe(z.email(PARTNER_MESSAGES.emailInvalid)),
    /** The code texted to `phone` (POST /api/partner/signup/phone-code), issue 33. */
    smsAuthNumber: partnerSmsCodeSchema,
    /** The consents given, by the versions in force. */
    consents: partnerConsentsSchema,
  })
  .strict();
export type PartnerSignupBody = z.infer<typeof partnerSignupBodySchema>;
export const partnerSignupAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(PARTNER_ACCOUNT_STATUSES),
});

export const partnerLoginBodySchema = z
  .object({ userId: z.string().min(1).max(40), password: typedPasswordSchema })
  .strict();

export const partnerMeSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  status: z.enum(PARTNER_ACCOUNT_STATUSES),
  contractorId: z.number().int(),
  comName: z.string(),
  regions: z.array(z.string()),
  /** 전기공사업 등록번호 (null for accounts made before it was asked). */
  licenceNumber: z.string().nullable(),
  /** The vetting documents handed in so far. */
  documents: z.array(partnerDocumentSchema),
  /** The required profile fields still empty (see missingProfileFields): applying waits on them. */
  missingProfile: z.array(z.string()),
});
export type PartnerMe = z.infer<typeof partnerMeSchema>;

// Profile: the business info of spec section 3 (the owner's view less its id) plus service regions.
const nonNegativeInt = z.number().int().min(0).max(2_000_000_000);
export const partnerProfileSchema = contractorBizInfoSchema
  .omit({
    ccId: true,
    reviews: true,
    verifiedFigures: true,
    figureChecks: true,
    facts: true,
    sections: true,
  })
  .extend({
    regions: z.array(z.enum(SERVICE_REGION_CODES)),
    /** 하자이행보증 (null until given). */
    warranty: warrantyBondSchema.nullable(),
    /** 준공 실적, up to FINISHED_PLANTS_MAX. */
    plants: z.array(finishedPlantSchema),
    /** 소재지: the seat as the business registration names it ('' until given). */
    address: z.string(),
    /** 설립연도 (null until given). */
    foundedYear: z.number().int().nullable(),
  });
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
export const partnerProfileBodySchema = z
  .object({
    comName: z.string().trim().min(1, PARTNER_MESSAGES.comNameRequired).max(100),
    intro: z.string().trim().max(2000),
    constructionCapacity: z.number().min(0).max(10_000_000),
    constructionCnt: nonNegativeInt,
    constructionPerformanceName: z.string().trim().max(100),
    constructionCareerName: z.string().trim().max(100),
    capital: nonNegativeInt,
    nationwideTotalLank: nonNegativeInt,
    nationwideOwnLank: nonNegativeInt,
    localTotalLank: nonNegativeInt,
    localOwnLank: nonNegativeInt,
    /** 소재지; left out, the stored one is kept. */
    address: z.string().trim().max(100).optional(),
    /** 설립연도; left out, the stored one is kept; null clears it. */
    foundedYear: z.number().int().min(FOUNDED_YEAR_MIN).max(2100).nullable().optional(),
    /** 하자이행보증; left out, the stored one is kept; null clears it. */
    warranty: warrantyBondSchema.nullable().optional(),
    /** 준공 실적; left out, the stored ones are kept. */
    plants: z
      .array(finishedPlantSchema)
      .max(FINISHED_PLANTS_MAX, `준공 실적은 ${FINISHED_PLANTS_MAX}건까지 입력할 수 있습니다.`)
      .optional(),
    regions: z
      .array(z.enum(SERVICE_REGION_CODES))
      .max(SIDO.length)
      .refine((codes) => new Set(codes).size === codes.length, {
        message: '같은 지역이 두 번 선택되었습니다.',
      }),
  })
  .strict();
export type PartnerProfileBody = z.infer<typeof partnerProfileBodySchema>;

/**
 * What owners read about a contractor that must be filled in before it may apply: the business
 * info popup would otherwise show '0kW' and '0건'. Ranks stay optional (not every company is
 * ranked); the popup leaves out a rank of 0.
 */
export const PARTNER_PROFILE_REQUIRED = [
  { field: 'constructionCapacity', label: '시공 용량' },
  { field: 'constructionCnt', label: '시공 건수' },
  { field: 'intro', label: '회사 소개' },
] as const satisfies readonly { field: keyof PartnerProfileBody; label: string }[];

/** The labels of the required profile fields still empty (none when the contractor may apply). */
export function missingProfileFields(
  profile: Pick<PartnerProfileBody, 'constructionCapacity' | 'constructionCnt' | 'intro'>,
): string[] {
  return PARTNER_PROFILE_REQUIRED.filter(({ field }) => {
    const value = profile[field];
    return typeof value === 'number' ? !(value > 0) : value.trim() === '';
  }).map(({ label }) => label);
}

/** The refusal to apply with an incomplete profile, naming what to fill in. */
export const profileIncompleteMessage = (missing: readonly string[]): string =>
  `회사 정보에 ${withParticle(missing.join(', '), '을/를')} 입력한 뒤 지원할 수 있습니다.`;
export const partnerLogoAnswerSchema = z.object({ comLogoFileId: fileIdSchema });

// Leads and matches.
const verdictSchema = z.enum(FEASIBILITY_VERDICTS);
export const leadFeasibilitySchema = z.object({
  landType: verdictSchema,
  restrictedZone: verdictSchema,
  powerLine: verdictSchema,
  ordinance: verdictSchema,
  total: verdictSchema,
});

/**
 * What a request keeps of its analysis for contractors, snapshotted when the request is made
 * (decision 031): a lead reads it from the request alone. A fact of the analysis that contractors
 * read is one field here and one line of the analysis module's snapshot (`leadFactsOf`); the lead
 * answers carry these fields as they are.
 */
export const leadFactsSchema = z.object({
  feasibility: leadFeasibilitySchema.nullable(),
});
export type LeadFacts = z.infer<typeof leadFactsSchema>;

/** A request as a contractor deciding whether to apply sees it: nothing identifies the owner. */
export const partnerLeadSchema = z.object({
  matchReqId: z.number().int(),
  /** The 읍면동-level address: no lot number. */
  areaAddress: z.string(),
  sido: z.string(),
  sidoName: z.string(),
  installType: z.enum(INSTALL_TYPES),
  areaM2: z.number(),
  systemSizeKw: z.number(),
  ...leadFactsSchema.shape,
  reqDate: z.string(),
  propose1EndDate: z.string(),
  applicantCount: z.number().int(),
  maxApplicants: z.number().int(),
});
export type PartnerLead = z.infer<typeof partnerLeadSchema>;
export const partnerLeadsQuerySchema = z
  .object({
    sido: z.enum(SERVICE_REGION_CODES).optional(),
    installType: z.enum(INSTALL_TYPES).optional(),
    minKw: z.coerce.number().min(0).max(1_000_000).optional(),
    maxKw: z.coerce.number().min(0).max(1_000_000).optional(),
  })
  .strict();
export type PartnerLeadsQuery = z.infer<typeof partnerLeadsQuerySchema>;
export const partnerLeadListSchema = z.object({
  data: z.array(partnerLeadSchema),
  /** The server's clock, so the console counts D-days as the server does. */
  serverNow: z.string(),
});

/** Where a request stands from the contractor's side. */
export const PARTNER_MATCH_STATES = [
  'APPLIED',
  'SHORTLISTED',
  'PROPOSAL_SENT',
  'WON',
  'NOT_CHOSEN',
  'ENDED',
] as const;
export type PartnerMatchState = (typeof PARTNER_MATCH_STATES)[number];
export const PARTNER_MATCH_STATE_LABELS: Record<PartnerMatchState, string> = {
  APPLIED: '지원 완료',
  SHORTLISTED: '1차 선정 · 제안서 작성',
  PROPOSAL_SENT: '제안서 제출 완료',
  WON: '최종 선정',
  NOT_CHOSEN: '미선정',
  ENDED: '매칭 종료',
};

export const partnerMatchSchema = partnerLeadSchema.extend({
  status: z.enum(MATCH_STATUSES),
  matchCompleteCode: z.enum(MATCH_COMPLETE_CODES).nullable(),
  state: z.enum(PARTNER_MATCH_STATES),
  appliedAt: z.string(),
  /** The end of the period the contractor is waiting on or working in; null once settled. */
  deadline: z.string().nullable(),
  /** The end of the proposal period, once shortlisted. */
  propose2EndDate: z.string().nullable(),
  proposalFileId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The full lot address, once shortlisted. */
  address: z.string().nullable(),
  /** The owner's memo to contractors, once shortlisted. */
  memo: z.string().nullable(),
  /** The owner's contact, only for a contractor the owner confirmed (CMC). */
  owner: z.object({ name: z.string(), phone: z.string(), email: z.string() }).nullable(),
});
export type PartnerMatch = z.infer<typeof partnerMatchSchema>;
export const partnerMatchListSchema = z.object({
  data: z.array(partnerMatchSchema),
  serverNow: z.string(),
});

/** A lead's detail: the lead itself, plus this contractor's side once it applied. */
export const partnerRequestDetailSchema = z.object({
  lead: partnerLeadSchema,
  match: partnerMatchSchema.nullable(),
  serverNow: z.string(),
});
export type PartnerRequestDetail = z.infer<typeof partnerRequestDetailSchema>;
export const partnerApplyAnswerSchema = z.object({ applied: z.literal(true) });
export const partnerProposalAnswerSchema = z.object({
  submitted: z.literal(true),
  proposalFileId: fileIdSchema,
});
