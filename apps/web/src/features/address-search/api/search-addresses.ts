import { queryOptions, useQuery } from '@tanstack/react-query';
import { landSearchPolygon } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { addressKeys } from './keys';

/**
 * Search starts when the text is longer than 1 character (spec section 5; SEARCH_QUERY_MIN in
 * contracts, not imported at runtime because land.ts would bring zod into the home bundle).
 */
const MIN_SEARCH_CHARS = 2;

/** Parcel search through the open-data gateway; the query signal cancels a stale request. */
export const addressSearchQuery = (text: string) =>
  queryOptions({
    queryKey: addressKeys.search(text),
    queryFn: ({ signal }) =>
      callApi(landSearchPolygon, { params: { q: text }, body: { page: 1, size: 20 }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Searches only when the (already debounced) text is longer than 1 character. */
export function useAddressSearch(text: string, enabled: boolean) {
  const trimmed = text.trim();
  return useQuery({
    ...addressSearchQuery(trimmed),
    enabled: enabled && trimmed.length >= MIN_SEARCH_CHARS,
  });
}
