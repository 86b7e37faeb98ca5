import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Analysis, analysisPatch, type InstallType } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import type { LoadedAnalysis } from './get-analysis';
import { analysisKeys } from './keys';

export interface PatchAnalysisInstallInput {
  id: number;
  installType: InstallType;
  area?: number;
}

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
