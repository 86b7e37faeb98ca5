import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveAnalysis } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import { matchKeys } from './keys';

/** The device's addresses still being analysed (GET /api/match-analysis/list). */
export const analyzingListQuery = queryOptions({
  queryKey: matchKeys.analyzing,
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: ActiveAnalysis[] }>('/api/match-analysis/list', {
      query: { deviceId: currentDeviceId() },
      signal,
    }).then((response) => response.data),
});

export const useAnalyzingList = () => useQuery(analyzingListQuery);
