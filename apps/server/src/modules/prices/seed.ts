import type { DbOrTx } from '../../db/client.js';
import { REC_SEED, SMP_SEED } from './seed-data.js';
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
 * rows already present, including ones an operator corrected, are left alone. Idempotent.
 */
export async function seedPrices(db: DbOrTx): Promise<{ smp: number; rec: number }> {
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
  return { smp: smp.length, rec: rec.length };
}
