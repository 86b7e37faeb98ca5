import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchTransitionAnswer, UserCancelBody } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The owner ends a match in CRG or SP1 (spec section 7: PATCH /api/match-status/user-cancel). */
export const userCancel = (body: UserCancelBody) =>
  apiRequest<MatchTransitionAnswer>('/api/match-status/user-cancel', { method: 'PATCH', body });

/** The ended request leaves the in-progress lists: its detail, the status list and the home. */
export function useUserCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: userCancel,
    onSettled: (_answer, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(body.id) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.list }),
        queryClient.invalidateQueries({ queryKey: matchKeys.homeInProgress }),
      ]),
  });
}
