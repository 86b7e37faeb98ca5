import { toNumber, toText } from '../kit/http.js';
import { ok } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { getNedRows } from '../kit/vworld.js';
import type { LandPossessionPort } from './port.js';

/**
 * VWorld NED `getPossessionAttr` (root `possessions`). One row per co-owner (`cnrsPsnSn`): the
 * parcel's figures come from the most recent change; the co-owner count is the largest
 * `cnrsPsnCo` or, when that is missing, the number of rows above one.
 */
export function createPublicLandPossession(options: PublicAdapterOptions): LandPossessionPort {
  return {
    async get(pnu) {
      const rows = await getNedRows(options, '/ned/data/getPossessionAttr', { pnu }, [
        'possessions',
      ]);
      if (rows.status !== 'ok') return rows;
      const sorted = [...rows.value].sort((a, b) =>
        (toText(b.ownshipChgDe) ?? '').localeCompare(toText(a.ownshipChgDe) ?? ''),
      );
      const latest = sorted[0]!;
      const counted = Math.max(0, ...rows.value.map((row) => toNumber(row.cnrsPsnCo) ?? 0));
      return ok(
        {
          pnu,
          posesnSeCodeNm: toText(latest.posesnSeCodeNm),
          ownshipChgCauseCodeNm: toText(latest.ownshipChgCauseCodeNm),
          ownshipChgDe: toText(latest.ownshipChgDe),
          cnrsPsnCo: counted > 0 ? counted : rows.value.length > 1 ? rows.value.length : 0,
        },
        'public',
        options.now?.() ?? new Date(),
      );
    },
  };
}
