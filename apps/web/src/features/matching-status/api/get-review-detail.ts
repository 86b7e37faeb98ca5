import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewDetail } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The review page's data: final contractors and any review (POST /api/match-review/detail). */
export const reviewDetailQuery = (matchReqId: number) =>
  queryOptions({
    queryKey: matchKeys.reviewDetail(matchReqId),
    queryFn: ({ signal }) => callApi(reviewDetail, { body: { matchReqId }, signal }),
  });

export const useReviewDetail = (matchReqId: number) => useQuery(reviewDetailQuery(matchReqId));
