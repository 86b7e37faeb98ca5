import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analysisDelete } from '@haetbit/contracts';
import { callApi } from './client';

/**
 * An analysis that cannot go on is deleted (DELETE /api/match-analysis/{id}), from the address
 * check and from the matching list alike; both read the shared `['match-analysis', …]` keys.
 */
export const deleteAnalysis = (id: number) => callApi(analysisDelete, { params: { id } });

/** The deleted analysis leaves the cache of its screens and the device's analysing list. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['match-analysis', id] });
      // Not awaited: the caller's own success (the 'deleted' popup) comes before the list drops it.
      void queryClient.invalidateQueries({ queryKey: ['match-analysis', 'analyzing'] });
    },
  });
}
