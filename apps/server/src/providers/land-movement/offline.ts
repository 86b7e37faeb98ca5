import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable } from '../result.js';
import type { OfflineAdapterOptions } from '../types.js';
import type { LandMovementPort } from './port.js';

export function createOfflineLandMovement(
  options: OfflineAdapterOptions & { dataset?: OfflineDataset } = {},
): LandMovementPort {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    async get(pnu) {
      const parcel = dataset.byPnu.get(pnu);
      if (!parcel || parcel.movements.length === 0)
        return unavailable('empty', 'no land movement record');
      const items = [...parcel.movements].sort((a, b) => b.landMovYmd.localeCompare(a.landMovYmd));
      return ok({ pnu, landMovRsnCdNm: items[0]!.landMovRsnCdNm, items }, 'offline', now());
    },
  };
}
