import { bigint, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns } from '../../db/columns.js';

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
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (table) => [uniqueIndex('match_quote_uq').on(table.matchReqId, table.contractorId)],
);
export type MatchQuoteRow = typeof matchQuote.$inferSelect;
