import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analysisDelete } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { addressKeys } from './keys';

export const deleteAnalysis = (id: number) => callApi(analysisDelete, { params: { id } });

/** The deleted analysis leaves the cache and the device's analysing list. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: addressKeys.analysis(id) });
      void queryClient.invalidateQueries({ queryKey: addressKeys.analyzing });
    },
  });
}
