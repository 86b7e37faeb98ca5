import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Banner, type InstallReview } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { homeKeys } from './keys';

export const blogBannersQuery = queryOptions({
  queryKey: homeKeys.blogBanners,
  queryFn: ({ signal }) =>
    apiRequest<{ data: Banner[] }>('/api/banner', {
      query: { siteDiv: 'SM', category: 'SUNNY_SCHOOL_BLOG' },
      signal,
    }).then((response) => response.data),
});

export const installReviewsQuery = queryOptions({
  queryKey: homeKeys.installReviews,
  queryFn: ({ signal }) =>
    apiRequest<{ data: InstallReview[] }>('/api/match-com/install-review', { signal }).then(
      (response) => response.data.slice(0, LIMITS.reviewSliderCount),
    ),
});

export const useBlogBanners = () => useQuery(blogBannersQuery);
export const useInstallReviews = () => useQuery(installReviewsQuery);
