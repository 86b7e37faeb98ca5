import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalDiv, PriceConfidence } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PricePeriod, RecQuote, SmpQuote, SmpRecTable } from '../../providers/smp-rec/port.js';
import { recPrice, smpPrice } from './tables.js';

/**
 * SQL of the price tables. "On or before D" picks, among rows starting on or before D, first a
 * row whose period still covers D, then the latest start, then a confirmed row, then the newest id.
 */
export function createPricesRepo(db: DbOrTx): SmpRecTable & {
  listSmpMonths(localDiv: LocalDiv, from: string, to: string): Promise<SmpMonth[]>;
} {
  return {
    /**
     * Whole-month SMP rows starting in [from, to] (ISO dates), one per month: a confirmed row
     * before an unconfirmed one, then the newest. Oldest month first.
     */
    async listSmpMonths(localDiv: LocalDiv, from: string, to: string): Promise<SmpMonth[]> {
      const rows = await db
        .selectDistinctOn([smpPrice.smpDt], {
          smpDt: smpPrice.smpDt,
          hourly: smpPrice.hourlyKrwPerKwh,
          source: smpPrice.source,
          note: smpPrice.note,
          confidence: smpPrice.confidence,
        })
        .from(smpPrice)
        .where(
          and(
            eq(smpPrice.localDiv, localDiv),
            eq(smpPrice.period, 'month'),
            gte(smpPrice.smpDt, from),
            lte(smpPrice.smpDt, to),
          ),
        )
        .orderBy(
          asc(smpPrice.smpDt),
          desc(sql`(${smpPrice.confidence} = 'confirmed')`),
          desc(smpPrice.id),
        );
      return rows.map((row) => ({
        month: row.smpDt.slice(0, 7),
        smpKrwPerKwh: row.hourly.reduce((sum, value) => sum + value, 0) / row.hourly.length,
        source: withNote(row.source, row.note),
        confidence: confidenceOf(row.confidence),
      }));
    },

    async findSmp(localDiv: LocalDiv, onOrBefore: string): Promise<SmpQuote | undefined> {
      const rows = await db
        .select()
        .from(smpPrice)
        .where(and(eq(smpPrice.localDiv, localDiv), lte(smpPrice.smpDt, onOrBefore)))
        .orderBy(...onOrBeforeOrder(smpPrice, smpPrice.smpDt, onOrBefore))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return {
        localDiv,
        smpDt: row.smpDt,
        periodEnd: row.periodEnd,
        period: row.period as PricePeriod,
        hourlyKrwPerKwh: row.hourlyKrwPerKwh,
        hourlyBasis: row.hourlyBasis === 'hourly' ? 'hourly' : 'flat-average',
        source: withNote(row.source, row.note),
        confidence: confidenceOf(row.confidence),
      };
    },

    async findRec(onOrBefore: string): Promise<RecQuote | undefined> {
      const rows = await db
        .select()
        .from(recPrice)
        .where(lte(recPrice.tradeDt, onOrBefore))
        .orderBy(...onOrBeforeOrder(recPrice, recPrice.tradeDt, onOrBefore))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return {
        tradeDt: row.tradeDt,
        periodEnd: row.periodEnd,
        period: row.period as PricePeriod,
        landAvgKrwPerRec: row.landAvgPrice,
        jejuAvgKrwPerRec: row.jejuAvgPrice,
        source: withNote(row.source, row.note),
        confidence: confidenceOf(row.confidence),
      };
    },
  };
}

/** One month's SMP: the mean of the row's 24 hours. */
export interface SmpMonth {
  /** YYYY-MM. */
  month: string;
  smpKrwPerKwh: number;
  source: string;
  confidence: PriceConfidence;
}

/** The "on or before D" preference above, for a price table and the column its period starts in. */
function onOrBeforeOrder(
  table: typeof smpPrice | typeof recPrice,
  start: AnyPgColumn,
  onOrBefore: string,
): SQL[] {
  return [
    desc(sql`(${table.periodEnd} >= ${onOrBefore}::date)`),
    desc(start),
    desc(sql`(${table.confidence} = 'confirmed')`),
    desc(table.id),
  ];
}

function withNote(source: string, note: string | null): string {
  return note ? `${source}; ${note}` : source;
}

function confidenceOf(value: string): PriceConfidence {
  return value === 'confirmed' ? 'confirmed' : 'unconfirmed';
}
