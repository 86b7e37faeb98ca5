import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedUser } from './api';

/** A consent or alert setting changes (PATCH /api/match-user): the answer is the whole user. */
export function usePatchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Parameters<typeof patchCachedUser>[1]) =>
      patchCachedUser(queryClient, patch),
  });
}
