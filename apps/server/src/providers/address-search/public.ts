import { PNU_PATTERN, type AddressSearchItem, type AddressSearchPage } from '@haetbit/contracts';
import { isRecord, toNumber, toText } from '../kit/http.js';
import type { ParcelBoundaryPort } from '../parcel-boundary/port.js';
import { ok, unavailable, type ProviderResult } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { getVworldResponse, vworldUrl } from '../kit/vworld.js';
import type { AddressSearchPort, SearchOptions } from './port.js';

interface RawItem {
  id: string | null;
  road: string | null;
  parcel: string | null;
  lng: number;
  lat: number;
}

/**
 * VWorld Search API 2.0 (`/req/search`, type=address). Parcel-number search uses category=parcel,
 * where the item id is the PNU. The land polygon search tries parcel first and then road; a road
 * hit carries no PNU, so it is resolved with the cadastral layer at the hit's point (vworld.md §2).
 */
export function createPublicAddressSearch(
  options: PublicAdapterOptions & { boundary: ParcelBoundaryPort },
): AddressSearchPort {
  async function searchCategory(
    query: string,
    category: 'parcel' | 'road',
    { page, size }: SearchOptions,
  ): Promise<ProviderResult<{ raw: RawItem[]; total: number }>> {
    const url = vworldUrl(options, '/req/search', {
      service: 'search',
      request: 'search',
      version: '2.0',
      query,
      type: 'address',
      category,
      crs: 'EPSG:4326',
      size: String(size),
      page: String(page),
    });
    const response = await getVworldResponse(options, url);
    if (response.status !== 'ok') return response;
    const result = response.value.result;
    const record = response.value.record;
    if (!isRecord(result) || !Array.isArray(result.items))
      return unavailable('malformed', 'no result.items');
    const raw: RawItem[] = [];
    for (const item of result.items) {
      if (!isRecord(item) || !isRecord(item.address) || !isRecord(item.point)) continue;
      const lng = toNumber(item.point.x);
      const lat = toNumber(item.point.y);
      if (lng === null || lat === null) continue;
      raw.push({
        id: toText(item.id),
        road: toText(item.address.road),
        parcel: toText(item.address.parcel),
        lng,
        lat,
      });
    }
    if (result.items.length > 0 && raw.length === 0)
      return unavailable('malformed', 'items without address or point');
    const total = (isRecord(record) ? toNumber(record.total) : null) ?? raw.length;
    return ok({ raw, total }, 'public', options.now?.() ?? new Date());
  }

  function page(
    items: AddressSearchItem[],
    total: number,
    options: SearchOptions,
  ): ProviderResult<AddressSearchPage> {
    return ok({ items, total, page: options.page, size: options.size }, 'public', optionsNow());
  }
  const optionsNow = () => options.now?.() ?? new Date();

  async function parcelSearch(query: string, searchOptions: SearchOptions) {
    const found = await searchCategory(query, 'parcel', searchOptions);
    if (found.status !== 'ok') return found;
    const items = found.value.raw
      .filter((item) => item.id !== null && PNU_PATTERN.test(item.id))
      .map((item) => ({
        address: fullParcelAddress(item.parcel ?? '', item.road),
        roadAddress: item.road,
        pnu: item.id!,
        lat: item.lat,
        lng: item.lng,
      }));
    return page(items, found.value.total, searchOptions);
  }

  return {
    searchParcelNumber: parcelSearch,
    async searchLandPolygon(query, searchOptions) {
      const byParcel = await parcelSearch(query, searchOptions);
      if (byParcel.status === 'ok' && byParcel.value.items.length > 0) return byParcel;
      if (byParcel.status === 'unavailable' && byParcel.reason !== 'empty') return byParcel;
      const byRoad = await searchCategory(query, 'road', searchOptions);
      if (byRoad.status !== 'ok') return byRoad;
      const resolved = await Promise.all(
        byRoad.value.raw.map(async (item) => {
          const parcel = await options.boundary.getParcelAt(item.lng, item.lat);
          if (parcel.status !== 'ok') return null;
          return {
            address: fullParcelAddress(item.parcel ?? parcel.value.jibun ?? '', item.road),
            roadAddress: item.road,
            pnu: parcel.value.pnu,
            lat: item.lat,
            lng: item.lng,
          } satisfies AddressSearchItem;
        }),
      );
      const items = resolved.filter((item): item is AddressSearchItem => item !== null);
      if (items.length === 0 && byRoad.value.raw.length > 0) {
        return unavailable('empty', 'road hits could not be resolved to parcels');
      }
      return page(items, byRoad.value.total, searchOptions);
    },
  };
}

const REGION_SUFFIX = /(특별시|광역시|특별자치시|특별자치도|도|시|군|구)$/;

/**
 * VWorld's `parcel` text may omit the 시도/시군구 ("신부동 12-3"); the road address carries them.
 * Prefix the parcel text with the road address's leading region words when it lacks them.
 */
export function fullParcelAddress(parcel: string, road: string | null): string {
  const parcelText = parcel.trim();
  const firstWord = parcelText.split(' ')[0] ?? '';
  if (!road || (REGION_SUFFIX.test(firstWord) && /(도|시)$/.test(firstWord))) return parcelText;
  const regionWords: string[] = [];
  for (const word of road.trim().split(/\s+/)) {
    if (!REGION_SUFFIX.test(word) || /(로|길)$/.test(word)) break;
    regionWords.push(word);
  }
  return [...regionWords, parcelText].join(' ').trim();
}
