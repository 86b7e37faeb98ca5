import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analysis, LandData } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { analysisKeys } from './keys';

/** The analysis with its land data parsed once (the API sends JSON blobs as strings). */
export interface LoadedAnalysis {
  analysis: Analysis;
  landData: LandData;
}

/** One analysis (GET /api/match-analysis/{id}); the writes below keep it current. */
export const analysisQuery = (id: number) =>
  queryOptions({
    queryKey: analysisKeys.detail(id),
    queryFn: async ({ signal }): Promise<LoadedAnalysis> => {
      const analysis = await apiRequest<Analysis>(`/api/match-analysis/${id}`, { signal });
      return { analysis, landData: JSON.parse(analysis.landData) as LandData };
    },
    staleTime: Infinity,
    retry: false,
  });

export const useAnalysis = (id: number) =>
  useQuery({ ...analysisQuery(id), enabled: Number.isInteger(id) && id > 0 });
