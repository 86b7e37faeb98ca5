import { describe, expect, it } from 'vitest';
import { forecast } from './forecast.js';
import { LANDING_EXAMPLE_CASE } from './landing-case.js';
import { LANDING_LOAN, landingExamples } from './landing-examples.js';

describe('the landing page examples (issue 32)', () => {
  const examples = landingExamples();

  it('computes the rooftop example for a roof, at the building REC weight 1.5 for every size', () => {
    expect(LANDING_EXAMPLE_CASE.installType).toBe('R');
    for (const e of examples) expect(e.recWeight).toBe(LANDING_EXAMPLE_CASE.recWeight);
    // The reference size is a card of its own: one forecast, one figure.
    const reference = examples[0]!;
    expect(examples.slice(1).find((e) => e.capacityKw === reference.capacityKw)).toEqual(reference);
  });

  it('states the equity the loan leaves, and each 20-year figure net of it', () => {
    expect(LANDING_LOAN.equityPct).toBe(100 - LANDING_LOAN.sharePct);
    for (const e of examples) {
      const f = forecast({
        installType: LANDING_EXAMPLE_CASE.installType,
        systemSize: e.capacityKw,
        stationId: LANDING_EXAMPLE_CASE.stationId,
      });
      expect(e.predictionProfitKrw).toBe(f.profitData.profitChart.at(-1));
      expect(e.equityKrw).toBe(f.finance.equityKrw);
      expect(e.equityKrw / f.finance.projectCostKrw).toBeCloseTo(LANDING_LOAN.equityPct / 100, 6);
      expect(e.paysBack).toBe(f.headline.paysBack);
    }
  });

  it('gives whole 만원 for every amount the page prints after 약', () => {
    for (const e of examples) {
      for (const v of [e.yAvgProfitManwon, e.mAvgProfitManwon, e.predictionProfitManwon]) {
        expect(Number.isInteger(v)).toBe(true);
      }
      expect(e.yAvgProfitManwon).toBe(Math.round(e.yAvgProfitKrw / 10_000));
    }
  });
});
