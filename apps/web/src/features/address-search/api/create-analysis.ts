import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analysisCreate } from '@haetbit/contracts';
import { callApi, type BodyOf } from '../../../shared/api/client';
import { addressKeys } from './keys';

export type CreateAnalysisInput = BodyOf<typeof analysisCreate>;

/** Starts an analysis; the server gathers the land data itself. */
export const createAnalysis = (input: CreateAnalysisInput) =>
  callApi(analysisCreate, { body: input });

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
