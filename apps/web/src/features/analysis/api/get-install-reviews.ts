import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstallReview, InstallType } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { analysisKeys } from './keys';

/** Customers' reviews of one install type, shown beside the profit result. */
export const installReviewsByTypeQuery = (installType: InstallType) =>
  queryOptions({
    queryKey: analysisKeys.installReviews(installType),
    queryFn: ({ signal }) =>
      apiRequest<{ data: InstallReview[] }>('/api/match-com/install-review', {
        query: { installType },
        signal,
      }).then((response) => response.data),
  });

export const useInstallReviewsByType = (installType: InstallType) =>
  useQuery(installReviewsByTypeQuery(installType));
