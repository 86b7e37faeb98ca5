import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the moderation and rescue screens, under the console's `admin` prefix. */
export const moderationKeys = {
  reviews: (state: string, page: number) => ['admin', 'reviews', state, page] as const,
  unserved: ['admin', 'unserved-requests'] as const,
};

/**
 * After a decision or a rescue, every console read but the session may have changed (the match
 * detail, the lists, the audit): refresh them all, as the console's other writes do.
 */
export const refreshConsoleReads = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me',
  });
