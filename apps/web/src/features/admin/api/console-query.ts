import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshConsoleReads } from './keys';

/** A read of the console, cached under 'admin' so that every write refreshes it. */
export function useAdminQuery<T>(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: ['admin', ...key],
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
  });
}

/** A console write (a call of a declared route) that refreshes the console's reads afterwards. */
export function useAdminWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshConsoleReads(client) });
}
