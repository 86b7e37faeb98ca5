import type { AddressSearchItem } from '@haetbit/contracts';
import { offlineLookup, type OfflineDatasetOptions } from '../kit/offline-lookup.js';
import { ok } from '../kit/result.js';
import type { AddressSearchPort, SearchOptions } from './port.js';
import { matchScore } from './text.js';

/** Search over the embedded dataset, ranked by match quality, paged. */
export function createOfflineAddressSearch(options: OfflineDatasetOptions = {}): AddressSearchPort {
  const { dataset, now } = offlineLookup(options);

  function search(query: string, { page, size }: SearchOptions, parcelOnly: boolean) {
    const scored = dataset.parcels
      .map((parcel) => ({
        parcel,
        score: matchScore(
          { address: parcel.address, roadAddress: parcelOnly ? null : parcel.roadAddress },
          query,
        ),
      }))
      .filter((entry) => entry.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          a.parcel.address.localeCompare(b.parcel.address, 'ko', { numeric: true }),
      );
    const items: AddressSearchItem[] = scored
      .slice((page - 1) * size, page * size)
      .map(({ parcel }) => ({
        address: parcel.address,
        roadAddress: parcel.roadAddress,
        pnu: parcel.pnu,
        lat: parcel.lat,
        lng: parcel.lng,
      }));
    return Promise.resolve(ok({ items, total: scored.length, page, size }, 'offline', now()));
  }

  return {
    searchLandPolygon: (query, options) => search(query, options, false),
    searchParcelNumber: (query, options) => search(query, options, true),
  };
}
