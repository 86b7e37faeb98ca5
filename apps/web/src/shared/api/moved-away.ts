import { queryOptions, useQuery } from '@tanstack/react-query';
import { recoveryMovedAway } from '@haetbit/contracts';
import { callApi } from './client';

/** What recovery moved from this phone to another one (GET /api/session/recovery/moved-away). */
export const movedAwayQuery = queryOptions({
  queryKey: ['session', 'moved-away'] as const,
  queryFn: ({ signal }) => callApi(recoveryMovedAway, { signal }).then((answer) => answer.moves),
});

/** Asked only where it matters: a list that came back empty. */
export const useMovedAway = (enabled = true) => useQuery({ ...movedAwayQuery, enabled });
