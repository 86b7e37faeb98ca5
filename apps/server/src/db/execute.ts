import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** The rows of a raw statement, typed by the caller; both drivers (pg, PGlite) answer `{ rows }`. */
export async function executeRows<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
