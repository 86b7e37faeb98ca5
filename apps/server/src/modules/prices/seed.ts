import type { DbOrTx } from '../../db/client.js';
import { and, eq } from 'drizzle-orm';
import { CALCULATOR_2025, CALCULATOR_2025_CONFIRMED, REC_SEED, SMP_SEED } from './seed-data.js';
import { recPrice, smpPrice } from './tables.js';

export function smpRows(): (typeof smpPrice.$inferInsert)[] {
  return SMP_SEED.map((seed) => ({
    localDiv: seed.localDiv,
    smpDt: seed.smpDt,
    periodEnd: seed.periodEnd,
    period: seed.period,
    hourlyKrwPerKwh: Array.from({ length: 24 }, () => seed.avgKrwPerKwh),
    hourlyBasis: 'flat-average',
    source: seed.source,
    confidence: seed.confidence,
    note: seed.note ?? null,
  }));
}

export function recRows(): (typeof recPrice.$inferInsert)[] {
  return REC_SEED.map((seed) => ({ ...seed, note: seed.note ?? null }));
}

/**
 * Inserts the reference SMP and REC rows that are missing (by local division, start and period);
 * rows already present, including ones an operator corrected, are left alone, except the 2025
 * land months the seed itself wrote as unconfirmed: 뉴시스 (2025-11-24) confirmed them as land SMP,
 * so those rows, still with the seed's own source, are marked confirmed. Idempotent.
 */
export async function seedPrices(db: DbOrTx): Promise<{ smp: number; rec: number }> {
  const confirmed = await db
    .update(smpPrice)
    .set({ confidence: 'confirmed', source: CALCULATOR_2025_CONFIRMED, note: null })
    .where(
      and(
        eq(smpPrice.localDiv, 1),
        eq(smpPrice.source, CALCULATOR_2025),
        eq(smpPrice.confidence, 'unconfirmed'),
      ),
    )
    .returning({ id: smpPrice.id });
  const smp = await db
    .insert(smpPrice)
    .values(smpRows())
    .onConflictDoNothing()
    .returning({ id: smpPrice.id });
  const rec = await db
    .insert(recPrice)
    .values(recRows())
    .onConflictDoNothing()
    .returning({ id: recPrice.id });
  return { smp: smp.length + confirmed.length, rec: rec.length };
}
