import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Who is signed in to a console, or null when the server answers 401 (no session). */
export function useConsoleMe<T>(queryKey: QueryKey, load: () => Promise<T>) {
  return useQuery({
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
}
