import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerProfileUpdate, type PartnerProfileBody } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerProfileBody) => callConsole(partnerProfileUpdate, { body }),
    onSuccess: (profile) => {
      client.setQueryData(partnerKeys.profile, profile);
      // The regions decide the leads board, and the profile whether the contractor may apply.
      return client.invalidateQueries({
        queryKey: partnerKeys.all,
        predicate: (query) => query.queryKey[1] !== 'profile',
      });
    },
  });
}
