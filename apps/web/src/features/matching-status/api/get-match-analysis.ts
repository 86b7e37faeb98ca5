import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisGet, decodeAnalysis, type DecodedAnalysis } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The analysis behind a request, its JSON strings decoded once (GET /api/match-analysis/{id}). */
export type MatchAnalysis = DecodedAnalysis;

export const matchAnalysisQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.analysis(id),
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }): Promise<MatchAnalysis> =>
      decodeAnalysis(await callApi(analysisGet, { params: { id }, signal })),
  });

export const useMatchAnalysis = (id: number, enabled: boolean) =>
  useQuery({ ...matchAnalysisQuery(id), enabled: enabled && id > 0 });
