import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from './keys';

/**
 * A write that moves a request on. Whether it worked or not, the request's detail (with its
 * lists), the status list and the home are read again, so no screen keeps a stale status.
 */
export function useMatchTransition<TBody, TAnswer>(
  write: (body: TBody) => Promise<TAnswer>,
  matchReqIdOf: (body: TBody) => number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: (_answer, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchReqIdOf(body)) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.list }),
        queryClient.invalidateQueries({ queryKey: matchKeys.homeInProgress }),
      ]),
  });
}
