import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewDetail } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The review page's data: final contractors and any review (POST /api/match-review/detail). */
export const reviewDetailQuery = (matchReqId: number) =>
  queryOptions({
    queryKey: matchKeys.reviewDetail(matchReqId),
    queryFn: ({ signal }) =>
      apiRequest<ReviewDetail>('/api/match-review/detail', {
        method: 'POST',
        body: { matchReqId },
        signal,
      }),
  });

export const useReviewDetail = (matchReqId: number) => useQuery(reviewDetailQuery(matchReqId));
