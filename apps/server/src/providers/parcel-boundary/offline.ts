import { geodesicRingAreaM2, pointInRing, ringCenter } from '@haetbit/solar';
import type { OfflineParcel } from '../offline-data/index.js';
import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { ParcelBoundaryPort } from './port.js';

export function toBoundary(parcel: OfflineParcel) {
  return {
    pnu: parcel.pnu,
    boundaryPos: parcel.boundary,
    center: ringCenter(parcel.boundary),
    areaM2: geodesicRingAreaM2(parcel.boundary),
    jibun: parcel.jibun,
  };
}

export function createOfflineParcelBoundary(
  options: OfflineDatasetOptions = {},
): ParcelBoundaryPort {
  const { dataset, found } = offlineLookup(options);
  return {
    async getBoundary(pnu) {
      const parcel = dataset.byPnu.get(pnu);
      return found(parcel && toBoundary(parcel), 'pnu not in the offline dataset');
    },
    async getParcelAt(lng, lat) {
      const parcel = dataset.parcels.find((candidate) =>
        pointInRing([lng, lat], candidate.boundary),
      );
      return found(parcel && toBoundary(parcel), 'no parcel at that point');
    },
  };
}
