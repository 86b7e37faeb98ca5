import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultTermsGet, type TermsDocument } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/** The terms arrive as a JSON string in `contents` (spec section 7). */
export const termsQuery = queryOptions({
  queryKey: ['default-terms'],
  queryFn: async ({ signal }) => {
    const { contents } = await callApi(defaultTermsGet, { signal });
    return JSON.parse(contents) as TermsDocument[];
  },
  staleTime: Infinity,
});

export const useTerms = () => useQuery(termsQuery);
