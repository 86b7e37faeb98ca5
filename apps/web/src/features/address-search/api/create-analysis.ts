import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { addressKeys } from './keys';

export interface CreateAnalysisInput {
  pnu: string;
  address: string;
  roadAddress: string | null;
  deviceId: string;
}

/** Starts an analysis; the server gathers the land data itself. */
export const createAnalysis = (input: CreateAnalysisInput) =>
  apiRequest<{ id: number }>('/api/match-analysis', { method: 'POST', body: input });

/** The new analysis joins the device's analysing list. */
export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysis,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: addressKeys.analyzing });
    },
  });
}
