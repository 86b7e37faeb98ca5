import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** The row of `table` matching `where`, locked until the transaction ends (concurrent writers wait). */
export async function lockRow<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  where: SQL,
): Promise<T['$inferSelect'] | undefined> {
  // A generic table defeats the builder's row inference; `select()` answers the table's own row.
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update');
  return rows[0] as T['$inferSelect'] | undefined;
}
