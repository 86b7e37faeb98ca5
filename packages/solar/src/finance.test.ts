import { describe, expect, it } from 'vitest';
import { irr, npv, recWeightFor, recWeightKey, runFinance } from './finance.js';

describe('REC weight by install type and size (spec section 9)', () => {
  it('maps land below 100 kW to land1, 100-3000 kW to land2 and above to land3', () => {
    expect(recWeightKey('L', 99.84)).toBe('land1');
    expect(recWeightKey('L', 100)).toBe('land2');
    expect(recWeightKey('L', 3000)).toBe('land2');
    expect(recWeightKey('L', 3000.48)).toBe('land3');
  });

  it("gives forest land the 'land' weight at any size and rooftops roof1 up to 3000 kW", () => {
    expect(recWeightKey('L', 50, true)).toBe('land');
    expect(recWeightKey('R', 3000)).toBe('roof1');
    expect(recWeightKey('R', 3000.48)).toBe('roof2');
    expect(recWeightFor('R', 99)).toBe(1.5);
    expect(recWeightFor('L', 99, false, { land1: 1.1 })).toBe(1.1);
  });
});

describe('NPV and IRR', () => {
  it('solves a two-year annuity exactly', () => {
    const r = irr([-100, 60, 60])!;
    expect(npv(r, [-100, 60, 60])).toBeCloseTo(0, 6);
    expect(r).toBeCloseTo(0.1306624, 6);
  });

  it('returns null when the flows never change sign', () => {
    expect(irr([100, 10, 10])).toBeNull();
  });
});

describe('20-year finance', () => {
  const base = { systemSizeKw: 100, installType: 'L' as const, firstYearKwh: 130_000 };

  it('uses the spec defaults: 110 만원/kW ground cost, 70 % loan at 3.2 % over 20 years', () => {
    const f = runFinance(base);
    expect(f.projectCostKrw).toBe(110_000_000);
    expect(f.loanKrw).toBe(77_000_000);
    expect(f.equityKrw).toBe(33_000_000);
    const i = 0.032;
    expect(f.annualLoanPaymentKrw).toBe(Math.round((77_000_000 * i) / (1 - (1 + i) ** -20)));
    expect(f.recWeight).toBe(1.0);
    expect(f.parameters).toMatchObject({
      loanTermYears: 20,
      depreciationYears: 10,
      corporateTaxPct: 1,
      moduleLossPct: 1,
      priceIncreasePct: 1,
      otherCostsManwonPerYear: 0,
      constructionCostManwonPerKw: 100,
    });
  });

  it('charges rooftops 130 만원/kW', () => {
    expect(runFinance({ ...base, installType: 'R' }).projectCostKrw).toBe(130_000_000);
  });

  it('computes revenue from SMP plus REC / 1000 x weight with price increase and module loss', () => {
    const f = runFinance({
      ...base,
      smpPriceKrwPerKwh: 120,
      recPriceKrwPerRec: 70_000,
      recWeight: 1.2,
    });
    expect(f.years[0]!.revenueKrw).toBe(Math.round(130_000 * (120 + 70 * 1.2)));
    expect(f.years[1]!.revenueKrw).toBe(Math.round(130_000 * 0.99 * (120 + 70 * 1.2) * 1.01));
    expect(f.years[19]!.energyKwh).toBe(Math.round(130_000 * 0.99 ** 19));
  });

  it('pays the loan off in 20 equal payments and depreciates over 10 years', () => {
    const f = runFinance(base);
    const principal = f.years.reduce((s, y) => s + y.loanPrincipalKrw, 0);
    expect(Math.abs(principal - f.loanKrw)).toBeLessThanOrEqual(20);
    f.years.forEach((y) => {
      expect(
        Math.abs(y.loanPrincipalKrw + y.loanInterestKrw - f.annualLoanPaymentKrw),
      ).toBeLessThanOrEqual(1);
    });
    expect(f.years[9]!.depreciationKrw).toBe(10_000_000);
    expect(f.years[10]!.depreciationKrw).toBe(0);
  });

  it('reports 21 cumulative points from -equity and totals that add up', () => {
    const f = runFinance(base);
    expect(f.profitChartKrw).toHaveLength(21);
    expect(f.profitChartKrw[0]).toBe(-f.equityKrw);
    const total = f.years.reduce((s, y) => s + y.profitKrw, 0);
    expect(f.predictionProfitKrw).toBe(total);
    expect(f.profitChartKrw[20]).toBe(total - f.equityKrw);
    expect(f.mAvgProfitKrw).toBe(Math.round(total / 240));
    expect(f.yAvgProfitKrw).toBe(Math.round(total / 20));
    expect(f.paybackYear).toBe(f.profitChartKrw.findIndex((v) => v >= 0));
    for (const v of [...f.profitChartKrw, f.npvKrw, f.lcoeKrwPerKwh])
      expect(Number.isInteger(v)).toBe(true);
  });

  it('taxes 1 % of positive taxable income only', () => {
    const f = runFinance(base);
    const y = f.years[0]!;
    const taxable = y.revenueKrw - y.loanInterestKrw - y.depreciationKrw;
    expect(Math.abs(y.taxKrw - 0.01 * taxable)).toBeLessThanOrEqual(1);
    const poor = runFinance({ ...base, firstYearKwh: 100 });
    expect(poor.years.every((row) => row.taxKrw === 0)).toBe(true);
    expect(poor.paybackYear).toBeNull();
  });

  it('computes LCOE as discounted cost over discounted energy', () => {
    const f = runFinance({ ...base, discountRatePct: 0, moduleLossPct: 0 });
    expect(f.lcoeKrwPerKwh).toBe(Math.round(110_000_000 / (130_000 * 20)));
  });
});
