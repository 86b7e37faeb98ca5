import {
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  type Analysis,
  type ProfitData,
} from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

export interface Prediction {
  monthlyKwh: number[];
  profitData: ProfitData;
}

/** Forecast of monthly output and 20-year profit for the saved size (defaults 180°, 21°). */
export async function predictProfit(
  analysis: Pick<Analysis, 'id' | 'area' | 'moduleQty' | 'systemSize'>,
  center: { lat: number; lng: number },
): Promise<Prediction> {
  const answer = await apiRequest<{ predictionMonthlyPower: string; profitData: string }>(
    '/api/match-analysis/prediction',
    {
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
    },
  );
  return {
    monthlyKwh: JSON.parse(answer.predictionMonthlyPower) as number[],
    profitData: JSON.parse(answer.profitData) as ProfitData,
  };
}
