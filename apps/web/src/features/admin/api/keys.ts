import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the operator console. Every key starts with 'admin', so a logout drops the
 * console's data at once while the session itself ('me') is replaced.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  reviews: (state: string, page: number) => ['admin', 'reviews', state, page] as const,
  unserved: ['admin', 'unserved-requests'] as const,
};

/**
 * After any operator write, every console read but the session may have changed (the match
 * detail, the lists, the audit): refresh them all.
 */
export const refreshConsoleReads = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me',
  });
