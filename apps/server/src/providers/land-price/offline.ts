import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { LandPricePort } from './port.js';

export function createOfflineLandPrice(options: OfflineDatasetOptions = {}): LandPricePort {
  const { dataset, now, found } = offlineLookup(options);
  return {
    async getByYear(pnu, year) {
      const current = now();
      const price = dataset.byPnu
        .get(pnu)
        ?.prices.find((candidate) => current.getUTCFullYear() + candidate.yearOffset === year);
      return found(
        price && {
          pnu,
          stdrYear: year,
          pblntfPclnd: price.pblntfPclnd,
          pblntfDe: `${year}-${price.pblntfDe}`,
        },
        `no land price for ${year}`,
        current,
      );
    },
  };
}
