import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { KepcoGridPort } from './port.js';
import { normaliseJibun } from './rows.js';

export function createOfflineKepcoGrid(options: OfflineDatasetOptions = {}): KepcoGridPort {
  const { dataset, found } = offlineLookup(options);
  return {
    async getJibunList(location) {
      const grid = dataset.byPnu.get(location.pnu)?.grid;
      return found(grid && [...grid.jibunList], 'no KEPCO data for the area');
    },
    async getCapacity(location, jibun) {
      const grid = dataset.byPnu.get(location.pnu)?.grid;
      const row = grid?.rows.find(
        (candidate) => normaliseJibun(candidate.jibun) === normaliseJibun(jibun),
      );
      return found(
        row && {
          jibun: row.jibun,
          substation: { name: row.substNm, capacity1: row.substPwr, capacity2: row.vol1 },
          transformer: {
            name: `${row.substNm} #${row.mtrNo}`,
            capacity1: row.mtrPwr,
            capacity2: row.vol2,
          },
          dl: { name: row.dlNm, capacity1: row.dlPwr, capacity2: row.vol3 },
        },
        'no KEPCO data for the lot',
      );
    },
  };
}
