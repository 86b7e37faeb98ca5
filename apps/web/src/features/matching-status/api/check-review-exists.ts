import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewCheckIsExist } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** Whether the owner reviewed this match (POST /api/match-review/check-is-exist/{id}). */
export const reviewExistsQuery = (matchReqId: number) =>
  queryOptions({
    queryKey: matchKeys.reviewExists(matchReqId),
    queryFn: ({ signal }) =>
      callApi(reviewCheckIsExist, { params: { matchReqId }, signal }).then(
        (response) => response.data,
      ),
  });

export const useReviewExists = (matchReqId: number, enabled: boolean) =>
  useQuery({ ...reviewExistsQuery(matchReqId), enabled });
