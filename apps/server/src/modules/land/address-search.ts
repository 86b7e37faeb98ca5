import type { AddressSearchPage, NearestLot } from '@haetbit/contracts';
import type { Providers } from '../../providers/index.js';
import { parseLot } from './lots.js';

/** The address search with its nearest-lot candidates (spec section 3). */
export function createAddressSearch(providers: Providers) {
  async function search(
    kind: 'polygon' | 'parcel',
    query: string,
    page = 1,
    size = 10,
  ): Promise<AddressSearchPage> {
    const options = { page, size };
    const result =
      kind === 'polygon'
        ? await providers.addressSearch.searchLandPolygon(query, options)
        : await providers.addressSearch.searchParcelNumber(query, options);
    if (result.status !== 'ok') return { items: [], total: 0, page, size };
    if (result.value.items.length > 0 || page !== 1) return result.value;
    const nearest = await nearestLots(query);
    return nearest.length > 0 ? { ...result.value, nearest } : result.value;
  }

  /**
   * Nearest-number candidates (spec section 3): when the typed lot number has no parcel, the
   * parcels of the same 리·동 (the query without its lot) ranked by how close their lot number is
   * (main number, then sub-number; a 산 lot only near 산 lots). At most five.
   */
  async function nearestLots(query: string): Promise<NearestLot[]> {
    const typed = parseLot(query);
    if (!typed || typed.rest.length < 2) return [];
    const around = await providers.addressSearch.searchParcelNumber(typed.rest, {
      page: 1,
      size: 50,
    });
    if (around.status !== 'ok') return [];
    return around.value.items
      .flatMap((item) => {
        const lot = parseLot(item.address);
        if (!lot || lot.mountain !== typed.mountain) return [];
        const distance = Math.abs(lot.main - typed.main) + Math.abs(lot.sub - typed.sub) / 1000;
        return [{ ...item, lotNumber: lot.text, distance }];
      })
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 5)
      .map(({ distance, ...item }) => ({
        ...item,
        score: Math.max(1, Math.min(100, Math.round(100 - distance))),
      }));
  }

  return search;
}
