import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable } from '../result.js';
import type { OfflineAdapterOptions } from '../types.js';
import type { LandCharacteristicsPort } from './port.js';

export function createOfflineLandCharacteristics(
  options: OfflineAdapterOptions & { dataset?: OfflineDataset } = {},
): LandCharacteristicsPort {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    async getByYear(pnu, year) {
      const current = now();
      const record = dataset.landRecordsByPnu
        .get(pnu)
        ?.find((candidate) => current.getUTCFullYear() + candidate.yearOffset === year);
      if (!record) return unavailable('empty', `no land characteristics for ${year}`);
      const { yearOffset: _offset, ...fields } = record;
      return ok({ ...fields, stdrYear: year }, 'offline', current);
    },
  };
}
