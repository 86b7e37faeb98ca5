import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchUser } from '@haetbit/contracts';
import { patchUser } from './api';
import { userKeys } from './keys';

/** A consent or alert setting changes (PATCH /api/match-user): the answer is the whole user. */
export function usePatchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchUser,
    onSuccess: (user) => queryClient.setQueryData<MatchUser>(userKeys.me, user),
  });
}
