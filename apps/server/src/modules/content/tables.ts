import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { columns } from '../../db/columns.js';
import { DEFAULT_CUSTOMER_HOURS } from '@haetbit/contracts';

/** Code lists (group, code, name, order), e.g. SM_CANCEL_CATE and SM_FAQ_CATE. */
export const code = pgTable(
  'code',
  {
    groupCode: text('group_code').notNull(),
    code: text('code').notNull(),
    codeNm: text('code_nm').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupCode, table.code] })],
);

export const faq = pgTable('faq', {
  id: columns.id(),
  siteDiv: text('site_div').notNull().default('SM'),
  category: text('category').notNull(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const banner = pgTable('banner', {
  id: columns.id(),
  siteDiv: text('site_div').notNull().default('SM'),
  category: text('category').notNull(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull(),
  link: text('link').notNull(),
  imageFileId: text('image_file_id'),
  postDate: date('post_date', { mode: 'string' }).notNull(),
  /** Last day the banner is shown (the operator console's date window); null = open-ended. */
  endDate: date('end_date', { mode: 'string' }),
  sortOrder: integer('sort_order').notNull(),
});

export interface TermsSection {
  title: string;
  contents: string[];
}

export const terms = pgTable('terms', {
  category: text('category').primaryKey(),
  version: text('version').notNull(),
  content: jsonb('content').$type<TermsSection[]>().notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
});

/** Lifecycle periods and selection limits of a match (one row, id 1). */
export const matchOption = pgTable('match_option', {
  id: integer('id').primaryKey(),
  propose1Days: integer('propose1_days').notNull(),
  select1Days: integer('select1_days').notNull(),
  propose2Days: integer('propose2_days').notNull(),
  select2Days: integer('select2_days').notNull(),
  select1LimitCnt: integer('select1_limit_cnt').notNull(),
  select2LimitCnt: integer('select2_limit_cnt').notNull(),
  listAvailableAfterDays: integer('list_available_after_days').notNull(),
  /** Applications a request accepts during CRG. */
  maxApplicants: integer('max_applicants').notNull().default(10),
  updatedAt: columns.updatedAt().defaultNow(),
});

/**
 * Default prices and REC weights used below 30 kW and as fallbacks (spec section 9).
 * Values carry their source and confidence: several reference figures are unconfirmed.
 */
export const powerProfitDefault = pgTable('power_profit_default', {
  id: integer('id').primaryKey(),
  fitSmp: doublePrecision('fit_smp').notNull(),
  fitRec: doublePrecision('fit_rec').notNull(),
  land: doublePrecision('land').notNull(),
  land1: doublePrecision('land1').notNull(),
  land2: doublePrecision('land2').notNull(),
  land3: doublePrecision('land3').notNull(),
  roof1: doublePrecision('roof1').notNull(),
  roof2: doublePrecision('roof2').notNull(),
  /**
   * The 20-year fixed contract (SMP + 1 REC) new plants are priced at, KRW/MWh, land and 제주: the
   * latest auction level, which the forecast leads with (issue 31). Operators edit it with the rest.
   */
  fixedContractKrwPerMwh: doublePrecision('fixed_contract_krw_per_mwh').notNull().default(155_269),
  fixedContractJejuKrwPerMwh: doublePrecision('fixed_contract_jeju_krw_per_mwh')
    .notNull()
    .default(159_202),
  source: text('source').notNull(),
  confidence: text('confidence').notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
});

/** Curated installation reviews shown on the home slider and the profit result. */
export const installReview = pgTable('install_review', {
  id: columns.id(),
  installType: text('install_type').notNull(),
  region: text('region').notNull(),
  systemSizeKw: doublePrecision('system_size_kw').notNull(),
  score: integer('score').notNull(),
  title: text('title').notNull(),
  contents: text('contents').notNull(),
  writerName: text('writer_name').notNull(),
  contractorId: columns.contractorId(),
  createdAt: columns.createdAt().defaultNow(),
});

/**
 * Every published version of a terms document (the operator console publishes; spec section 7
 * default-terms). `terms` keeps the current version per category, so the owner app reads it as
 * before; this table keeps the history.
 */
export const termsVersion = pgTable('terms_version', {
  id: columns.id(),
  category: text('category').notNull(),
  version: text('version').notNull(),
  content: jsonb('content').$type<TermsSection[]>().notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  createdAt: columns.createdAt().defaultNow(),
});

/**
 * App settings the operator changes without a release (one row, id 1): the guide video the
 * matching detail opens, and whether new address searches are open (spec sections 1 and 2).
 */
/** One row (id 1): the operator's app settings; '' is a setting not made (contracts AppSettings). */
export const appSetting = pgTable('app_setting', {
  id: integer('id').primaryKey(),
  guideVideoUrl: text('guide_video_url').notNull().default(''),
  serviceOpen: boolean('service_open').notNull().default(true),
  appStoreUrl: text('app_store_url').notNull().default(''),
  googlePlayUrl: text('google_play_url').notNull().default(''),
  customerPhone: text('customer_phone').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  /** The spec's weekday hours until an operator says otherwise (shown only beside a contact). */
  customerHours: text('customer_hours').notNull().default(DEFAULT_CUSTOMER_HOURS),
  companyName: text('company_name').notNull().default(''),
  representative: text('representative').notNull().default(''),
  businessNumber: text('business_number').notNull().default(''),
  companyAddress: text('company_address').notNull().default(''),
  mailOrderNumber: text('mail_order_number').notNull().default(''),
  updatedAt: columns.updatedAt().defaultNow(),
});
