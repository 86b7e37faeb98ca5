import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  type Analysis,
  type ProfitData,
} from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import type { LoadedAnalysis } from './get-analysis';
import { analysisKeys } from './keys';

export interface Prediction {
  monthlyKwh: number[];
  profitData: ProfitData;
}

interface PredictionAnswer {
  predictionMonthlyPower: string;
  profitData: string;
}

export interface PredictProfitInput {
  analysis: Pick<Analysis, 'id' | 'area' | 'moduleQty' | 'systemSize'>;
  center: { lat: number; lng: number };
}

/** The server's forecast (PATCH /api/match-analysis/prediction), stored on the analysis. */
export const predictProfit = ({ analysis, center }: PredictProfitInput) =>
  apiRequest<PredictionAnswer>('/api/match-analysis/prediction', {
    method: 'PATCH',
    body: {
      id: analysis.id,
      lat: center.lat,
      lng: center.lng,
      azimuth: DEFAULT_AZIMUTH_DEG,
      tilt: DEFAULT_TILT_DEG,
      area: analysis.area,
      moduleQty: analysis.moduleQty,
      systemSize: analysis.systemSize,
    },
  });

const parsePrediction = (answer: PredictionAnswer): Prediction => ({
  monthlyKwh: JSON.parse(answer.predictionMonthlyPower) as number[],
  profitData: JSON.parse(answer.profitData) as ProfitData,
});

/**
 * The server stores the forecast on the analysis: the cached analysis takes it and the matching
 * screens' copy is refreshed.
 */
export function storePrediction(queryClient: QueryClient, id: number, prediction: Prediction) {
  queryClient.setQueryData<LoadedAnalysis>(analysisKeys.detail(id), (loaded) =>
    loaded
      ? {
          ...loaded,
          analysis: {
            ...loaded.analysis,
            predictionMonthlyPower: JSON.stringify(prediction.monthlyKwh),
            profitData: JSON.stringify(prediction.profitData),
          },
        }
      : loaded,
  );
  return queryClient.invalidateQueries({ queryKey: analysisKeys.forMatch(id) });
}

/** Forecast of monthly output and 20-year profit for the saved size (defaults 180°, 21°). */
export function usePredictProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PredictProfitInput) => parsePrediction(await predictProfit(input)),
    onSuccess: (prediction, { analysis }) => storePrediction(queryClient, analysis.id, prediction),
  });
}
