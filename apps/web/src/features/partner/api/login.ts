import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerLogin } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { allButMe, partnerKeys } from './keys';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof partnerLogin>) => callConsole(partnerLogin, { body }),
    onSuccess: (me) => {
      // Another contractor's data must not survive a login; the session itself is replaced.
      client.removeQueries(allButMe);
      client.setQueryData(partnerKeys.me, me);
    },
  });
}
