import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import type { LandMovementPort } from './port.js';

export function createOfflineLandMovement(options: OfflineDatasetOptions = {}): LandMovementPort {
  const { dataset, found } = offlineLookup(options);
  return {
    async get(pnu) {
      const items = [...(dataset.byPnu.get(pnu)?.movements ?? [])].sort((a, b) =>
        b.landMovYmd.localeCompare(a.landMovYmd),
      );
      const latest = items[0];
      return found(
        latest && { pnu, landMovRsnCdNm: latest.landMovRsnCdNm, items },
        'no land movement record',
      );
    },
  };
}
