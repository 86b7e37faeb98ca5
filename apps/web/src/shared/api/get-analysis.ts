import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisGet, decodeAnalysis, type DecodedAnalysis } from '@haetbit/contracts';
import { callApi } from './client';

/**
 * One analysis (GET /api/match-analysis/{id}), one cache entry for every screen that shows it: the
 * analysis conversation and the matching screens read the same `['match-analysis', id]`, which
 * the analysis writes keep current and the recruit and delete writes refresh or drop. Its JSON
 * strings are decoded here once, the stored forecast with them.
 */
export const analysisKey = (id: number) => ['match-analysis', id] as const;

export const analysisQuery = (id: number) =>
  queryOptions({
    queryKey: analysisKey(id),
    queryFn: async ({ signal }): Promise<DecodedAnalysis> =>
      decodeAnalysis(await callApi(analysisGet, { params: { id }, signal })),
    staleTime: Infinity,
    retry: false,
  });

export const useAnalysis = (id: number, enabled = true) =>
  useQuery({ ...analysisQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
