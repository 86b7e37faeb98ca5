import type { DbOrTx } from '../../db/client.js';
import { FAIR_PRICE_REFERENCE_SEED } from './seed-data.js';
import { fairPriceReference } from './tables.js';

/**
 * Inserts the reference prices that are missing (by install type, size band and source); rows
 * already present are left alone. Idempotent; answers how many were added.
 */
export async function seedFairPriceReferences(db: DbOrTx): Promise<number> {
  const rows = await db
    .insert(fairPriceReference)
    .values([...FAIR_PRICE_REFERENCE_SEED])
    .onConflictDoNothing()
    .returning({ id: fairPriceReference.id });
  return rows.length;
}
