import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable } from '../result.js';
import type { OfflineAdapterOptions } from '../types.js';
import type { BuildingRegisterPort } from './port.js';
import { summariseBuildings } from './summary.js';

export function createOfflineBuildingRegister(
  options: OfflineAdapterOptions & { dataset?: OfflineDataset } = {},
): BuildingRegisterPort {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    async getTitleInfo(pnu) {
      const parcel = dataset.byPnu.get(pnu);
      if (!parcel || parcel.buildings.length === 0)
        return unavailable('empty', 'no registered building');
      return ok(summariseBuildings(pnu, parcel.buildings), 'offline', now());
    },
  };
}
