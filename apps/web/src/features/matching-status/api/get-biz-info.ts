import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractorBizInfo } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

/** A contractor's business information (spec section 7: GET /api/match-com/biz-info/{ccId}). */
export const bizInfoQuery = (ccId: number) =>
  queryOptions({
    queryKey: ['match-com', 'biz-info', ccId],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      apiRequest<ContractorBizInfo>(`/api/match-com/biz-info/${ccId}`, { signal }),
  });

export const useBizInfo = (ccId: number) => useQuery(bizInfoQuery(ccId));
