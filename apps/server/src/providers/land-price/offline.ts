import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable } from '../result.js';
import type { OfflineAdapterOptions } from '../types.js';
import type { LandPricePort } from './port.js';

export function createOfflineLandPrice(
  options: OfflineAdapterOptions & { dataset?: OfflineDataset } = {},
): LandPricePort {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    async getByYear(pnu, year) {
      const current = now();
      const price = dataset.byPnu
        .get(pnu)
        ?.prices.find((candidate) => current.getUTCFullYear() + candidate.yearOffset === year);
      if (!price) return unavailable('empty', `no land price for ${year}`);
      return ok(
        {
          pnu,
          stdrYear: year,
          pblntfPclnd: price.pblntfPclnd,
          pblntfDe: `${year}-${price.pblntfDe}`,
        },
        'offline',
        current,
      );
    },
  };
}
