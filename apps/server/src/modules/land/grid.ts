import type { SelectedJibunInfo } from '@haetbit/contracts';
import type { Clock } from '../../lib/clock.js';
import type { KepcoLocation, Providers } from '../../providers/index.js';
import type { ProviderResult } from '../../providers/kit/result.js';

/** KEPCO's grid lookups of a parcel: its lot list and the dispersed-generation capacity. */
export function createGridLookups(providers: Providers, clock: Clock) {
  async function locate(
    address: string,
    pnu: string | undefined,
  ): Promise<ProviderResult<KepcoLocation>> {
    if (pnu)
      return {
        status: 'ok',
        value: { pnu, address },
        source: 'offline',
        fetchedAt: clock.now().toISOString(),
      };
    const found = await providers.addressSearch.searchLandPolygon(address, { page: 1, size: 5 });
    if (found.status !== 'ok') return found;
    const normalised = address.replace(/\s+/g, '');
    const hit =
      found.value.items.find((item) => item.address.replace(/\s+/g, '') === normalised) ??
      found.value.items.find((item) => item.roadAddress?.replace(/\s+/g, '') === normalised) ??
      found.value.items[0];
    if (!hit) return { status: 'unavailable', reason: 'empty', detail: 'address not found' };
    return { ...found, value: { pnu: hit.pnu, address: hit.address } };
  }

  async function kepcoJibunList(
    address: string,
    pnu?: string,
  ): Promise<ProviderResult<{ kepcoJibunList: string[] }>> {
    const location = await locate(address, pnu);
    if (location.status !== 'ok') return location;
    const list = await providers.kepcoGrid.getJibunList(location.value);
    return list.status === 'ok' ? { ...list, value: { kepcoJibunList: list.value } } : list;
  }

  async function dispersedGeneration(
    address: string,
    jibun: string,
    pnu?: string,
  ): Promise<ProviderResult<{ selectedJibunInfo: SelectedJibunInfo }>> {
    const location = await locate(address, pnu);
    if (location.status !== 'ok') return location;
    const capacity = await providers.kepcoGrid.getCapacity(location.value, jibun);
    return capacity.status === 'ok'
      ? { ...capacity, value: { selectedJibunInfo: capacity.value } }
      : capacity;
  }

  return { kepcoJibunList, dispersedGeneration };
}
