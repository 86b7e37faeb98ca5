import { toNumber, toText } from '../http.js';
import { normaliseDate } from '../land-movement/public.js';
import { ok, unavailable } from '../result.js';
import type { PublicAdapterOptions } from '../types.js';
import { getNedRowOfYear } from '../vworld.js';
import type { LandPricePort } from './port.js';

/** VWorld NED `getIndvdLandPriceAttr` (root `indvdLandPrices`). */
export function createPublicLandPrice(options: PublicAdapterOptions): LandPricePort {
  return {
    async getByYear(pnu, year) {
      const found = await getNedRowOfYear(
        options,
        '/ned/data/getIndvdLandPriceAttr',
        ['indvdLandPrices'],
        { pnu, year },
      );
      if (found.status !== 'ok') return found;
      const row = found.value;
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
