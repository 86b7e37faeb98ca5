import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogout } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { adminKeys } from './keys';

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callConsole(adminLogout),
    onSuccess: () => {
      client.removeQueries({ queryKey: adminKeys.all });
      client.setQueryData(adminKeys.me, null);
    },
  });
}
