import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable } from '../result.js';
import type { OfflineAdapterOptions } from '../types.js';
import type { LandPossessionPort } from './port.js';

export function createOfflineLandPossession(
  options: OfflineAdapterOptions & { dataset?: OfflineDataset } = {},
): LandPossessionPort {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    async get(pnu) {
      const parcel = dataset.byPnu.get(pnu);
      if (!parcel) return unavailable('empty', 'pnu not in the offline dataset');
      return ok({ pnu, ...parcel.possession }, 'offline', now());
    },
  };
}
