import { useMutation } from '@tanstack/react-query';
import { smsCheckAuthNumber } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

export const checkAuthNumber = (input: { id: number; smsAuthNumber: string }) =>
  callApi(smsCheckAuthNumber, { body: input });

/** The verification is kept by the server for the request; no cached data shows it. */
export const useCheckAuthNumber = () => useMutation({ mutationFn: checkAuthNumber });
