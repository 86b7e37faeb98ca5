import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchContractor } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** Contractors of stage 1 (spec section 7: POST /api/match-propose1/list). */
export const propose1ListQuery = (matchStatusId: number, selectStatus?: 'Y') =>
  queryOptions({
    queryKey: matchKeys.propose(matchStatusId, 1, selectStatus),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: MatchContractor[] }>('/api/match-propose1/list', {
        method: 'POST',
        body: selectStatus ? { matchStatusId, selectStatus } : { matchStatusId },
        signal,
      }).then((response) => response.data),
  });

export const usePropose1List = (
  matchStatusId: number,
  selectStatus: 'Y' | undefined,
  enabled: boolean,
) => useQuery({ ...propose1ListQuery(matchStatusId, selectStatus), enabled });
