import { describe, expect, it } from 'vitest';
import {
  LANDING_LOAN as ENGINE_LOAN,
  landingExamples,
} from '../../../../../packages/solar/src/landing-examples';
import { LANDING_ENGINE_EXAMPLES, LANDING_LOAN } from './engine-examples';
import {
  AVERAGE_YIELD_PERCENT,
  REFERENCE_YEARLY_MANWON,
  REVENUE_EXAMPLES,
  formatManwon,
} from './revenue';

describe('landing revenue examples', () => {
  it("are the engine's forecast on its defaults (rerun generate-landing-examples.ts when this fails)", () => {
    expect(JSON.parse(JSON.stringify(LANDING_ENGINE_EXAMPLES))).toEqual(landingExamples());
    expect(LANDING_LOAN).toEqual(ENGINE_LOAN);
  });

  it('shows the reference yearly net cash and project IRR, and each card from its own forecast', () => {
    const [reference, ...cards] = landingExamples();
    expect(REFERENCE_YEARLY_MANWON).toBe(Math.round(reference!.yAvgProfitKrw / 10_000));
    expect(AVERAGE_YIELD_PERCENT).toBe(Math.round(reference!.projectIrr! * 1000) / 10);
    expect(REVENUE_EXAMPLES.map((e) => e.capacityKw)).toEqual([30, 50, 100]);
    REVENUE_EXAMPLES.forEach((example, i) => {
      expect(example.yearlyManwon).toBe(Math.round(cards[i]!.yAvgProfitKrw / 1000) / 10);
      expect(example.totalManwon).toBe(Math.round(cards[i]!.predictionProfitKrw / 10_000));
    });
    // An honest default: a project IRR well below the old 19 % claim, inside Korean practice.
    expect(AVERAGE_YIELD_PERCENT).toBeGreaterThan(6);
    expect(AVERAGE_YIELD_PERCENT).toBeLessThan(16);
  });

  it('formats 만원 amounts with 억 for large values', () => {
    expect(formatManwon(50.5)).toBe('50.5만원');
    expect(formatManwon(1_010)).toBe('1,010만원');
    expect(formatManwon(12_120)).toBe('1억 2,120만원');
    expect(formatManwon(40_000)).toBe('4억원');
    expect(formatManwon(40_400)).toBe('4억 400만원');
  });
});
