import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable } from '../result.js';
import type { OfflineAdapterOptions } from '../types.js';
import type { KepcoGridPort } from './port.js';
import { normaliseJibun } from './rows.js';

export function createOfflineKepcoGrid(
  options: OfflineAdapterOptions & { dataset?: OfflineDataset } = {},
): KepcoGridPort {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    async getJibunList(location) {
      const grid = dataset.byPnu.get(location.pnu)?.grid;
      if (!grid) return unavailable('empty', 'no KEPCO data for the area');
      return ok([...grid.jibunList], 'offline', now());
    },
    async getCapacity(location, jibun) {
      const grid = dataset.byPnu.get(location.pnu)?.grid;
      const row = grid?.rows.find(
        (candidate) => normaliseJibun(candidate.jibun) === normaliseJibun(jibun),
      );
      if (!row) return unavailable('empty', 'no KEPCO data for the lot');
      return ok(
        {
          jibun: row.jibun,
          substation: { name: row.substNm, capacity1: row.substPwr, capacity2: row.vol1 },
          transformer: {
            name: `${row.substNm} #${row.mtrNo}`,
            capacity1: row.mtrPwr,
            capacity2: row.vol2,
          },
          dl: { name: row.dlNm, capacity1: row.dlPwr, capacity2: row.vol3 },
        },
        'offline',
        now(),
      );
    },
  };
}
