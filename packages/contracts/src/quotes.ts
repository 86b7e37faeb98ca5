import { z } from 'zod';
import { MATCH_STATUSES, SELECT_STATUSES } from './constants.js';
import { withParticle } from './korean.js';

/**
 * Structured quotes (issue 19): every shortlisted contractor fills the same fields beside its PDF
 * proposal, so the owner can compare proposals side by side at SP2. The price per kW is the
 * server's (total ÷ the request's capacity), never typed.
 */
export const QUOTE_LABELS = {
  totalPriceKrw: '총 공사비 (부가세 포함, 원)',
  pricePerKwKrw: 'kW당 가격',
  moduleMaker: '모듈 제조사',
  moduleModel: '모듈 모델명',
  moduleWatt: '모듈 출력 (W)',
  inverterMaker: '인버터 제조사',
  structure: '구조물 형식',
  warrantyModuleYears: '모듈 보증 (년)',
  warrantyInverterYears: '인버터 보증 (년)',
  warrantyWorkYears: '시공 하자보증 (년)',
  constructionDays: '공사 기간 (일)',
  financingHelp: '금융(대출) 지원',
  financingNote: '금융 지원 내용',
  validUntil: '견적 유효기간',
} as const;

/** Structures a contractor may pick from; anything else is typed as 기타 text. */
export const QUOTE_STRUCTURES = ['고정식', '경사 고정식', '가변식', '추적식', '기타'] as const;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${withParticle(label, '을/를')} 입력해 주세요.`)
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

const quoteFields = {
  /** 원, VAT included: from 100만원 (a small roof) to 1,000억원 (far above any lead's size). */
  totalPriceKrw: wholeNumber('총 공사비', 1_000_000, 100_000_000_000, '원'),
  moduleMaker: text('모듈 제조사', 50),
  moduleModel: text('모듈 모델명', 80),
  moduleWatt: wholeNumber('모듈 출력', 100, 1_000, 'W'),
  inverterMaker: text('인버터 제조사', 50),
  structure: text('구조물 형식', 50),
  warrantyModuleYears: wholeNumber('모듈 보증 기간', 0, 40, '년'),
  warrantyInverterYears: wholeNumber('인버터 보증 기간', 0, 30, '년'),
  warrantyWorkYears: wholeNumber('시공 하자보증 기간', 0, 30, '년'),
  constructionDays: wholeNumber('공사 기간', 1, 365, '일'),
  financingHelp: z.boolean({ error: '금융 지원 여부를 선택해 주세요.' }),
  validUntil: z.iso.date({ error: '견적 유효기간을 날짜(YYYY-MM-DD)로 입력해 주세요.' }),
};

/** What the contractor sends: every field but the computed price per kW. */
export const quoteBodySchema = z
  .object({
    ...quoteFields,
    financingNote: z
      .string()
      .trim()
      .max(200, '금융 지원 내용은 200자 이하로 입력해 주세요.')
      .default(''),
  })
  .strict();
export type QuoteBody = z.input<typeof quoteBodySchema>;
/** A quote as the server receives it after validation. */
export type QuoteInput = z.output<typeof quoteBodySchema>;

/** A stored quote as it is shown: the fields, the server's price per kW and when it last changed. */
export const quoteSchema = z.object({
  ...quoteFields,
  validUntil: z.string(),
  financingNote: z.string(),
  /** 원 per kW of the request's capacity, rounded to the won. */
  pricePerKwKrw: z.number().int(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The contractor's own quote of a request and whether it may still be changed (PSB). */
export const partnerQuoteAnswerSchema = z.object({
  systemSizeKw: z.number(),
  editable: z.boolean(),
  propose2EndDate: z.string().nullable(),
  quote: quoteSchema.nullable(),
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
});
export type QuoteComparisonItem = z.infer<typeof quoteComparisonItemSchema>;

/** Every submitted proposal of a request, for its owner, once proposals are closed (SP2, CMC). */
export const quoteComparisonSchema = z.object({
  matchReqId: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  systemSizeKw: z.number(),
  data: z.array(quoteComparisonItemSchema),
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
    }),
  ),
});
export type AdminQuoteList = z.infer<typeof adminQuoteListSchema>;
