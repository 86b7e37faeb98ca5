import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { FAIR_PRICE_SIZE_BANDS } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { FairPriceCell } from './fair-price.js';
import { fairPriceReference, matchQuote, type MatchQuoteRow } from './tables.js';

export type QuoteValues = Omit<MatchQuoteRow, 'id' | 'createdAt' | 'updatedAt' | 'acceptedAt'>;

/** The capacities of a size band: from its own start to the next band's. */
function inSizeBand(band: FairPriceCell['sizeBand']): SQL | undefined {
  const index = FAIR_PRICE_SIZE_BANDS.findIndex((item) => item.code === band);
  const from = FAIR_PRICE_SIZE_BANDS[index]?.fromKw ?? 0;
  const next = FAIR_PRICE_SIZE_BANDS[index + 1]?.fromKw;
  return and(
    gte(matchQuote.systemSizeKw, from),
    next === undefined ? undefined : lt(matchQuote.systemSizeKw, next),
  );
}

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

    /** Every quote of a request. */
    ofRequest(matchReqId: number, tx: DbOrTx = db): Promise<MatchQuoteRow[]> {
      return tx.select().from(matchQuote).where(eq(matchQuote.matchReqId, matchReqId));
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

    /** Marks the quotes of the contractors the owner confirmed as accepted prices (SP2 → CMC). */
    async markAccepted(matchReqId: number, contractorIds: number[], at: Date, tx: DbOrTx) {
      if (contractorIds.length === 0) return;
      await tx
        .update(matchQuote)
        .set({ acceptedAt: at })
        .where(
          and(
            eq(matchQuote.matchReqId, matchReqId),
            inArray(matchQuote.contractorId, contractorIds),
            isNull(matchQuote.acceptedAt),
          ),
        );
    },

    /**
     * Accepted quotes' prices per kW (원) of an install type and size band, in one 시도 or all,
     * leaving out one request's own (its owner compares against the others).
     */
    async acceptedPricesPerKw(
      cell: FairPriceCell,
      scope: 'region' | 'nationwide',
      exceptMatchReqId: number,
      tx: DbOrTx = db,
    ): Promise<number[]> {
      const rows = await tx
        .select({ pricePerKwKrw: matchQuote.pricePerKwKrw })
        .from(matchQuote)
        .where(
          and(
            isNotNull(matchQuote.acceptedAt),
            eq(matchQuote.installType, cell.installType),
            inSizeBand(cell.sizeBand),
            scope === 'region' ? eq(matchQuote.sidoCode, cell.sidoCode) : undefined,
            ne(matchQuote.matchReqId, exceptMatchReqId),
          ),
        );
      return rows.map((row) => row.pricePerKwKrw);
    },

    /** The reference prices of an install type and size band. */
    references(cell: FairPriceCell, tx: DbOrTx = db) {
      return tx
        .select()
        .from(fairPriceReference)
        .where(
          and(
            eq(fairPriceReference.installType, cell.installType),
            eq(fairPriceReference.sizeBand, cell.sizeBand),
          ),
        )
        .orderBy(fairPriceReference.manwonPerKw, fairPriceReference.id);
    },
  };
}
