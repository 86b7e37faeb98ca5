import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export const checkAuthNumber = (input: { id: number; smsAuthNumber: string }) =>
  apiRequest<{ result: true; message: string }>('/api/match-analysis/check-sms-auth-number', {
    method: 'POST',
    body: input,
  });

/** The verification is kept by the server for the request; no cached data shows it. */
export const useCheckAuthNumber = () => useMutation({ mutationFn: checkAuthNumber });
