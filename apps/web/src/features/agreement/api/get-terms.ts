import { queryOptions, useQuery } from '@tanstack/react-query';
import { decodeTerms, defaultTermsGet } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

export const termsQuery = queryOptions({
  queryKey: ['default-terms'],
  queryFn: async ({ signal }) => decodeTerms(await callApi(defaultTermsGet, { signal })),
  staleTime: Infinity,
});

export const useTerms = () => useQuery(termsQuery);
