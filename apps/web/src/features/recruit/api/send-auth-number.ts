import { useMutation } from '@tanstack/react-query';
import { smsSendAuthNumber } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/** Sends the 6-digit code by SMS; it is valid for 5 minutes. */
export const sendAuthNumber = (input: { id: number; phone: string; name: string }) =>
  callApi(smsSendAuthNumber, { body: input });

/** Nothing the app caches holds the code, so nothing is refreshed. */
export const useSendAuthNumber = () => useMutation({ mutationFn: sendAuthNumber });
