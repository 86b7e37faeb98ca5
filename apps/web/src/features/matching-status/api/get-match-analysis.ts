import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analysis, LandData, ProfitData } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The analysis behind a request, its JSON strings parsed once (GET /api/match-analysis/{id}). */
export interface MatchAnalysis {
  analysis: Analysis;
  landData: LandData;
  profitData: ProfitData | null;
  monthlyKwh: number[] | null;
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const matchAnalysisQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.analysis(id),
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }): Promise<MatchAnalysis> => {
      const analysis = await apiRequest<Analysis>(`/api/match-analysis/${id}`, { signal });
      return {
        analysis,
        landData: JSON.parse(analysis.landData) as LandData,
        profitData: parse<ProfitData>(analysis.profitData),
        monthlyKwh: parse<number[]>(analysis.predictionMonthlyPower),
      };
    },
  });

export const useMatchAnalysis = (id: number, enabled: boolean) =>
  useQuery({ ...matchAnalysisQuery(id), enabled: enabled && id > 0 });
