import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchOption } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { recruitKeys } from './keys';

/** The matching options shown in the intro (GET /api/match-com/default-option). */
export const defaultOptionQuery = queryOptions({
  queryKey: recruitKeys.defaultOption,
  queryFn: ({ signal }) => apiRequest<MatchOption>('/api/match-com/default-option', { signal }),
  staleTime: Infinity,
});

export const useDefaultOption = () => useQuery(defaultOptionQuery);
