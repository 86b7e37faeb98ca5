import { queryOptions, useQuery } from '@tanstack/react-query';
import { propose1List, propose2List } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** Contractors of stage 1 or 2 (spec section 7: POST /api/match-propose{1,2}/list). */
export const proposeListQuery = (stage: 1 | 2, matchStatusId: number, selectStatus?: 'Y') =>
  queryOptions({
    queryKey: matchKeys.propose(matchStatusId, stage, selectStatus),
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(stage === 1 ? propose1List : propose2List, {
        body: selectStatus ? { matchStatusId, selectStatus } : { matchStatusId },
        signal,
      }).then((response) => response.data),
  });

export const useProposeList = (
  stage: 1 | 2,
  matchStatusId: number,
  selectStatus: 'Y' | undefined,
  enabled: boolean,
) => useQuery({ ...proposeListQuery(stage, matchStatusId, selectStatus), enabled });
