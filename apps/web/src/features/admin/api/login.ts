import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogin } from '@haetbit/contracts';
import { type BodyOf, callConsole } from '../../../shared/api/client';
import { adminKeys } from './keys';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminLogin>) => callConsole(adminLogin, { body }),
    onSuccess: (me) => client.setQueryData(adminKeys.me, me),
  });
}
