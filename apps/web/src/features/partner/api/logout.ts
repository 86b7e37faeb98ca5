import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerLogout } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { allButMe, partnerKeys } from './keys';

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callConsole(partnerLogout),
    onSettled: () => {
      client.removeQueries(allButMe);
      client.setQueryData(partnerKeys.me, null);
    },
  });
}
