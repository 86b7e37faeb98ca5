import type { LandUseZone } from '@haetbit/contracts';
import { toText } from '../kit/http.js';
import { ok, unavailable } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { getNedRows } from '../kit/vworld.js';
import type { LandUseRegulationPort } from './port.js';

/**
 * VWorld NED `getLandUseAttr` (root `landUses`): one row per overlapping zone with
 * `prposAreaDstrcCodeNm` and `cnflcAtNm` (포함/저촉/접합). Names are de-duplicated, keeping the
 * strongest relation.
 */
export function createPublicLandUseRegulation(
  options: PublicAdapterOptions,
): LandUseRegulationPort {
  return {
    async getZones(pnu) {
      const rows = await getNedRows(options, '/ned/data/getLandUseAttr', { pnu }, ['landUses']);
      if (rows.status !== 'ok') return rows;
      const rank = (relation: string | null) =>
        relation === '포함' ? 3 : relation === '저촉' ? 2 : relation ? 1 : 0;
      const byName = new Map<string, LandUseZone>();
      for (const row of rows.value) {
        const name = toText(row.prposAreaDstrcCodeNm);
        if (!name) continue;
        const relation = toText(row.cnflcAtNm);
        const known = byName.get(name);
        if (!known || rank(relation) > rank(known.relation)) byName.set(name, { name, relation });
      }
      if (byName.size === 0) return unavailable('malformed', 'rows without prposAreaDstrcCodeNm');
      return ok([...byName.values()], 'public', options.now?.() ?? new Date());
    },
  };
}
