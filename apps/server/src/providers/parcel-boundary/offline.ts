import { geodesicRingAreaM2, ringCenter } from '../../lib/geo.js';
import type { OfflineParcel } from '../offline-data/index.js';
import { offlineLookup, type OfflineDatasetOptions } from '../offline-lookup.js';
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

function pointInRing([x, y]: [number, number], ring: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
