import { useMutation } from '@tanstack/react-query';
import { recoverySendAuthNumber } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/** Texts a code to the phone the owner recruited with on their earlier phone. */
export const sendRecoveryCode = (phone: string) =>
  callApi(recoverySendAuthNumber, { body: { phone } });

export const useSendRecoveryCode = () => useMutation({ mutationFn: sendRecoveryCode });
