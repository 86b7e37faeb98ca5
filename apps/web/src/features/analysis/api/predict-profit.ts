import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type Analysis,
  analysisPredict,
  type DecodedPrediction,
  decodePrediction,
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  encodePrediction,
  type SelfConsumptionBody,
} from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import type { LoadedAnalysis } from './get-analysis';
import { analysisKeys } from './keys';

export type Prediction = DecodedPrediction;

export interface PredictProfitInput {
  analysis: Pick<Analysis, 'id' | 'area' | 'moduleQty' | 'systemSize'>;
  center: { lat: number; lng: number };
  /** A roof owner's own use (상계거래): the forecast adds 직접 쓰기 beside selling. */
  selfConsumption?: SelfConsumptionBody;
}

/** The server's forecast (PATCH /api/match-analysis/prediction), stored on the analysis. */
export function predictProfit({ analysis, center, selfConsumption }: PredictProfitInput) {
  const { id, area, moduleQty, systemSize } = analysis;
  // The screen offers the forecast only once the install type and area are saved.
  if (area === null || moduleQty === null || systemSize === null) {
    return Promise.reject(new Error('the analysis has no size yet'));
  }
  const body = { id, lat: center.lat, lng: center.lng, area, moduleQty, systemSize };
  return callApi(analysisPredict, {
    body: {
      ...body,
      azimuth: DEFAULT_AZIMUTH_DEG,
      tilt: DEFAULT_TILT_DEG,
      ...(selfConsumption ? { selfConsumption } : {}),
    },
  });
}

/**
 * The server stores the forecast on the analysis: the cached analysis takes it and the matching
 * screens' copy is refreshed.
 */
export function storePrediction(queryClient: QueryClient, id: number, prediction: Prediction) {
  queryClient.setQueryData<LoadedAnalysis>(analysisKeys.detail(id), (loaded) =>
    loaded
      ? {
          ...loaded,
          analysis: { ...loaded.analysis, ...encodePrediction(prediction) },
        }
      : loaded,
  );
  return queryClient.invalidateQueries({ queryKey: analysisKeys.forMatch(id) });
}

/** Forecast of monthly output and 20-year profit for the saved size (defaults 180°, 21°). */
export function usePredictProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PredictProfitInput) => decodePrediction(await predictProfit(input)),
    onSuccess: (prediction, { analysis }) => storePrediction(queryClient, analysis.id, prediction),
  });
}
