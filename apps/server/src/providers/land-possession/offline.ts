import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { LandPossessionPort } from './port.js';

export function createOfflineLandPossession(
  options: OfflineDatasetOptions = {},
): LandPossessionPort {
  const { dataset, found } = offlineLookup(options);
  return {
    async get(pnu) {
      const parcel = dataset.byPnu.get(pnu);
      return found(parcel && { pnu, ...parcel.possession }, 'pnu not in the offline dataset');
    },
  };
}
