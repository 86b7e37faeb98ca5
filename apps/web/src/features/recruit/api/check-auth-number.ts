import { apiRequest } from '../../../shared/api/client';

export const checkAuthNumber = (input: { id: number; smsAuthNumber: string }) =>
  apiRequest<{ result: true; message: string }>('/api/match-analysis/check-sms-auth-number', {
    method: 'POST',
    body: input,
  });
