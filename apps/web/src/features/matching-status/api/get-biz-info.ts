import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractorBizInfoGet } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/** A contractor's business information (spec section 7: GET /api/match-com/biz-info/{ccId}). */
export const bizInfoQuery = (ccId: number) =>
  queryOptions({
    queryKey: ['match-com', 'biz-info', ccId],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => callApi(contractorBizInfoGet, { params: { ccId }, signal }),
  });

export const useBizInfo = (ccId: number) => useQuery(bizInfoQuery(ccId));
