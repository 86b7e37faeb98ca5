/** A stored value as an answer carries it: a point in time as ISO text, anything else as it is. */
export type Answered<T> = T extends Date ? string : T;

/**
 * The named fields of a row as an API answer carries them: the same names, points in time as ISO
 * text. For answers whose fields are a table's columns under the contract's names; a field named
 * otherwise, or computed, is written beside the call.
 */
export function answerFields<Row extends object, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): { [K in Key]: Answered<Row[K]> } {
  const answer: Partial<Record<Key, unknown>> = {};
  for (const key of keys) {
    const value = row[key];
    answer[key] = value instanceof Date ? value.toISOString() : value;
  }
  return answer as { [K in Key]: Answered<Row[K]> };
}

/** The field names of an answer's schema (a zod object), for `answerFields`. */
export const fieldsOf = <Shape extends object>(schema: { shape: Shape }) =>
  Object.keys(schema.shape) as (keyof Shape & string)[];
