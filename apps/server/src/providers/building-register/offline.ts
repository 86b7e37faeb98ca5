import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { BuildingRegisterPort } from './port.js';
import { summariseBuildings } from './summary.js';

export function createOfflineBuildingRegister(
  options: OfflineDatasetOptions = {},
): BuildingRegisterPort {
  const { dataset, found } = offlineLookup(options);
  return {
    async getTitleInfo(pnu) {
      const buildings = dataset.byPnu.get(pnu)?.buildings ?? [];
      return found(
        buildings.length > 0 ? summariseBuildings(pnu, buildings) : null,
        'no registered building',
      );
    },
  };
}
