import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateReviewBody, reviewCreate } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The owner's review of a completed match (spec section 7: POST /api/match-review). */
export const createReview = (body: CreateReviewBody) => callApi(reviewCreate, { body });

/**
 * The review now exists: the 'my review' check and the review page of this match change, and the
 * customers' review lists may show it.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.reviewExists(body.matchReqId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.reviewDetail(body.matchReqId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.installReviews }),
      ]),
  });
}
