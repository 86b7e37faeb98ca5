import { queryOptions, useQuery } from '@tanstack/react-query';
import { codeListGet } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/** Reasons for ending a match (spec section 7: GET /api/code/SM_CANCEL_CATE). */
export const cancelReasonsQuery = queryOptions({
  queryKey: ['code', 'SM_CANCEL_CATE'],
  staleTime: Infinity,
  queryFn: ({ signal }) => callApi(codeListGet, { params: { group: 'SM_CANCEL_CATE' }, signal }),
});

export const useCancelReasons = () => useQuery(cancelReasonsQuery);
