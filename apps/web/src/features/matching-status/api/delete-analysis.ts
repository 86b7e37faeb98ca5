import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analysisDelete } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** An analysis that cannot go on is deleted from the list (DELETE /api/match-analysis/{id}). */
export const deleteAnalysis = (id: number) => callApi(analysisDelete, { params: { id } });

/** The deleted analysis leaves the analysing list and the cache of its screen. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['match-analysis', id] });
      // Not awaited: the caller's own success (the 'deleted' popup) comes before the list drops it.
      void queryClient.invalidateQueries({ queryKey: matchKeys.analyzing });
    },
  });
}
