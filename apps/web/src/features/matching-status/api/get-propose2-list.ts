import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchContractor } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** Contractors of stage 2 (spec section 7: POST /api/match-propose2/list). */
export const propose2ListQuery = (matchStatusId: number, selectStatus?: 'Y') =>
  queryOptions({
    queryKey: matchKeys.propose(matchStatusId, 2, selectStatus),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: MatchContractor[] }>('/api/match-propose2/list', {
        method: 'POST',
        body: selectStatus ? { matchStatusId, selectStatus } : { matchStatusId },
        signal,
      }).then((response) => response.data),
  });

export const usePropose2List = (
  matchStatusId: number,
  selectStatus: 'Y' | undefined,
  enabled: boolean,
) => useQuery({ ...propose2ListQuery(matchStatusId, selectStatus), enabled });
