import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerProfile, PartnerProfileBody } from '@haetbit/contracts';
import { partnerFetch, partnerUpload } from './partner-fetch';

const profileKey = ['partner', 'profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: () => partnerFetch<PartnerProfile>('/api/partner/profile'),
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerProfileBody) =>
      partnerFetch<PartnerProfile>('/api/partner/profile', { method: 'PUT', body }),
    onSuccess: (profile) => {
      client.setQueryData(profileKey, profile);
      // The regions decide the leads board, and the profile whether the contractor may apply.
      return client.invalidateQueries({
        queryKey: ['partner'],
        predicate: (query) => query.queryKey[1] !== 'profile',
      });
    },
  });
}

export function useLogoUpload(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      partnerUpload<{ comLogoFileId: string }>('/api/partner/profile/logo', file, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}
