import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposeSelectAnswer, ProposeSelectBody } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The owner's choice of stage 2 (spec section 7: PATCH /api/match-propose2/select). */
export const selectPropose2 = (body: ProposeSelectBody) =>
  apiRequest<ProposeSelectAnswer>('/api/match-propose2/select', { method: 'PATCH', body });

/** Moves the request on: its detail (with its lists), the status list and the home change. */
export function useSelectPropose2() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectPropose2,
    onSettled: (_answer, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(body.matchStatusId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.list }),
        queryClient.invalidateQueries({ queryKey: matchKeys.homeInProgress }),
      ]),
  });
}
