import { z } from 'zod';
import {
  BANNER_CATEGORIES,
  CODE_GROUPS,
  FAQ_CATEGORIES,
  MATCH_COMPLETE_CODES,
  MATCH_STATUSES,
  TERMS_CATEGORIES,
} from './constants.js';
import { codeItemSchema, fileIdSchema, isCalendarDate } from './content.js';
import { sentMessageSchema } from './notifications.js';
import { businessNumberSchema } from './partner.js';
import { newPasswordSchema, typedPasswordSchema } from './password-policy.js';

/**
 * The operator console's API (`/api/admin/*`, DESIGN D8 and D12). The spec shows admins only as
 * the ADC end code (section 6); roles, screens and calls here are this product's own.
 */

export const ADMIN_ROLES = ['operator', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { operator: '운영자', admin: '관리자' };

/** The console's cookie (the contractor console uses its own). */
export const ADMIN_SESSION_COOKIE = 'haetbit_admin';

export const ADMIN_ERROR_MESSAGES = {
  ADMIN_LOGIN_FAILED: '아이디 또는 비밀번호가 올바르지 않습니다.',
  ADMIN_UNAUTHORIZED: '운영자 로그인이 필요합니다.',
  ADMIN_FORBIDDEN: '이 작업은 관리자 권한이 필요합니다.',
  ADMIN_ID_TAKEN: '이미 사용 중인 아이디입니다.',
  ADMIN_SELF_CHANGE: '자기 계정의 권한은 바꿀 수 없습니다.',
  CONTRACTOR_STATUS_UNAVAILABLE: '시공사 계정 기능이 아직 준비되지 않았습니다.',
  IMAGE_NOT_ALLOWED: 'PNG 또는 JPEG 이미지(700KB 이하)만 올릴 수 있습니다.',
  CONTRACTOR_DOCUMENTS_MISSING:
    '사업자등록증과 전기공사업 등록증이 모두 제출되어야 승인할 수 있습니다.',
  CONTRACTOR_FACT_EMPTY: '입력되지 않은 항목은 확인 표시를 할 수 없습니다.',
  PERIOD_CHANGED: '그 사이 기간이 바뀌었습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  REOPEN_NOT_ALLOWED:
    '지원 시공사가 없거나(CP1) 제안서가 없어(CP2) 종료된 요청만 다시 모집할 수 있습니다.',
  MANAGED_SUBSTATION_TAKEN: '같은 시도와 변전소가 이미 등록되어 있습니다.',
  IMPORT_PREVIEW_STALE:
    '미리보기 뒤에 목록이 바뀌었습니다. 파일을 다시 올려 미리보기를 확인해 주세요.',
  CSV_FILE_INVALID: 'UTF-8 CSV 파일(256KB 이하, 첫 줄에 열 이름)만 올릴 수 있습니다.',
} as const;
export type AdminErrorCode = keyof typeof ADMIN_ERROR_MESSAGES;

const loginIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{3,19}$/, '아이디는 4~20자의 영문 소문자, 숫자, _ - 입니다.');
const passwordSchema = newPasswordSchema('operator');

export const adminLoginBodySchema = z.object({
  id: z.string().min(1).max(64),
  password: typedPasswordSchema,
});
export const adminMeSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const adminAccountSchema = adminMeSchema.extend({
  disabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountListSchema = z.object({ data: z.array(adminAccountSchema) });
export const adminAccountCreateSchema = z.object({
  loginId: loginIdSchema,
  name: z.string().trim().min(1).max(40),
  role: z.enum(ADMIN_ROLES),
  password: passwordSchema,
});
export const adminAccountPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(40).optional(),
    role: z.enum(ADMIN_ROLES).optional(),
    password: passwordSchema.optional(),
    /** An operator's own new password is set only with the current one (ASVS V2.1.6). */
    currentPassword: typedPasswordSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: '변경할 항목이 없습니다.' });

export const adminAuditSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AdminAudit = z.infer<typeof adminAuditSchema>;
export const adminAuditListSchema = z.object({ data: z.array(adminAuditSchema) });
export const adminAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().optional(),
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate, { message: '달력에 있는 날짜를 입력해 주세요.' });

/** The funnel of a period: analyses → requests → SP1 → PSB → SP2 → CMC, and end codes. */
/** Without dates the period is the 30 days ending at the server's today (Korea time). */
export const dashboardQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const FUNNEL_STEPS = ['analyses', 'requests', 'SP1', 'PSB', 'SP2', 'CMC'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  analyses: '분석',
  requests: '모집 요청',
  SP1: '1차 선택',
  PSB: '제안서 작성',
  SP2: '최종 확정',
  CMC: '매칭 완료',
};
export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.number().int() })),
  endCodes: z.array(z.object({ code: z.enum(MATCH_COMPLETE_CODES), count: z.number().int() })),
  open: z.array(z.object({ status: z.enum(MATCH_STATUSES), count: z.number().int() })),
  pendingContractors: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminMatchQuerySchema = z.object({
  status: z.enum(MATCH_STATUSES).optional(),
  /** First two digits of the pnu (시도). */
  region: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
  /** Open requests whose current period ends on or before this day. */
  dueBefore: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminMatchItemSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  pnu: z.string(),
  installType: z.string(),
  systemSize: z.number(),
  status: z.enum(MATCH_STATUSES),
  matchCompleteCode: z.string().nullable(),
  reqDate: z.string(),
  dueAt: z.string().nullable(),
  applicantCount: z.number().int(),
});
export type AdminMatchItem = z.infer<typeof adminMatchItemSchema>;
export const adminMatchListSchema = z.object({
  data: z.array(adminMatchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const adminMatchDetailSchema = z.object({
  match: adminMatchItemSchema.extend({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    memo: z.string(),
    cancelEndStatus: z.string().nullable(),
    cancelReason: z.string().nullable(),
    cancelReasonDetail: z.string().nullable(),
    propose1EndDate: z.string(),
    select1EndDate: z.string().nullable(),
    propose2EndDate: z.string().nullable(),
    select2EndDate: z.string().nullable(),
    select1LimitCnt: z.number().int(),
    select2LimitCnt: z.number().int(),
    maxApplicants: z.number().int(),
  }),
  events: z.array(
    z.object({
      id: z.number().int(),
      fromStatus: z.string(),
      toStatus: z.string(),
      event: z.string(),
      matchCompleteCode: z.string().nullable(),
      actor: z.string(),
      actorId: z.string().nullable(),
      at: z.string(),
    }),
  ),
  applicants: z.array(
    z.object({
      contractorId: z.number().int(),
      comName: z.string(),
      selectStatus: z.string(),
      appliedAt: z.string(),
    }),
  ),
  proposals: z.array(
    z.object({
      contractorId: z.number().int(),
      comName: z.string(),
      proposalFileId: z.string().nullable(),
      submittedAt: z.string().nullable(),
      selectStatus: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      kind: z.string(),
      audience: z.string(),
      recipient: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminMatchDetail = z.infer<typeof adminMatchDetailSchema>;
export const adminMatchEndBodySchema = z.object({ reason: z.string().trim().min(2).max(500) });
export const adminMatchEndAnswerSchema = z.object({
  matchStatusId: z.number().int(),
  status: z.string(),
  matchCompleteCode: z.string().nullable(),
  cancelEndStatus: z.string().nullable(),
});

/** Content edits (admin role). */
export const adminFaqSchema = z.object({
  id: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  subject: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqListSchema = z.object({ data: z.array(adminFaqSchema) });
export const adminFaqBodySchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  subject: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(5000),
  sortOrder: z.number().int().min(0).max(10_000),
});
export type AdminFaqBody = z.infer<typeof adminFaqBodySchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  category: z.enum(BANNER_CATEGORIES),
  title: z.string(),
  subTitle: z.string(),
  link: z.string(),
  imageFileId: z.string().nullable(),
  postDate: z.string(),
  endDate: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = z.object({ data: z.array(adminBannerSchema) });
export const adminBannerBodySchema = z.object({
  category: z.enum(BANNER_CATEGORIES),
  title: z.string().trim().min(1).max(100),
  subTitle: z.string().trim().max(200),
  link: z
    .url()
    .max(1000)
    .refine(
      (value) => /^https?:\/\//.test(value),
      'http:// 또는 https://로 시작하는 주소를 입력해 주세요.',
    ),
  imageFileId: fileIdSchema.nullable(),
  /** First day shown. */
  postDate: isoDate,
  /** Last day shown; none = open-ended. */
  endDate: isoDate.nullable(),
  sortOrder: z.number().int().min(0).max(10_000),
});
export type AdminBannerBody = z.infer<typeof adminBannerBodySchema>;

export const adminTermsSchema = z.object({
  id: z.number().int(),
  category: z.enum(TERMS_CATEGORIES),
  version: z.string(),
  content: z.array(z.object({ title: z.string(), contents: z.array(z.string()) })),
  effectiveDate: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type AdminTerms = z.infer<typeof adminTermsSchema>;
export const adminTermsListSchema = z.object({ data: z.array(adminTermsSchema) });
export const adminTermsBodySchema = z.object({
  category: z.enum(TERMS_CATEGORIES),
  version: z.string().trim().min(1).max(40),
  effectiveDate: isoDate,
  content: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(200),
        contents: z.array(z.string().max(5000)).min(1).max(100),
      }),
    )
    .min(1)
    .max(100),
});

export const adminCodeGroupParamsSchema = z.object({ group: z.enum(CODE_GROUPS) });
export const adminCodeListSchema = z.object({ data: z.array(codeItemSchema) });
export const adminCodeListBodySchema = z.object({
  data: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z0-9_]{1,30}$/),
        codeNm: z.string().trim().min(1).max(100),
      }),
    )
    .min(1)
    .max(100)
    .refine((items) => new Set(items.map((item) => item.code)).size === items.length, {
      message: '같은 코드가 두 번 들어 있습니다.',
    }),
});

/** A link an operator sets, or '' for none: https only, optionally on one host. */
const settingLink = (host?: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) =>
        value === '' ||
        (/^https:\/\/[^\s]+$/.test(value) && (!host || new URL(value).hostname === host)),
      {
        message: host
          ? `https://${host}/ 로 시작하는 주소를 입력해 주세요.`
          : 'https://로 시작하는 주소를 입력해 주세요.',
      },
    );
/** A short line an operator sets, or '' for none. */
const settingText = (max: number) => z.string().trim().max(max);

/**
 * The operator's app settings. The guide video and the search switch are always sent; each of the
 * site's settings (store links, customer centre, company line) may be left out to keep it as it
 * is, and '' unsets it (the page then hides it).
 */
export const adminAppSettingsBodySchema = z
  .object({
    guideVideoUrl: settingLink(),
    serviceOpen: z.boolean(),
    appStoreUrl: settingLink('apps.apple.com').optional(),
    googlePlayUrl: settingLink('play.google.com').optional(),
    customerPhone: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{2,4}-\d{3,4}(-\d{4})?$/.test(value), {
        message: '1588-0000, 02-123-4567처럼 하이픈을 넣어 입력해 주세요.',
      })
      .optional(),
    customerEmail: z
      .union([z.literal(''), z.email('올바른 이메일 주소를 입력해 주세요.').max(254)])
      .optional(),
    customerHours: settingText(60).optional(),
    companyName: settingText(100).optional(),
    representative: settingText(50).optional(),
    businessNumber: z.union([z.literal(''), businessNumberSchema]).optional(),
    companyAddress: settingText(200).optional(),
    mailOrderNumber: settingText(60).optional(),
  })
  .strict();
export type AdminAppSettingsBody = z.infer<typeof adminAppSettingsBodySchema>;

export const adminMatchOptionBodySchema = z.object({
  propose1Days: z.number().int().min(1).max(60),
  select1Days: z.number().int().min(1).max(60),
  propose2Days: z.number().int().min(1).max(60),
  select2Days: z.number().int().min(1).max(60),
  select1LimitCnt: z.number().int().min(1).max(20),
  select2LimitCnt: z.number().int().min(1).max(20),
  listAvailableAfterDays: z.number().int().min(0).max(60),
  maxApplicants: z.number().int().min(1).max(100),
});

export const adminPowerProfitBodySchema = z.object({
  fitSmp: z.number().min(0).max(10_000),
  /** KRW per REC (1 REC = 1 MWh), as the seeded row and the price tables hold it. */
  fitRec: z.number().min(0).max(1_000_000),
  land: z.number().min(0).max(10),
  land1: z.number().min(0).max(10),
  land2: z.number().min(0).max(10),
  land3: z.number().min(0).max(10),
  roof1: z.number().min(0).max(10),
  roof2: z.number().min(0).max(10),
  /** Absent: the stored value stays (older console clients do not send them). */
  fixedContractKrwPerMwh: z.number().min(50_000).max(400_000).optional(),
  fixedContractJejuKrwPerMwh: z.number().min(50_000).max(400_000).optional(),
  source: z.string().trim().min(1).max(300),
});

/** Every message sent, with whom it was for and how its sending went. */
export const adminNotificationSchema = sentMessageSchema.extend({
  audience: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;
export const adminNotificationListSchema = z.object({ data: z.array(adminNotificationSchema) });
export const adminAdvertBodySchema = z.object({ body: z.string().trim().min(5).max(1000) });
export const adminAdvertAnswerSchema = z.object({ queued: z.number().int() });

/** The answer of a write that returns nothing else (a delete, a publication, a logout). */
export const adminOkSchema = z.object({ ok: z.literal(true) });

/** The stored banner image's id. */
export const adminFileUploadAnswerSchema = z.object({ id: z.string() });
