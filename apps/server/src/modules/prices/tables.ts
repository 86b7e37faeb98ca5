import { date, doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns } from '../../db/columns.js';

/**
 * SMP (계통한계가격) rows by local division (1 land, 9 Jeju) and period. A row covers
 * `smp_dt`..`period_end`; where only a monthly or weekly average is published, every hour holds
 * that average (`hourly_basis` = 'flat-average'). Each row keeps its source and status
 * (confirmed / unconfirmed as in shared/reference/prices-and-rec.md), so an operator can add
 * official KPX figures without code changes.
 */
export const smpPrice = pgTable(
  'smp_price',
  {
    id: columns.id(),
    localDiv: integer('local_div').notNull(),
    smpDt: date('smp_dt', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** 'day' | 'week' | 'month' | 'partial-month' | 'year'. */
    period: text('period').notNull(),
    /** h1..h24, KRW/kWh. */
    hourlyKrwPerKwh: doublePrecision('hourly_krw_per_kwh').array().notNull(),
    /** 'hourly' | 'flat-average'. */
    hourlyBasis: text('hourly_basis').notNull(),
    source: text('source').notNull(),
    /** 'confirmed' | 'unconfirmed'. */
    confidence: text('confidence').notNull(),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('smp_price_div_dt_period_uq').on(table.localDiv, table.smpDt, table.period),
  ],
);

/** REC spot (현물시장) averages, KRW per REC; `jeju_avg_price` null where no Jeju figure is known. */
export const recPrice = pgTable(
  'rec_price',
  {
    id: columns.id(),
    tradeDt: date('trade_dt', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    period: text('period').notNull(),
    landAvgPrice: doublePrecision('land_avg_price').notNull(),
    jejuAvgPrice: doublePrecision('jeju_avg_price'),
    source: text('source').notNull(),
    confidence: text('confidence').notNull(),
    note: text('note'),
  },
  (table) => [uniqueIndex('rec_price_dt_period_uq').on(table.tradeDt, table.period)],
);
