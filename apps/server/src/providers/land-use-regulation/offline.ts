import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { LandUseRegulationPort } from './port.js';

export function createOfflineLandUseRegulation(
  options: OfflineDatasetOptions = {},
): LandUseRegulationPort {
  const { dataset, found } = offlineLookup(options);
  return {
    async getZones(pnu) {
      const zones = dataset.byPnu.get(pnu)?.zones ?? [];
      return found(
        zones.length > 0 ? zones.map((zone) => ({ ...zone })) : null,
        'no land-use plan record',
      );
    },
  };
}
