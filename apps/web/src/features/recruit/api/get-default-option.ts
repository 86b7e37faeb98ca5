import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchOptionGet } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { recruitKeys } from './keys';

/** The matching options shown in the intro (GET /api/match-com/default-option). */
export const defaultOptionQuery = queryOptions({
  queryKey: recruitKeys.defaultOption,
  queryFn: ({ signal }) => callApi(matchOptionGet, { signal }),
  staleTime: Infinity,
});

export const useDefaultOption = () => useQuery(defaultOptionQuery);
