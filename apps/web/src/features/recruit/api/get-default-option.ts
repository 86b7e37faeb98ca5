import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchOption } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

export const defaultOptionQuery = queryOptions({
  queryKey: ['match-com', 'default-option'],
  queryFn: ({ signal }) => apiRequest<MatchOption>('/api/match-com/default-option', { signal }),
  staleTime: Infinity,
});

export const useDefaultOption = () => useQuery(defaultOptionQuery);
