import { queryOptions, useQuery } from '@tanstack/react-query';
import { installReviewList, type InstallType } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { analysisKeys } from './keys';

/** Customers' reviews of one install type, shown beside the profit result. */
export const installReviewsByTypeQuery = (installType: InstallType) =>
  queryOptions({
    queryKey: analysisKeys.installReviews(installType),
    queryFn: ({ signal }) =>
      callApi(installReviewList, {
        query: { installType },
        signal,
      }).then((response) => response.data),
  });

export const useInstallReviewsByType = (installType: InstallType) =>
  useQuery(installReviewsByTypeQuery(installType));
