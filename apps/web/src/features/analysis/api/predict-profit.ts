import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  analysisPredict,
  type DecodedAnalysis,
  type DecodedPrediction,
  decodePrediction,
  type SelfConsumptionBody,
} from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { analysisKeys } from './keys';

export type Prediction = DecodedPrediction;

/**
 * What the owner decides for a forecast: nothing more than which analysis, unless a roof owner
 * gives their own use (상계거래). Position, size and station are the stored analysis's.
 */
export interface PredictProfitInput {
  id: number;
  /** A roof owner's own use (상계거래): the forecast adds 직접 쓰기 beside selling. */
  selfConsumption?: SelfConsumptionBody;
}

/** The server's forecast (PATCH /api/match-analysis/prediction), stored with the analysis. */
export const predictProfit = ({ id, selfConsumption }: PredictProfitInput) =>
  callApi(analysisPredict, { body: { id, ...(selfConsumption ? { selfConsumption } : {}) } });

/**
 * The server stores the forecast with the analysis: the cached analysis takes it as decoded (a
 * revisit shows it without asking again).
 */
export function storePrediction(queryClient: QueryClient, id: number, prediction: Prediction) {
  queryClient.setQueryData<DecodedAnalysis>(analysisKeys.detail(id), (loaded) =>
    loaded ? { ...loaded, prediction } : loaded,
  );
}

/** Forecast of monthly output and 20-year profit for the saved size (the stored 180°, 21°). */
export function usePredictProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PredictProfitInput) => decodePrediction(await predictProfit(input)),
    onSuccess: (prediction, { id }) => storePrediction(queryClient, id, prediction),
  });
}
