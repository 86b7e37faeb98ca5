import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerMe, PartnerSignupBody } from '@haetbit/contracts';
import { useConsoleMe } from '../../../shared/console/use-console-me';
import { partnerFetch } from './partner-fetch';

export const meKey = ['partner', 'me'] as const;

/** The logged-in contractor, or null when there is no session. */
export const useMe = () => useConsoleMe(meKey, () => partnerFetch<PartnerMe>('/api/partner/me'));

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; password: string }) =>
      partnerFetch<PartnerMe>('/api/partner/login', { method: 'POST', body }),
    onSuccess: (me) => {
      // Another contractor's data must not survive a login; the session itself is replaced.
      client.removeQueries({
        queryKey: ['partner'],
        predicate: (query) => query.queryKey[1] !== 'me',
      });
      client.setQueryData(meKey, me);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => partnerFetch<null>('/api/partner/logout', { method: 'POST' }),
    onSettled: () => {
      client.removeQueries({
        queryKey: ['partner'],
        predicate: (query) => query.queryKey[1] !== 'me',
      });
      client.setQueryData(meKey, null);
    },
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (body: PartnerSignupBody) =>
      partnerFetch<{ id: number; status: string }>('/api/partner/signup', {
        method: 'POST',
        body,
      }),
  });
}
