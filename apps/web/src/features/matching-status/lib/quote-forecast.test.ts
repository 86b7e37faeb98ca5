import { describe, expect, it } from 'vitest';
import type { FinanceInputs } from '@haetbit/contracts';
import * as engine from '@haetbit/solar/device';
import { marks, paybackAtPrice, sortQuotes, type ComparedQuote } from './quote-forecast';

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

const row = (
  ccId: number,
  total: number | null,
  warranty: readonly [number, number, number] | null,
): ComparedQuote => ({
  ccId,
  totalPriceKrw: total,
  pricePerKwKrw: total === null ? null : Math.round(total / 100),
  payback: null,
  warranty,
  days: total === null ? null : 30,
});

describe('the owner’s forecast at each quoted price', () => {
  it('is the engine’s finance with the quote’s total as the project cost', () => {
    const total = 150 * 10_000 * INPUTS.systemSizeKw;
    const direct = engine.runFinance({ ...INPUTS, projectCostManwonPerKw: 150 });
    expect(paybackAtPrice(engine, INPUTS, total)).toBe(direct.projectPaybackYear);
  });

  it('pays back no sooner at a higher price', () => {
    const cheap = paybackAtPrice(engine, INPUTS, 120_000_000);
    const dear = paybackAtPrice(engine, INPUTS, 220_000_000);
    expect(cheap).not.toBeNull();
    expect(dear === null || (cheap !== null && dear >= cheap)).toBe(true);
  });
});

describe('sorting and marking quotes', () => {
  const rows = [
    row(1, 150_000_000, [3, 10, 25]),
    row(2, null, null),
    row(3, 120_000_000, [5, 5, 25]),
  ];

  it('sorts either way and keeps proposals without a quote last', () => {
    expect(sortQuotes(rows, 'totalPriceKrw', 'ascending').map((r) => r.ccId)).toEqual([3, 1, 2]);
    expect(sortQuotes(rows, 'totalPriceKrw', 'descending').map((r) => r.ccId)).toEqual([1, 3, 2]);
    expect(sortQuotes(rows, 'warranty', 'descending').map((r) => r.ccId)).toEqual([3, 1, 2]);
  });

  it('marks the cheapest total and the longest workmanship warranty', () => {
    expect(marks(rows)).toEqual({ cheapest: 3, longestWarranty: 3 });
    expect(marks([row(1, 150_000_000, [3, 10, 25]), row(4, 160_000_000, [3, 12, 25])])).toEqual({
      cheapest: 1,
      longestWarranty: 4,
    });
    expect(marks([row(2, null, null)])).toEqual({ cheapest: null, longestWarranty: null });
  });
});
