import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchReq } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import { matchKeys } from './keys';

/** All the device's match requests (spec section 7: GET /api/match-req/list). */
export const matchListQuery = queryOptions({
  queryKey: matchKeys.list,
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: MatchReq[] }>('/api/match-req/list', {
      query: { deviceId: currentDeviceId() },
      signal,
    }).then((response) => response.data),
});

export const useMatchList = () => useQuery(matchListQuery);
