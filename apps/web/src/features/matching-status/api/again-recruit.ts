import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import { matchKeys } from './keys';

/** Recruits again from an ended request (spec section 7: PATCH /api/match-req/again-recruit). */
export const againRecruit = (id: number) =>
  apiRequest<{ id: number; existing: boolean }>('/api/match-req/again-recruit', {
    method: 'PATCH',
    body: { id, deviceId: currentDeviceId() },
  });

/** A new request appears in the status list and on the home; the ended one is unchanged. */
export function useAgainRecruit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: againRecruit,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.list }),
        queryClient.invalidateQueries({ queryKey: matchKeys.homeInProgress }),
      ]),
  });
}
