import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryConfirm } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/** Verifies the code; the earlier phone's requests, analyses and reviews become this device's. */
export const confirmRecovery = (input: { phone: string; smsAuthNumber: string }) =>
  callApi(recoveryConfirm, { body: input });

/** Everything the app read of this device may have grown: every cached read is fetched again. */
export const useConfirmRecovery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRecovery,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
