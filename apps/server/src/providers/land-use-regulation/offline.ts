import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable } from '../result.js';
import type { OfflineAdapterOptions } from '../types.js';
import type { LandUseRegulationPort } from './port.js';

export function createOfflineLandUseRegulation(
  options: OfflineAdapterOptions & { dataset?: OfflineDataset } = {},
): LandUseRegulationPort {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    async getZones(pnu) {
      const zones = dataset.byPnu.get(pnu)?.zones;
      if (!zones || zones.length === 0) return unavailable('empty', 'no land-use plan record');
      return ok(
        zones.map((zone) => ({ ...zone })),
        'offline',
        now(),
      );
    },
  };
}
