import { z } from 'zod';
import { MATCH_STATUSES, SELECT_STATUSES } from './constants.js';
import { fairPriceReferenceSchema, fairPriceSchema } from './fair-price.js';
import { withParticle } from './korean.js';

/**
 * Structured quotes (issue 19): every shortlisted contractor fills the same fields beside its PDF
 * proposal, so the owner can compare proposals side by side at SP2. The price per kW is the
 * server's (total ÷ the request's capacity), never typed.
 */
export const QUOTE_LABELS = {
  totalPriceKrw: '총 공사비 (부가세 포함, 원)',
  pricePerKwKrw: 'kW당 가격 (부가세 포함)',
  moduleMaker: '모듈 제조사',
  moduleModel: '모듈 모델명',
  moduleWatt: '모듈 출력 (W)',
  moduleKsCertified: '모듈 KS 인증',
  moduleLowCarbon: '모듈 탄소 인증 등급',
  inverterMaker: '인버터 제조사',
  inverterModel: '인버터 모델명',
  structure: '구조물 형식',
  gridFeeIncluded: '한전 계통연계비',
  permitsIncluded: '인허가 대행비 (발전사업·개발행위)',
  warrantyModuleYears: '모듈 보증 (년)',
  warrantyInverterYears: '인버터 보증 (년)',
  warrantyWorkYears: '하자이행보증 기간 (년)',
  warrantyBondIssued: '하자이행보증증권 발행',
  guaranteeHoursPerDay: '발전량 보증 (하루 발전시간)',
  guaranteeYears: '발전량 보증 기간 (년)',
  degradationPctPerYear: '가정한 연간 출력 저하율 (%)',
  omIncluded: '유지관리 포함',
  omYearlyPriceKrw: '연간 유지관리비 (원)',
  paymentDepositPct: '계약금 (%)',
  paymentInterimPct: '중도금 (%)',
  paymentBalancePct: '잔금 (%)',
  successorService: '폐업 시 사후관리',
  constructionDays: '공사 기간 (일)',
  financingHelp: '금융(대출) 지원',
  financingNote: '금융 지원 내용',
  validUntil: '견적 유효기간',
} as const;

/**
 * The module's grade under the carbon certification of PV modules (탄소인증제): 1등급 and 2등급
 * are the certified ones; NONE is a module without either.
 */
export const MODULE_LOW_CARBON_GRADES = ['GRADE1', 'GRADE2', 'NONE'] as const;
export type ModuleLowCarbonGrade = (typeof MODULE_LOW_CARBON_GRADES)[number];
export const MODULE_LOW_CARBON_LABELS: Record<ModuleLowCarbonGrade, string> = {
  GRADE1: '1등급',
  GRADE2: '2등급',
  NONE: '인증 없음',
};

/** Structures a contractor may pick from; anything else is typed as 기타 text. */
export const QUOTE_STRUCTURES = ['고정식', '경사 고정식', '가변식', '추적식', '기타'] as const;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${withParticle(label, '을/를')} 입력해 주세요.`)
    .max(max, `${withParticle(label, '은/는')} ${max}자 이하로 입력해 주세요.`);

/** A value picked from a list: the missing answer asks to choose, not to type (walk minor 30). */
const picked = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${withParticle(label, '을/를')} 선택해 주세요.`)
    .max(max, `${withParticle(label, '은/는')} ${max}자 이하로 입력해 주세요.`);

const wholeNumber = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해 주세요.` })
    .int(`${withParticle(label, '은/는')} 정수로 입력해 주세요.`)
    .min(
      min,
      `${withParticle(label, '은/는')} ${min.toLocaleString('ko-KR')}${unit} 이상이어야 합니다.`,
    )
    .max(
      max,
      `${withParticle(label, '은/는')} ${max.toLocaleString('ko-KR')}${unit} 이하여야 합니다.`,
    );

const yesNo = (label: string) =>
  z.boolean({ error: `${withParticle(label, '을/를')} 선택해 주세요.` });

const decimal = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해 주세요.` })
    .min(min, `${withParticle(label, '은/는')} ${min}${unit} 이상이어야 합니다.`)
    .max(max, `${withParticle(label, '은/는')} ${max}${unit} 이하여야 합니다.`)
    .refine(
      (value) => Math.round(value * 100) === value * 100,
      `${withParticle(label, '은/는')} 소수 둘째 자리까지 입력해 주세요.`,
    );

/** The fields every quote had from the start (issue 19). */
const quoteFields = {
  /** 원, VAT included: from 100만원 (a small roof) to 1,000억원 (far above any lead's size). */
  totalPriceKrw: wholeNumber('총 공사비', 1_000_000, 100_000_000_000, '원'),
  moduleMaker: text('모듈 제조사', 50),
  moduleModel: text('모듈 모델명', 80),
  moduleWatt: wholeNumber('모듈 출력', 100, 1_000, 'W'),
  inverterMaker: text('인버터 제조사', 50),
  structure: picked('구조물 형식', 50),
  warrantyModuleYears: wholeNumber('모듈 보증 기간', 0, 40, '년'),
  warrantyInverterYears: wholeNumber('인버터 보증 기간', 0, 30, '년'),
  warrantyWorkYears: wholeNumber('하자이행보증 기간', 0, 30, '년'),
  constructionDays: wholeNumber('공사 기간', 1, 365, '일'),
  financingHelp: z.boolean({ error: '금융 지원 여부를 선택해 주세요.' }),
  validUntil: z.iso.date({ error: '견적 유효기간을 날짜(YYYY-MM-DD)로 입력해 주세요.' }),
};

/**
 * The checklist Korean consumer guides give for comparing quotes (issue 33): certification marks
 * of the modules, the inverter's model, what the price includes, the warranty bond, the output
 * promise and the degradation it assumes, maintenance and its price, the payment schedule, and
 * who services the plant if the contractor closes. Required on every write; quotes saved before
 * these fields existed answer null for them and are not complete.
 */
const checklistFields = {
  moduleKsCertified: yesNo('모듈 KS 인증 여부'),
  moduleLowCarbon: z.enum(MODULE_LOW_CARBON_GRADES, {
    error: '모듈 탄소 인증 등급을 선택해 주세요.',
  }),
  inverterModel: text('인버터 모델명', 80),
  gridFeeIncluded: yesNo('한전 계통연계비 포함 여부'),
  permitsIncluded: yesNo('인허가 대행비 포함 여부'),
  warrantyBondIssued: yesNo('하자이행보증증권 발행 여부'),
  /** Hours a day of rated output the contractor guarantees; null: no output guarantee. */
  guaranteeHoursPerDay: decimal('보증 발전시간', 1, 6, '시간').nullable(),
  /** Years of the output guarantee; null with no guarantee. */
  guaranteeYears: wholeNumber('발전량 보증 기간', 1, 30, '년').nullable(),
  degradationPctPerYear: decimal('연간 출력 저하율', 0, 3, '%'),
  omIncluded: yesNo('유지관리 포함 여부'),
  /** 원 a year for maintenance when included (0: free); null when not included. */
  omYearlyPriceKrw: wholeNumber('연간 유지관리비', 0, 1_000_000_000, '원').nullable(),
  paymentDepositPct: wholeNumber('계약금 비율', 0, 100, '%'),
  paymentInterimPct: wholeNumber('중도금 비율', 0, 100, '%'),
  paymentBalancePct: wholeNumber('잔금 비율', 0, 100, '%'),
  successorService: text('폐업 시 사후관리', 200),
};

/** The checklist fields a quote must hold to be complete (issue 33). */
export const QUOTE_CHECKLIST_FIELDS = Object.keys(
  checklistFields,
) as (keyof typeof checklistFields)[];

/** What the contractor sends: every field but the computed price per kW. */
export const quoteBodySchema = z
  .object({
    ...quoteFields,
    ...checklistFields,
    financingNote: z
      .string()
      .trim()
      .max(200, '금융 지원 내용은 200자 이하로 입력해 주세요.')
      .default(''),
  })
  .strict()
  .superRefine((body, context) => {
    if ((body.guaranteeHoursPerDay === null) !== (body.guaranteeYears === null)) {
      context.addIssue({
        code: 'custom',
        path: [body.guaranteeYears === null ? 'guaranteeYears' : 'guaranteeHoursPerDay'],
        message: '발전량 보증은 하루 발전시간과 보증 기간을 함께 입력해 주세요.',
      });
    }
    if (body.omIncluded !== (body.omYearlyPriceKrw !== null)) {
      context.addIssue({
        code: 'custom',
        path: ['omYearlyPriceKrw'],
        message: body.omIncluded
          ? '유지관리를 포함하면 연간 유지관리비를 입력해 주세요. 무상이면 0을 입력해 주세요.'
          : '유지관리를 포함하지 않으면 연간 유지관리비를 비워 주세요.',
      });
    }
    if (body.paymentDepositPct + body.paymentInterimPct + body.paymentBalancePct !== 100) {
      context.addIssue({
        code: 'custom',
        path: ['paymentBalancePct'],
        message: '계약금, 중도금, 잔금 비율의 합은 100%여야 합니다.',
      });
    }
  });
export type QuoteBody = z.input<typeof quoteBodySchema>;
/** A quote as the server receives it after validation. */
export type QuoteInput = z.output<typeof quoteBodySchema>;

/** A checklist field of a stored quote: null when the quote was saved before it was asked. */
const stored = <T extends z.ZodType>(schema: T) => schema.nullable();

/** A stored quote as it is shown: the fields, the server's price per kW and when it last changed. */
export const quoteSchema = z.object({
  ...quoteFields,
  moduleKsCertified: stored(z.boolean()),
  moduleLowCarbon: stored(z.enum(MODULE_LOW_CARBON_GRADES)),
  inverterModel: stored(z.string()),
  gridFeeIncluded: stored(z.boolean()),
  permitsIncluded: stored(z.boolean()),
  warrantyBondIssued: stored(z.boolean()),
  guaranteeHoursPerDay: z.number().nullable(),
  guaranteeYears: z.number().int().nullable(),
  degradationPctPerYear: stored(z.number()),
  omIncluded: stored(z.boolean()),
  omYearlyPriceKrw: z.number().int().nullable(),
  paymentDepositPct: stored(z.number().int()),
  paymentInterimPct: stored(z.number().int()),
  paymentBalancePct: stored(z.number().int()),
  successorService: stored(z.string()),
  validUntil: z.string(),
  financingNote: z.string(),
  /** 원 per kW of the request's capacity, rounded to the won. */
  pricePerKwKrw: z.number().int(),
  /** Every field of the checklist is filled (quotes saved before issue 33 are not). */
  complete: z.boolean(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The contractor's own quote of a request and whether it may still be changed (PSB). */
export const partnerQuoteAnswerSchema = z.object({
  systemSizeKw: z.number(),
  editable: z.boolean(),
  propose2EndDate: z.string().nullable(),
  quote: quoteSchema.nullable(),
  /** Where the saved quote falls in the fair-price band; null before a quote is saved. */
  fairPrice: fairPriceSchema.nullable(),
});
export type PartnerQuoteAnswer = z.infer<typeof partnerQuoteAnswerSchema>;

/** One proposal in the owner's comparison: its contractor, its PDF and its quote if filled. */
export const quoteComparisonItemSchema = z.object({
  ccId: z.number().int(),
  comName: z.string(),
  proposalFileId: z.string(),
  /** Confirmed by the owner at SP2 (Y). */
  checked: z.boolean(),
  quote: quoteSchema.nullable(),
  /** Where the quote falls in the fair-price band; null without a quote. */
  fairPrice: fairPriceSchema.nullable(),
});
export type QuoteComparisonItem = z.infer<typeof quoteComparisonItemSchema>;

/** Every submitted proposal of a request, for its owner, once proposals are closed (SP2, CMC). */
export const quoteComparisonSchema = z.object({
  matchReqId: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  systemSizeKw: z.number(),
  data: z.array(quoteComparisonItemSchema),
  /** The reference prices in the request's band, with their sources (the band's seeded part). */
  fairPriceReferences: z.array(fairPriceReferenceSchema),
});
export type QuoteComparison = z.infer<typeof quoteComparisonSchema>;

/** The operator's view of a request's second stage: each shortlisted contractor and its quote. */
export const adminQuoteListSchema = z.object({
  systemSizeKw: z.number(),
  data: z.array(
    z.object({
      ccId: z.number().int(),
      comName: z.string(),
      proposalFileId: z.string().nullable(),
      submittedAt: z.string().nullable(),
      selectStatus: z.enum(SELECT_STATUSES),
      quote: quoteSchema.nullable(),
      fairPrice: fairPriceSchema.nullable(),
    }),
  ),
});
export type AdminQuoteList = z.infer<typeof adminQuoteListSchema>;
