import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchReqAgainRecruit } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import { matchKeys } from './keys';

/** Recruits again from an ended request (spec section 7: PATCH /api/match-req/again-recruit). */
export const againRecruit = (id: number) =>
  callApi(matchReqAgainRecruit, { body: { id, deviceId: currentDeviceId() } });

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
