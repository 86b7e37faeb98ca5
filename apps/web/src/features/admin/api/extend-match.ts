import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMatchExtend } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { refreshConsoleReads } from './keys';

/** Extends the open period (CRG or PSB) the operator sees by some days, with a reason. */
export function useExtendMatch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { days: number; reason: string; currentEndDate: string }) =>
      callConsole(adminMatchExtend, { params: { id }, body }),
    onSuccess: () => refreshConsoleReads(client),
  });
}
