import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminReviewList, type ReviewModerationState } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { adminKeys } from './keys';

/** Reviews in one moderation state, oldest first, a page at a time. */
export const useReviewQueue = (state: ReviewModerationState, page: number) =>
  useQuery({
    queryKey: adminKeys.reviews(state, page),
    queryFn: ({ signal }) => callConsole(adminReviewList, { query: { state, page }, signal }),
    placeholderData: keepPreviousData,
  });
