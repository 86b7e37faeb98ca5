import { sql, type SQL } from 'drizzle-orm';
import { FINAL_MATCH_STATUSES } from '@haetbit/contracts';

/**
 * A list of constant text values as SQL literals, for partial-index predicates: drizzle-kit writes
 * an index's WHERE into the migration as text, so the values must be literals, not parameters.
 */
export const sqlTextList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** `('CMC', 'CME')` from the contracts: the statuses whose lifecycle is over. */
export const FINAL_MATCH_STATUS_SQL = sqlTextList(FINAL_MATCH_STATUSES);
