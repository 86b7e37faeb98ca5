import { describe, expect, it } from 'vitest';
import type { FinanceInputs } from '@haetbit/contracts';
import * as engine from '@haetbit/solar/device';
import { defaultAssumptions, firstYearPrices, formatIrr, recalculate } from './owner-finance';

// A 99.84 kW land plant in 경남 as the server's forecast hands it to the device.
const INPUTS: FinanceInputs = {
  systemSizeKw: 99.84,
  installType: 'L',
  isForest: false,
  firstYearKwh: 134_800,
  curtailmentPct: 0.5,
  recWeight: 1.2,
  smpPriceKrwPerKwh: 118.38,
  recPriceKrwPerRec: 71_810,
  p90LifetimeFactor: 0.94,
};

describe("the owner's assumptions recomputed on the device", () => {
  const defaults = defaultAssumptions(engine, INPUTS);

  it("starts from the engine's defaults and reproduces its finance", () => {
    expect(defaults).toEqual({
      projectCostManwonPerKw: 150,
      loanSharePct: 70,
      loanInterestPct: 4.5,
      loanTermYears: 10,
      leasedLand: false,
      priceScenario: 'spot',
    });
    const figures = recalculate(engine, INPUTS, defaults);
    const direct = engine.runFinance({ ...INPUTS, firstYearKwh: INPUTS.firstYearKwh });
    expect(figures.yAvgProfitKrw).toBe(direct.yAvgProfitKrw);
    expect(figures.projectIrr).toBe(direct.projectIrr);
    expect(figures.p90YAvgProfitKrw).toBeLessThan(figures.yAvgProfitKrw);
  });

  it('lowers the project IRR when the cost goes up and adds the lease on leased land', () => {
    const base = recalculate(engine, INPUTS, defaults);
    const dear = recalculate(engine, INPUTS, { ...defaults, projectCostManwonPerKw: 200 });
    expect(dear.projectIrr!).toBeLessThan(base.projectIrr!);
    const leased = recalculate(engine, INPUTS, { ...defaults, leasedLand: true });
    expect(leased.yAvgProfitKrw).toBeLessThan(base.yAvgProfitKrw);
  });

  it('follows the prices between spot and the fixed-price contract', () => {
    const prices = firstYearPrices(engine, INPUTS);
    expect(prices.spotKrwPerKwh).toBeCloseTo(118.38 + 71.81 * 1.2, 6);
    expect(prices.fixedKrwPerKwh).toBeCloseTo(155.742 + (155.742 - 85.9) * 0.2, 6);
    const spot = recalculate(engine, INPUTS, defaults);
    const fixed = recalculate(engine, INPUTS, { ...defaults, priceScenario: 'fixed' });
    expect(prices.fixedKrwPerKwh).toBeLessThan(prices.spotKrwPerKwh);
    expect(fixed.projectIrr!).toBeLessThan(spot.projectIrr!);
  });

  it('formats an IRR as a percentage with one decimal', () => {
    expect(formatIrr(0.13531)).toBe('13.5%');
    expect(formatIrr(null)).toBe('계산 불가');
  });
});
