import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { matchQuote, type MatchQuoteRow } from './tables.js';

export type QuoteValues = Omit<MatchQuoteRow, 'id' | 'createdAt' | 'updatedAt'>;

/** SQL of the quotes module: one quote per request and contractor. */
export function createQuotesRepo(db: DbOrTx) {
  return {
    async find(
      matchReqId: number,
      contractorId: number,
      tx: DbOrTx = db,
    ): Promise<MatchQuoteRow | undefined> {
      const rows = await tx
        .select()
        .from(matchQuote)
        .where(
          and(eq(matchQuote.matchReqId, matchReqId), eq(matchQuote.contractorId, contractorId)),
        );
      return rows[0];
    },

    /** The quotes of a request by contractor, limited to the given contractors. */
    async byContractor(
      matchReqId: number,
      contractorIds: number[],
      tx: DbOrTx = db,
    ): Promise<Map<number, MatchQuoteRow>> {
      if (contractorIds.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(matchQuote)
        .where(
          and(
            eq(matchQuote.matchReqId, matchReqId),
            inArray(matchQuote.contractorId, contractorIds),
          ),
        );
      return new Map(rows.map((row) => [row.contractorId, row]));
    },

    /** Writes the quote, replacing the contractor's earlier one of the same request. */
    async upsert(values: QuoteValues, now: Date, tx: DbOrTx): Promise<MatchQuoteRow> {
      const { matchReqId: _request, contractorId: _contractor, ...changes } = values;
      const rows = await tx
        .insert(matchQuote)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [matchQuote.matchReqId, matchQuote.contractorId],
          set: { ...changes, updatedAt: now },
        })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('quote upsert returned no row');
      return row;
    },
  };
}
