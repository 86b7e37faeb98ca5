import type { AddressSearchPage } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

export interface SearchOptions {
  page: number;
  size: number;
}

/**
 * Address search, two flavours of the spec's gateway: the land polygon search matches jibun and
 * road addresses, the parcel-number search matches lots (jibun addresses). Both answer the same
 * normalised page of {address, roadAddress, pnu, lat, lng}.
 */
export interface AddressSearchPort {
  searchLandPolygon(
    query: string,
    options: SearchOptions,
  ): Promise<ProviderResult<AddressSearchPage>>;
  searchParcelNumber(
    query: string,
    options: SearchOptions,
  ): Promise<ProviderResult<AddressSearchPage>>;
}
