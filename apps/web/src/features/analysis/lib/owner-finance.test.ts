import { describe, expect, it } from 'vitest';
import * as engine from '@haetbit/solar/device';
import { LAND_PLANT_INPUTS } from '../../../test/finance-inputs';
import {
  defaultAssumptions,
  firstYearPrices,
  formatIrr,
  paybackText,
  recalculate,
  sameAssumptions,
} from './owner-finance';

describe("the owner's assumptions recomputed on the device", () => {
  const defaults = defaultAssumptions(engine, LAND_PLANT_INPUTS);

  it("starts from the engine's defaults and reproduces its finance", () => {
    expect(defaults).toEqual({
      projectCostManwonPerKw: 150,
      loanSharePct: 70,
      loanInterestPct: 4.5,
      loanTermYears: 10,
      leasedLand: false,
      priceScenario: 'fixed',
    });
    const figures = recalculate(engine, LAND_PLANT_INPUTS, defaults);
    const direct = engine.runFinance({
      ...LAND_PLANT_INPUTS,
      firstYearKwh: LAND_PLANT_INPUTS.firstYearKwh,
    });
    expect(figures.yAvgProfitKrw).toBe(direct.yAvgProfitKrw);
    expect(figures.projectIrr).toBe(direct.projectIrr);
    expect(figures.p90YAvgProfitKrw).toBeLessThan(figures.yAvgProfitKrw);
  });

  it('lowers the project IRR when the cost goes up and adds the lease on leased land', () => {
    const base = recalculate(engine, LAND_PLANT_INPUTS, defaults);
    const dear = recalculate(engine, LAND_PLANT_INPUTS, {
      ...defaults,
      projectCostManwonPerKw: 200,
    });
    expect(dear.projectIrr!).toBeLessThan(base.projectIrr!);
    const leased = recalculate(engine, LAND_PLANT_INPUTS, { ...defaults, leasedLand: true });
    expect(leased.yAvgProfitKrw).toBeLessThan(base.yAvgProfitKrw);
  });

  it('follows the prices between spot and the fixed-price contract', () => {
    const prices = firstYearPrices(engine, LAND_PLANT_INPUTS);
    expect(prices.spotKrwPerKwh).toBeCloseTo(118.38 + 71.81 * 1.2, 6);
    expect(prices.fixedKrwPerKwh).toBeCloseTo(155.269 + (155.269 - 85.9) * 0.2, 6);
    const fixed = recalculate(engine, LAND_PLANT_INPUTS, defaults);
    const spot = recalculate(engine, LAND_PLANT_INPUTS, { ...defaults, priceScenario: 'spot' });
    expect(prices.fixedKrwPerKwh).toBeLessThan(prices.spotKrwPerKwh);
    expect(fixed.projectIrr!).toBeLessThan(spot.projectIrr!);
  });

  it('formats an IRR as a percentage with one decimal', () => {
    expect(formatIrr(0.13531)).toBe('13.5%');
    expect(formatIrr(null)).toBe('계산 불가');
  });
});

describe('one reading of the payback and of a change', () => {
  it('reads the payback off the chart line and says plainly when it never comes', () => {
    expect(paybackText({ equityPaybackYear: 7, years: 20 })).toBe('7년차');
    expect(paybackText({ equityPaybackYear: null, years: 20 })).toBe('20년 안에 못 함');
  });

  it('counts a reset as no change', () => {
    const defaults = defaultAssumptions(engine, LAND_PLANT_INPUTS);
    expect(sameAssumptions(defaults, { ...defaults })).toBe(true);
    expect(sameAssumptions(defaults, { ...defaults, loanSharePct: 60 })).toBe(false);
  });

  it('ends the chart at the headline figure', () => {
    const figures = recalculate(
      engine,
      LAND_PLANT_INPUTS,
      defaultAssumptions(engine, LAND_PLANT_INPUTS),
    );
    expect(figures.profitChartKrw.at(-1)).toBe(figures.predictionProfitKrw);
    expect(figures.years).toBe(figures.profitChartKrw.length - 1);
  });
});

describe("a roof's own use on the device", () => {
  it('leads with 직접 쓰기 when the server did and reruns it from the saving of each year', () => {
    const inputs = {
      ...LAND_PLANT_INPUTS,
      installType: 'R' as const,
      priceScenario: 'selfConsumption' as const,
      selfConsumption: {
        tariff: 'residential' as const,
        savingKrwByYear: new Array<number>(20).fill(3_000_000),
        taxExempt: true,
      },
    };
    const defaults = defaultAssumptions(engine, inputs);
    expect(defaults.priceScenario).toBe('selfConsumption');
    const own = recalculate(engine, inputs, defaults);
    const sell = recalculate(engine, inputs, { ...defaults, priceScenario: 'fixed' });
    expect(own.yAvgProfitKrw).not.toBe(sell.yAvgProfitKrw);
    expect(own.profitChartKrw.at(-1)).toBe(own.predictionProfitKrw);
  });
});
