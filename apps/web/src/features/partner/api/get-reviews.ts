import { useQuery } from '@tanstack/react-query';
import { partnerReviewList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

/** The contractor's published reviews with their average. */
export const useOwnReviews = () =>
  useQuery({
    queryKey: ['partner', 'reviews'],
    queryFn: ({ signal }) => callConsole(partnerReviewList, { signal }),
  });
