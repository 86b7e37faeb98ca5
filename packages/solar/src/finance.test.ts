import { describe, expect, it } from 'vitest';
import {
  irr,
  koreanCorporateTaxKrw,
  npv,
  operatingCostLines,
  recWeightFor,
  recWeightKey,
  runFinance,
} from './finance.js';

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

describe('Korean corporate tax', () => {
  it('charges 9 % up to 2억 and 19 % above, each plus 10 % local income tax', () => {
    expect(koreanCorporateTaxKrw(-5)).toBe(0);
    expect(koreanCorporateTaxKrw(100_000_000)).toBeCloseTo(9_900_000, 3);
    expect(koreanCorporateTaxKrw(300_000_000)).toBeCloseTo(
      (200_000_000 * 0.09 + 100_000_000 * 0.19) * 1.1,
      3,
    );
  });
});

describe('operating costs', () => {
  it('adds the safety manager above 20 kW, by 250 kW band, and land lease only on leased land', () => {
    const small = operatingCostLines({ systemSizeKw: 15, installType: 'R', projectCostKrw: 1e7 });
    expect(small.map((l) => l.name)).toEqual(['maintenance', 'monitoring', 'insurance']);
    const big = operatingCostLines({
      systemSizeKw: 600,
      installType: 'L',
      projectCostKrw: 7.8e8,
      leasedLand: true,
    });
    expect(big.find((l) => l.name === 'safetyManagement')!.firstYearKrw).toBe(1_600_000);
    expect(big.find((l) => l.name === 'insurance')!.firstYearKrw).toBe(3_900_000);
    expect(big.find((l) => l.name === 'landLease')!.firstYearKrw).toBe(12_000_000);
    expect(big.find((l) => l.name === 'maintenance')!.firstYearKrw).toBe(6_000_000);
  });
});

describe('20-year finance', () => {
  const base = { systemSizeKw: 100, installType: 'L' as const, firstYearKwh: 130_000 };

  it('uses the sourced defaults: 130 만원/kW from 100 kW on land, 70 % loan at 4.5 % over 10 years', () => {
    const f = runFinance(base);
    expect(f.projectCostKrw).toBe(130_000_000);
    expect(f.loanKrw).toBe(91_000_000);
    expect(f.equityKrw).toBe(39_000_000);
    const i = 0.045;
    expect(f.annualLoanPaymentKrw).toBe(Math.round((91_000_000 * i) / (1 - (1 + i) ** -10)));
    expect(f.recWeight).toBe(1.0);
    expect(f.parameters).toMatchObject({
      loanTermYears: 10,
      depreciationYears: 20,
      corporateTaxPct: null,
      moduleLossPct: 0.6,
      degradationFirstYearPct: 1,
      smpEscalationPct: 0,
      recEscalationPct: 0,
      constructionCostManwonPerKw: 130,
    });
    expect(runFinance({ ...base, systemSizeKw: 99 }).projectCostKrw).toBe(148_500_000);
  });

  it('charges rooftops 130 만원/kW', () => {
    expect(runFinance({ ...base, installType: 'R' }).projectCostKrw).toBe(130_000_000);
  });

  it('sells curtailed, degraded energy at SMP plus REC / 1000 x weight, each with its escalation', () => {
    const f = runFinance({
      ...base,
      priceScenario: 'spot',
      smpPriceKrwPerKwh: 120,
      recPriceKrwPerRec: 70_000,
      recWeight: 1.2,
      smpEscalationPct: 1,
      recEscalationPct: -2,
      curtailmentPct: 4,
    });
    const e1 = 130_000 * 0.96 * 0.99;
    expect(f.years[0]!.energyKwh).toBe(Math.round(e1));
    expect(f.years[0]!.revenueKrw).toBe(Math.round(e1 * (120 + 70 * 1.2)));
    expect(f.years[1]!.revenueKrw).toBe(Math.round(e1 * 0.994 * (120 * 1.01 + 70 * 1.2 * 0.98)));
    expect(f.years[19]!.energyKwh).toBe(Math.round(e1 * 0.994 ** 19));
  });

  it('prices the fixed contract flat: contract + (contract - base SMP) x (weight - 1)', () => {
    const f = runFinance({ ...base, recWeight: 1.2, priceScenario: 'fixed' });
    const price = 155.269 + (155.269 - 85.9) * 0.2;
    expect(f.years[0]!.smpKrwPerKwh + f.years[0]!.recKrwPerKwh).toBeCloseTo(price, 1);
    expect(f.years[19]!.smpKrwPerKwh + f.years[19]!.recKrwPerKwh).toBeCloseTo(price, 1);
  });

  it('escalates every operating-cost line and pays the inverter in year 12', () => {
    const f = runFinance(base);
    expect(f.operatingCosts.every((l) => l.firstYearKrw > 0 && l.escalationPct === 2)).toBe(true);
    const first = f.operatingCosts.reduce((s, l) => s + l.firstYearKrw, 0);
    expect(f.years[0]!.otherCostKrw).toBe(first);
    expect(Math.abs(f.years[1]!.otherCostKrw - first * 1.02)).toBeLessThanOrEqual(1);
    expect(f.oneOffCosts).toEqual([
      { name: 'inverterReplacement', year: 12, costKrw: Math.round(12e6 * 1.02 ** 11) },
    ]);
    expect(f.years[11]!.otherCostKrw - first * 1.02 ** 11).toBeGreaterThan(12e6);
  });

  it('pays the loan off in equal payments and depreciates the whole cost over 20 years', () => {
    const f = runFinance(base);
    const principal = f.years.reduce((s, y) => s + y.loanPrincipalKrw, 0);
    expect(Math.abs(principal - f.loanKrw)).toBeLessThanOrEqual(20);
    f.years.slice(0, 10).forEach((y) => {
      expect(
        Math.abs(y.loanPrincipalKrw + y.loanInterestKrw - f.annualLoanPaymentKrw),
      ).toBeLessThanOrEqual(1);
    });
    expect(f.years[10]!.loanPrincipalKrw).toBe(0);
    expect(f.years[19]!.depreciationKrw).toBe(6_500_000);
  });

  it('reports 21 cumulative points from -equity and totals that add up', () => {
    const f = runFinance(base);
    expect(f.profitChartKrw).toHaveLength(21);
    expect(f.profitChartKrw[0]).toBe(-f.equityKrw);
    const total = f.years.reduce((s, y) => s + y.profitKrw, 0);
    expect(f.totalCashKrw).toBe(total);
    expect(f.profitChartKrw[20]).toBe(total - f.equityKrw);
    // One definition of the 20-year figure: net of the owner's own cash, the chart's last point.
    expect(f.predictionProfitKrw).toBe(f.profitChartKrw[20]);
    expect(f.paysBack).toBe(f.paybackYear !== null);
    expect(f.mAvgProfitKrw).toBe(Math.round(total / 240));
    expect(f.yAvgProfitKrw).toBe(Math.round(total / 20));
    expect(f.paybackYear).toBe(f.profitChartKrw.findIndex((v) => v >= 0));
    for (const v of [...f.profitChartKrw, f.npvKrw, f.lcoeKrwPerKwh])
      expect(Number.isInteger(v)).toBe(true);
  });

  it('computes project flows without the loan: IRR, payback and NPV at the discount rate', () => {
    const f = runFinance(base);
    const flows = [-f.projectCostKrw, ...f.years.map((y) => y.projectCashKrw)];
    expect(npv(f.projectIrr!, flows)).toBeCloseTo(0, -2);
    expect(f.npvKrw).toBe(Math.round(npv(0.05, flows)));
    let c = -f.projectCostKrw;
    const payback = f.years.find((y) => (c += y.projectCashKrw) >= 0)!.year;
    expect(f.projectPaybackYear).toBe(payback);
    const cash = runFinance({ ...base, firstLoanRatePct: 0 });
    expect(cash.irr).toBeCloseTo(cash.projectIrr!, 6);
    expect(cash.minDscr).toBeNull();
  });

  it('reports the smallest debt service cover over the loan years', () => {
    const f = runFinance(base);
    const covers = f.years
      .filter((y) => y.loanInterestKrw + y.loanPrincipalKrw > 0)
      .map(
        (y) =>
          (y.revenueKrw - y.otherCostKrw - y.taxKrw) / (y.loanInterestKrw + y.loanPrincipalKrw),
      );
    expect(f.minDscr).toBeCloseTo(Math.min(...covers), 1);
  });

  it("carries a loss forward: a year of loss lowers the next years' tax", () => {
    const flat = runFinance({
      ...base,
      priceScenario: 'spot',
      corporateTaxPct: 10,
      firstYearKwh: 60_000,
    });
    const y = flat.years;
    const taxable = (r: (typeof y)[number]) =>
      r.revenueKrw - r.otherCostKrw - r.loanInterestKrw - r.depreciationKrw;
    expect(taxable(y[0]!)).toBeLessThan(0);
    expect(y[0]!.taxKrw).toBe(0);
    const later = y.findIndex((r) => taxable(r) > 0);
    expect(later).toBeGreaterThan(0);
    expect(y[later]!.taxKrw).toBeLessThan(Math.round(0.1 * taxable(y[later]!)));
    const poor = runFinance({ ...base, firstYearKwh: 100 });
    expect(poor.years.every((row) => row.taxKrw === 0)).toBe(true);
    expect(poor.paybackYear).toBeNull();
    expect(poor.paysBack).toBe(false);
    expect(poor.predictionProfitKrw).toBeLessThan(0);
  });

  it('lowers the project IRR when the cost goes up and raises it with the price', () => {
    const a = runFinance(base).projectIrr!;
    expect(runFinance({ ...base, projectCostManwonPerKw: 160 }).projectIrr!).toBeLessThan(a);
    expect(runFinance({ ...base, fixedContractKrwPerMwh: 170_000 }).projectIrr!).toBeGreaterThan(a);
    const spot = runFinance({ ...base, priceScenario: 'spot' }).projectIrr!;
    expect(
      runFinance({ ...base, priceScenario: 'spot', smpPriceKrwPerKwh: 140 }).projectIrr!,
    ).toBeGreaterThan(spot);
  });

  it('computes LCOE as discounted cost over discounted energy', () => {
    const f = runFinance({ ...base, discountRatePct: 0, moduleLossPct: 0 });
    const opex = f.years.reduce((s, y) => s + y.otherCostKrw, 0);
    const energy = f.years.reduce((s, y) => s + y.energyKwh, 0);
    expect(Math.abs(f.lcoeKrwPerKwh - (130_000_000 + opex) / energy)).toBeLessThanOrEqual(0.6);
  });
});

describe('2026 prices, curtailment revenue and horizons', () => {
  const base = { systemSizeKw: 99, installType: 'L' as const, firstYearKwh: 130_000 };

  it('leads with the fixed contract by default', () => {
    expect(runFinance(base).priceScenario).toBe('fixed');
  });

  it('removes the SMP part of the energy sold at a zero or negative price, in both scenarios', () => {
    const spot = { ...base, priceScenario: 'spot' as const, smpPriceKrwPerKwh: 100 };
    const e1 = runFinance(spot).years[0]!.energyKwh;
    const plain = runFinance(spot).years[0]!.revenueKrw;
    const zero = runFinance({ ...spot, zeroPriceEnergyPct: 5 }).years[0]!.revenueKrw;
    expect(plain - zero).toBeCloseTo(e1 * 100 * 0.05, -1);
    const fixedPlain = runFinance(base).years[0]!.revenueKrw;
    const fixedZero = runFinance({ ...base, zeroPriceEnergyPct: 5 }).years[0]!.revenueKrw;
    expect(fixedPlain - fixedZero).toBeCloseTo(e1 * 85.9 * 0.05, -1);
  });

  it('stops the REC income from the year the REC spot market closes', () => {
    const f = runFinance({ ...base, priceScenario: 'spot', recSpotCloseYear: 5 });
    expect(f.years[3]!.recKrwPerKwh).toBeGreaterThan(0);
    expect(f.years[4]!.recKrwPerKwh).toBe(0);
    expect(f.years[19]!.recKrwPerKwh).toBe(0);
    expect(f.predictionProfitKrw).toBeLessThan(
      runFinance({ ...base, priceScenario: 'spot' }).predictionProfitKrw,
    );
  });

  it('takes a self-consumption year from the given savings, without tax for a household', () => {
    const savings = Array.from({ length: 20 }, (_, i) => 30_000_000 - i * 100_000);
    const f = runFinance({
      ...base,
      priceScenario: 'selfConsumption',
      revenueKrwByYear: savings,
      taxExempt: true,
    });
    expect(f.years.map((y) => y.revenueKrw)).toEqual(savings);
    expect(f.years.every((y) => y.taxKrw === 0)).toBe(true);
    expect(f.years[0]!.recKrwPerKwh).toBe(0);
    expect(() => runFinance({ ...base, priceScenario: 'selfConsumption' })).toThrow(RangeError);
  });

  it('runs a permit-limited horizon: 9 chart points, the loan repaid inside it, the book written off', () => {
    const f = runFinance({ ...base, years: 8 });
    expect(f.profitChartKrw).toHaveLength(9);
    expect(f.years).toHaveLength(8);
    const principal = f.years.reduce((s, y) => s + y.loanPrincipalKrw, 0);
    expect(Math.abs(principal - f.loanKrw)).toBeLessThanOrEqual(8);
    const depreciation = f.years.reduce((s, y) => s + y.depreciationKrw, 0);
    expect(Math.abs(depreciation - f.constructionCostKrw)).toBeLessThanOrEqual(8);
    expect(f.oneOffCosts).toEqual([]);
    expect(f.predictionProfitKrw).toBe(f.profitChartKrw[8]);
  });
});
