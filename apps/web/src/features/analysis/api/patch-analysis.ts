import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Analysis, analysisPatch, type PatchAnalysisInstallBody } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import type { LoadedAnalysis } from './get-analysis';
import { analysisKeys } from './keys';

/** The install form of the patch: the owner's type and area (the server derives the rest). */
export type PatchAnalysisInstallInput = Pick<
  PatchAnalysisInstallBody,
  'id' | 'installType' | 'area'
>;

/** Sets the install type (and the owner's area); the server recomputes moduleQty and systemSize. */
export const patchAnalysisInstall = (input: PatchAnalysisInstallInput) =>
  callApi(analysisPatch, { body: input });

/**
 * The answer is the whole updated analysis: it replaces the cached one, and the matching
 * screens' copy and the analysing list (which show type and size) are refreshed.
 */
export function storePatchedAnalysis(queryClient: QueryClient, analysis: Analysis) {
  queryClient.setQueryData<LoadedAnalysis>(analysisKeys.detail(analysis.id), (loaded) =>
    loaded ? { ...loaded, analysis } : loaded,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: analysisKeys.forMatch(analysis.id) }),
    queryClient.invalidateQueries({ queryKey: analysisKeys.analyzing }),
  ]);
}

export function usePatchAnalysisInstall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchAnalysisInstall,
    onSuccess: (analysis) => storePatchedAnalysis(queryClient, analysis),
  });
}
