import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Analysis, DecodedAnalysis, LandData } from '@haetbit/contracts';
import { analysisKeys } from './keys';
import { storePatchedAnalysis } from './patch-analysis';
import { storePrediction, type Prediction } from './predict-profit';

const analysis = {
  id: 7,
  installType: null,
  area: null,
  moduleQty: null,
  systemSize: null,
} as unknown as DecodedAnalysis['analysis'];
const landData = {} as LandData;
const prediction = { monthlyKwh: [1, 2], profitData: { years: 20 } } as unknown as Prediction;

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<DecodedAnalysis>(analysisKeys.detail(7), {
    analysis,
    landData,
    prediction,
  });
  queryClient.setQueryData(analysisKeys.analyzing, []);
  queryClient.setQueryData<DecodedAnalysis>(analysisKeys.detail(8), {
    analysis: { ...analysis, id: 8 },
    landData,
    prediction: null,
  });
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, invalidated };
}

describe('analysis cache updates', () => {
  it('replaces the cached analysis with the saved one and refreshes the list that shows it', async () => {
    const { queryClient, invalidated } = seeded();
    const saved = {
      ...analysis,
      installType: 'L',
      area: 120,
      moduleQty: 30,
      systemSize: 14.4,
      landData: '{"unread":true}',
      profitData: null,
      predictionMonthlyPower: null,
    };
    await storePatchedAnalysis(queryClient, saved as Analysis);

    const loaded = queryClient.getQueryData<DecodedAnalysis>(analysisKeys.detail(7));
    expect(loaded).toEqual({
      analysis: { ...analysis, installType: 'L', area: 120, moduleQty: 30, systemSize: 14.4 },
      landData,
      // A new size discards the forecast, as the server did.
      prediction: null,
    });
    expect(invalidated(analysisKeys.detail(7))).toBe(false);
    expect(invalidated(analysisKeys.analyzing)).toBe(true);
    expect(invalidated(analysisKeys.detail(8))).toBe(false);
  });

  it('stores the forecast, as decoded, on the one cached analysis and refreshes nothing else', () => {
    const { queryClient, invalidated } = seeded();
    const next = { monthlyKwh: [3, 4], profitData: { years: 21 } } as unknown as Prediction;
    storePrediction(queryClient, 8, next);

    expect(queryClient.getQueryData<DecodedAnalysis>(analysisKeys.detail(8))?.prediction).toBe(
      next,
    );
    expect(queryClient.getQueryData<DecodedAnalysis>(analysisKeys.detail(7))?.prediction).toBe(
      prediction,
    );
    expect(invalidated(analysisKeys.detail(8))).toBe(false);
    expect(invalidated(analysisKeys.analyzing)).toBe(false);
  });
});
