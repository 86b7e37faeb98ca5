import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerList, installReviewList, LIMITS } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { homeKeys } from './keys';

export const blogBannersQuery = queryOptions({
  queryKey: homeKeys.blogBanners,
  queryFn: ({ signal }) =>
    callApi(bannerList, {
      query: { siteDiv: 'SM', category: 'SUNNY_SCHOOL_BLOG' },
      signal,
    }).then((response) => response.data),
});

export const installReviewsQuery = queryOptions({
  queryKey: homeKeys.installReviews,
  queryFn: ({ signal }) =>
    callApi(installReviewList, { signal }).then((response) =>
      response.data.slice(0, LIMITS.reviewSliderCount),
    ),
});

export const useBlogBanners = () => useQuery(blogBannersQuery);
export const useInstallReviews = () => useQuery(installReviewsQuery);
