import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * A shortlisted contractor's structured quote of one request (issue 19): the same fields for
 * every contractor so the owner can compare them; the PDF proposal stays the full offer. One row
 * per request and contractor, changed in place while proposals are due (PSB).
 */
export const matchQuote = pgTable(
  'match_quote',
  {
    id: columns.id(),
    matchReqId: columns.matchReqId().notNull(),
    contractorId: columns.contractorId().notNull(),
    /** 원, VAT included; beyond int4 for the largest sites. */
    totalPriceKrw: bigint('total_price_krw', { mode: 'number' }).notNull(),
    /** 원 per kW of the request's capacity when the quote was saved (the server's, never typed). */
    pricePerKwKrw: integer('price_per_kw_krw').notNull(),
    moduleMaker: text('module_maker').notNull(),
    moduleModel: text('module_model').notNull(),
    moduleWatt: integer('module_watt').notNull(),
    inverterMaker: text('inverter_maker').notNull(),
    structure: text('structure').notNull(),
    warrantyModuleYears: integer('warranty_module_years').notNull(),
    warrantyInverterYears: integer('warranty_inverter_years').notNull(),
    warrantyWorkYears: integer('warranty_work_years').notNull(),
    constructionDays: integer('construction_days').notNull(),
    financingHelp: boolean('financing_help').notNull(),
    financingNote: text('financing_note').notNull(),
    /** The last day the offer holds (YYYY-MM-DD). */
    validUntil: text('valid_until').notNull(),
    // The consumer guides' checklist (issue 33): null in quotes saved before it was asked.
    moduleKsCertified: boolean('module_ks_certified'),
    /** MODULE_LOW_CARBON_GRADES */
    moduleLowCarbon: text('module_low_carbon'),
    inverterModel: text('inverter_model'),
    gridFeeIncluded: boolean('grid_fee_included'),
    permitsIncluded: boolean('permits_included'),
    warrantyBondIssued: boolean('warranty_bond_issued'),
    /** Guaranteed hours a day at rated output; null: no output guarantee. */
    guaranteeHoursPerDay: doublePrecision('guarantee_hours_per_day'),
    guaranteeYears: integer('guarantee_years'),
    degradationPctPerYear: doublePrecision('degradation_pct_per_year'),
    omIncluded: boolean('om_included'),
    /** 원 a year when maintenance is included; null when it is not. */
    omYearlyPriceKrw: bigint('om_yearly_price_krw', { mode: 'number' }),
    paymentDepositPct: integer('payment_deposit_pct'),
    paymentInterimPct: integer('payment_interim_pct'),
    paymentBalancePct: integer('payment_balance_pct'),
    successorService: text('successor_service'),
    // The request's facts the fair-price band groups by, copied when the quote is saved.
    installType: text('install_type').notNull(),
    /** The request's 시도 (SIDO code) */
    sidoCode: text('sido_code').notNull(),
    systemSizeKw: doublePrecision('system_size_kw').notNull(),
    /** When the owner confirmed this contractor (SP2 → CMC): the quote is an accepted price. */
    acceptedAt: timestampTz('accepted_at'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (table) => [
    uniqueIndex('match_quote_uq').on(table.matchReqId, table.contractorId),
    index('match_quote_accepted_idx')
      .on(table.installType, table.sidoCode, table.systemSizeKw)
      .where(sql`accepted_at is not null`),
  ],
);
export type MatchQuoteRow = typeof matchQuote.$inferSelect;

/**
 * Reference prices of PV construction in 만원/kW (incl. VAT), seeded from the reference files
 * with their source, 기준일 and confidence: the fair-price band's sample beside accepted quotes,
 * nationwide, by install type and size band (FAIR_PRICE_SIZE_BANDS).
 */
export const fairPriceReference = pgTable(
  'fair_price_reference',
  {
    id: columns.id(),
    installType: text('install_type').notNull(),
    sizeBand: text('size_band').notNull(),
    manwonPerKw: doublePrecision('manwon_per_kw').notNull(),
    note: text('note').notNull(),
    /** What an owner reads as the source. */
    source: text('source').notNull(),
    /** Where an operator finds it (an address or a reference file's section). */
    sourceRef: text('source_ref').notNull(),
    asOf: text('as_of').notNull(),
    /** REFERENCE_CONFIDENCES */
    confidence: text('confidence').notNull(),
  },
  (table) => [
    uniqueIndex('fair_price_reference_uq').on(table.installType, table.sizeBand, table.sourceRef),
  ],
);
export type FairPriceReferenceRow = typeof fairPriceReference.$inferSelect;
