import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeItem } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Reasons for ending a match (spec section 7: GET /api/code/SM_CANCEL_CATE). */
export const cancelReasonsQuery = queryOptions({
  queryKey: ['code', 'SM_CANCEL_CATE'],
  staleTime: Infinity,
  queryFn: ({ signal }) => apiRequest<CodeItem[]>('/api/code/SM_CANCEL_CATE', { signal }),
});

export const useCancelReasons = () => useQuery(cancelReasonsQuery);
