import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisGet, decodeAnalysis, type DecodedAnalysis } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { analysisKeys } from './keys';

/** The analysis with its land data decoded once (the API sends JSON blobs as strings). */
export type LoadedAnalysis = Pick<DecodedAnalysis, 'analysis' | 'landData'>;

/** One analysis (GET /api/match-analysis/{id}); the writes below keep it current. */
export const analysisQuery = (id: number) =>
  queryOptions({
    queryKey: analysisKeys.detail(id),
    queryFn: async ({ signal }): Promise<LoadedAnalysis> => {
      const { analysis, landData } = decodeAnalysis(
        await callApi(analysisGet, { params: { id }, signal }),
      );
      return { analysis, landData };
    },
    staleTime: Infinity,
    retry: false,
  });

export const useAnalysis = (id: number) =>
  useQuery({ ...analysisQuery(id), enabled: Number.isInteger(id) && id > 0 });
