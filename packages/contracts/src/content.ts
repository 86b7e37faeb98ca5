import { z } from 'zod';
import { BANNER_CATEGORIES, CODE_GROUPS, FAQ_CATEGORIES } from './constants.js';
import { contractorReviewSummarySchema } from './moderation.js';
import {
  CONTRACTOR_FIGURES,
  contractorFactSchema,
  contractorSectionsSchema,
  figureCheckSchema,
} from './vetting.js';

/** A YYYY-MM-DD or YYYYMMDD text that names a real day between the years 1900 and 2999. */
export function isCalendarDate(text: string): boolean {
  const digits = text.replaceAll('-', '');
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const codeGroupSchema = z.enum(CODE_GROUPS);
export const codeItemSchema = z.object({ code: z.string(), codeNm: z.string() });
export type CodeItem = z.infer<typeof codeItemSchema>;

export const faqCategorySchema = z.enum(FAQ_CATEGORIES);
export const faqItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  category: faqCategorySchema,
  isOpen: z.boolean(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqQuerySchema = z.object({
  siteDiv: z.literal('SM'),
  category: faqCategorySchema.optional(),
});
export const faqListSchema = z.object({ data: z.array(faqItemSchema) });

export const bannerCategorySchema = z.enum(BANNER_CATEGORIES);
export const bannerSchema = z.object({
  id: z.number().int(),
  category: bannerCategorySchema,
  title: z.string(),
  subTitle: z.string(),
  link: z.string(),
  imageFileId: z.string().nullable(),
  imageFileName: z.string().nullable(),
  postDate: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerQuerySchema = z.object({
  siteDiv: z.literal('SM'),
  category: bannerCategorySchema.optional(),
  /** Only banners published on or before this date (YYYY-MM-DD or YYYYMMDD). */
  searchDate: z
    .string()
    .regex(/^\d{4}-?\d{2}-?\d{2}$/)
    .refine(isCalendarDate, { message: '달력에 있는 날짜를 입력해 주세요.' })
    .optional(),
  /** When 'Y', banners without an image are included. */
  isNullIgnore: z.enum(['Y', 'N']).optional(),
});
export const bannerListSchema = z.object({ data: z.array(bannerSchema) });

export const termsSectionSchema = z.object({ title: z.string(), contents: z.array(z.string()) });
export const termsDocumentSchema = z.object({
  category: z.string(),
  content: z.array(termsSectionSchema),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;
/** `contents` is a JSON string of TermsDocument[] (spec section 7 keeps it a string). */
export const defaultTermsSchema = z.object({ contents: z.string() });

export const matchOptionSchema = z.object({
  propose1Days: z.number().int(),
  select1Days: z.number().int(),
  propose2Days: z.number().int(),
  select2Days: z.number().int(),
  select1LimitCnt: z.number().int(),
  select2LimitCnt: z.number().int(),
  listAvailableAfterDays: z.number().int(),
  maxApplicants: z.number().int(),
});
export type MatchOption = z.infer<typeof matchOptionSchema>;

/**
 * App settings (spec sections 1 and 2), all an operator's (console 설정): the guide video link,
 * empty until an operator sets one (the matching detail then hides the button), whether new address
 * searches are open (closed, the home's search entry shows the service-in-preparation popup with the
 * blog link), the app-store links of the landing page, the customer centre and the company line
 * Korean law expects on the site (상호, 대표자, 사업자등록번호, 주소, 통신판매업 신고번호). An empty
 * text is a setting not made: every screen hides it instead of showing a placeholder.
 */
export const appSettingsSchema = z.object({
  guideVideoUrl: z.string(),
  serviceOpen: z.boolean(),
  appStoreUrl: z.string(),
  googlePlayUrl: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  customerHours: z.string(),
  companyName: z.string(),
  representative: z.string(),
  /** 10 digits; shown 000-00-00000 (formatBusinessNumber). */
  businessNumber: z.string(),
  companyAddress: z.string(),
  /** 통신판매업 신고번호 as the 시·군·구 issued it ('제2026-서울강남-01234호'). */
  mailOrderNumber: z.string(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
/** The settings of the landing page's store buttons, customer centre and company line. */
export type SiteSettings = Omit<AppSettings, 'guideVideoUrl' | 'serviceOpen'>;

export const powerProfitDefaultsSchema = z.object({
  fitSmp: z.number(),
  fitRec: z.number(),
  land: z.number(),
  land1: z.number(),
  land2: z.number(),
  land3: z.number(),
  roof1: z.number(),
  roof2: z.number(),
  /** The 20-year fixed contract new plants are priced at, KRW/MWh (SMP + 1 REC), land and 제주. */
  fixedContractKrwPerMwh: z.number(),
  fixedContractJejuKrwPerMwh: z.number(),
  source: z.string(),
  asOf: z.string(),
});
export type PowerProfitDefaults = z.infer<typeof powerProfitDefaultsSchema>;

export const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const installReviewSchema = z.object({
  id: z.number().int(),
  installType: z.enum(['R', 'L']),
  region: z.string(),
  systemSize: z.number(),
  score: z.number().int(),
  title: z.string(),
  contents: z.string(),
  writerName: z.string(),
  comName: z.string().nullable(),
  createdAt: z.string(),
  /** A sample review served outside production (DESIGN D14), never a customer's own words. */
  isSample: z.boolean(),
});
export type InstallReview = z.infer<typeof installReviewSchema>;
export const installReviewListSchema = z.object({ data: z.array(installReviewSchema) });

export const contractorBizInfoSchema = z.object({
  ccId: z.number().int(),
  comName: z.string(),
  intro: z.string(),
  constructionCapacity: z.number(),
  constructionCnt: z.number().int(),
  constructionPerformanceName: z.string(),
  constructionCareerName: z.string(),
  capital: z.number().int(),
  nationwideTotalLank: z.number().int(),
  nationwideOwnLank: z.number().int(),
  localTotalLank: z.number().int(),
  localOwnLank: z.number().int(),
  comLogoFileId: z.string().nullable(),
  /** The figures an operator checked; every other figure reads '자체 기재' (self-declared). */
  verifiedFigures: z.array(z.enum(CONTRACTOR_FIGURES)),
  /** When each checked figure was checked (the same figures as verifiedFigures). */
  figureChecks: z.array(figureCheckSchema),
  /**
   * The registration facts with a value (CONTRACTOR_FACTS), each with the date an operator checked
   * it against the documents, or null when it is the contractor's own statement.
   */
  facts: z.array(contractorFactSchema),
  /** 하자이행보증 and 준공 실적 as the contractor gave them, each with its operator's check. */
  sections: contractorSectionsSchema,
  /** Published reviews of the contractor (issue 19): average, count and the most recent. */
  reviews: contractorReviewSummarySchema,
});
export type ContractorBizInfo = z.infer<typeof contractorBizInfoSchema>;

/**
 * The analysis map's base layer, a runtime setting of the server (GET /api/map-config): satellite
 * tiles (a Leaflet `{z}/{x}/{y}` template) when the server has a tile source, else null and the map
 * draws the parcel on a plain background without any network tile.
 */
export const mapConfigSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
