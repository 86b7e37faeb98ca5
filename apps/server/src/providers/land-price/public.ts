import { toNumber, toText } from '../http.js';
import { normaliseDate } from '../land-movement/public.js';
import { ok, unavailable } from '../result.js';
import type { PublicAdapterOptions } from '../types.js';
import { getNedRows } from '../vworld.js';
import type { LandPricePort } from './port.js';

/** VWorld NED `getIndvdLandPriceAttr` (root `indvdLandPrices`). */
export function createPublicLandPrice(options: PublicAdapterOptions): LandPricePort {
  return {
    async getByYear(pnu, year) {
      const rows = await getNedRows(
        options,
        '/ned/data/getIndvdLandPriceAttr',
        { pnu, stdrYear: String(year) },
        ['indvdLandPrices'],
      );
      if (rows.status !== 'ok') return rows;
      const row = rows.value
        .filter((candidate) => toNumber(candidate.stdrYear) === year)
        .sort((a, b) => (toNumber(b.stdrMt) ?? 0) - (toNumber(a.stdrMt) ?? 0))[0];
      if (!row) return unavailable('empty', `no price row for ${year}`);
      const price = toNumber(row.pblntfPclnd);
      if (price === null) return unavailable('malformed', 'row without pblntfPclnd');
      return ok(
        { pnu, stdrYear: year, pblntfPclnd: price, pblntfDe: normaliseDate(toText(row.pblntfDe)) },
        'public',
        options.now?.() ?? new Date(),
      );
    },
  };
}
