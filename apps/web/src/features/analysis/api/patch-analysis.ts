import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type Analysis,
  analysisFacts,
  analysisPatch,
  type DecodedAnalysis,
  type PatchAnalysisInstallBody,
  storedPrediction,
} from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { analysisKeys } from './keys';

/**
 * The owner's choices on the analysis: the install type and the owner's area (the server derives
 * the rest). A later choice of the owner's joins this one form, beside the type and area.
 */
export type PatchAnalysisInstallInput = Pick<
  PatchAnalysisInstallBody,
  'id' | 'installType' | 'area'
>;

/** Sets the install type (and the owner's area); the server recomputes moduleQty and systemSize. */
export const patchAnalysisInstall = (input: PatchAnalysisInstallInput) =>
  callApi(analysisPatch, { body: input });

/**
 * The answer is the whole updated analysis: it replaces the cached one's fields and forecast (a
 * new size discards the forecast; the land data stays as decoded), and the analysing list (which
 * shows type and size) is refreshed.
 */
export function storePatchedAnalysis(queryClient: QueryClient, analysis: Analysis) {
  queryClient.setQueryData<DecodedAnalysis>(analysisKeys.detail(analysis.id), (loaded) =>
    loaded
      ? { ...loaded, analysis: analysisFacts(analysis), prediction: storedPrediction(analysis) }
      : loaded,
  );
  return queryClient.invalidateQueries({ queryKey: analysisKeys.analyzing });
}

export function usePatchAnalysisInstall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchAnalysisInstall,
    onSuccess: (analysis) => storePatchedAnalysis(queryClient, analysis),
  });
}
