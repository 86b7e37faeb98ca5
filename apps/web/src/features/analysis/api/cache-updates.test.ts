import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Analysis, LandData } from '@haetbit/contracts';
import type { LoadedAnalysis } from './get-analysis';
import { analysisKeys } from './keys';
import { storePatchedAnalysis } from './patch-analysis';
import { storePrediction, type Prediction } from './predict-profit';

const analysis = {
  id: 7,
  installType: null,
  area: null,
  moduleQty: null,
  systemSize: null,
  profitData: null,
  predictionMonthlyPower: null,
} as unknown as Analysis;
const landData = {} as LandData;

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<LoadedAnalysis>(analysisKeys.detail(7), { analysis, landData });
  queryClient.setQueryData(analysisKeys.forMatch(7), { analysis });
  queryClient.setQueryData(analysisKeys.analyzing, []);
  queryClient.setQueryData(analysisKeys.detail(8), { analysis: { ...analysis, id: 8 }, landData });
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, invalidated };
}

describe('analysis cache updates', () => {
  it('replaces the cached analysis with the saved one and refreshes the lists that show it', async () => {
    const { queryClient, invalidated } = seeded();
    const saved = { ...analysis, installType: 'L', area: 120, moduleQty: 30, systemSize: 14.4 };
    await storePatchedAnalysis(queryClient, saved as Analysis);

    const loaded = queryClient.getQueryData<LoadedAnalysis>(analysisKeys.detail(7));
    expect(loaded?.analysis).toEqual(saved);
    expect(loaded?.landData).toEqual(landData);
    expect(invalidated(analysisKeys.detail(7))).toBe(false);
    expect(invalidated(analysisKeys.forMatch(7))).toBe(true);
    expect(invalidated(analysisKeys.analyzing)).toBe(true);
    expect(invalidated(analysisKeys.detail(8))).toBe(false);
  });

  it('stores the forecast on the cached analysis and refreshes only its matching copy', async () => {
    const { queryClient, invalidated } = seeded();
    const prediction = { monthlyKwh: [1, 2], profitData: { years: 20 } } as unknown as Prediction;
    await storePrediction(queryClient, 7, prediction);

    const loaded = queryClient.getQueryData<LoadedAnalysis>(analysisKeys.detail(7));
    expect(loaded?.analysis.predictionMonthlyPower).toBe('[1,2]');
    expect(loaded?.analysis.profitData).toBe('{"years":20}');
    expect(invalidated(analysisKeys.forMatch(7))).toBe(true);
    expect(invalidated(analysisKeys.analyzing)).toBe(false);
    expect(invalidated(analysisKeys.detail(8))).toBe(false);
  });
});
