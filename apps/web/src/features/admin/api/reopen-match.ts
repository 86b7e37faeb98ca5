import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMatchReopen } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { refreshConsoleReads } from './keys';

/** Reopens a request that ended CP1 or CP2 as a new recruiting request. */
export function useReopenMatch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      callConsole(adminMatchReopen, { params: { id }, body }),
    onSuccess: () => refreshConsoleReads(client),
  });
}
