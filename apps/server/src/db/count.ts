import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** How many rows of `table` match `where` (every row without one). */
export async function countRows(tx: DbOrTx, table: PgTable, where?: SQL): Promise<number> {
  const rows = await tx.select({ n: count() }).from(table).where(where);
  return rows[0]?.n ?? 0;
}
