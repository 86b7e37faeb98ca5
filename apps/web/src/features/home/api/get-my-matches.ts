import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_MATCH_STATUSES, matchReqListByStatus } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import { homeKeys } from './keys';

const IN_PROGRESS = ACTIVE_MATCH_STATUSES.join(',');

/**
 * The owner's matches in progress (spec section 7: GET /api/match-req with statusList). Written
 * here rather than shared with the matching screens' lists: a chunk shared with them would add to
 * the home's first load, which is at its weight budget.
 */
export const myMatchesQuery = queryOptions({
  queryKey: homeKeys.myMatches,
  // A request made moments ago must show when the owner comes back home.
  staleTime: 0,
  queryFn: ({ signal }) =>
    callApi(matchReqListByStatus, {
      query: { deviceId: currentDeviceId(), statusList: IN_PROGRESS },
      signal,
    }).then((response) => response.data),
});

export const useMyMatches = () => useQuery(myMatchesQuery);
