import type { OfflineParcel } from '../offline-data/index.js';
import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { LandCharacteristicsPort } from './port.js';

export function createOfflineLandCharacteristics(
  options: OfflineDatasetOptions = {},
): LandCharacteristicsPort {
  const { dataset, now, found } = offlineLookup(options);
  return {
    async getByYear(pnu, year) {
      const current = now();
      const record = dataset.landRecordsByPnu
        .get(pnu)
        ?.find((candidate) => current.getUTCFullYear() + candidate.yearOffset === year);
      return found(record && ofYear(record, year), `no land characteristics for ${year}`, current);
    },
  };
}

function ofYear(
  { yearOffset: _offset, ...fields }: OfflineParcel['landRecords'][number],
  year: number,
) {
  return { ...fields, stdrYear: year };
}
