import { toNumber, toText } from '../kit/http.js';
import { normaliseDate } from '../land-movement/public.js';
import { ok, unavailable } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { getNedRowOfYear } from '../kit/vworld.js';
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
