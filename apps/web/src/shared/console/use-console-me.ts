import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { noteSessionEnded, onConsoleSessionExpired } from './session-expiry';

/**
 * Who is signed in to a console, or null when the server answers 401 (no session). When any
 * console call meets an ended session, the answer turns null, so the console shows its login at
 * the same address (and the page the user was on after signing in again), saying why.
 */
export function useConsoleMe<T>(queryKey: QueryKey, load: () => Promise<T>) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await load();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    retry: false,
  });
  const signedIn = query.data !== null && query.data !== undefined;
  useEffect(() => {
    if (!signedIn) return;
    noteSessionEnded(false);
    return onConsoleSessionExpired(() => {
      noteSessionEnded(true);
      queryClient.setQueryData(queryKey, null);
    });
    // The key is a module constant of each console, so listing it never re-subscribes.
  }, [signedIn, queryClient, queryKey]);
  return query;
}
