import { describe, expect, it } from 'vitest';
import * as engine from '@haetbit/solar/device';
import { LAND_PLANT_INPUTS } from '../../../test/finance-inputs';
import {
  differingRows,
  marks,
  paybackAtPrice,
  sortQuotes,
  type ComparedQuote,
} from './quote-forecast';

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
    const total = 150 * 10_000 * LAND_PLANT_INPUTS.systemSizeKw;
    const direct = engine.runFinance({ ...LAND_PLANT_INPUTS, projectCostManwonPerKw: 150 });
    expect(paybackAtPrice(engine, LAND_PLANT_INPUTS, total)).toBe(direct.projectPaybackYear);
  });

  it('pays back no sooner at a higher price', () => {
    const cheap = paybackAtPrice(engine, LAND_PLANT_INPUTS, 120_000_000);
    const dear = paybackAtPrice(engine, LAND_PLANT_INPUTS, 220_000_000);
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

describe('rows that differ between quotes', () => {
  it('marks a row whose text is not the same on every quote, ignoring proposals without one', () => {
    const a = { total: '1억 2,000만원', gridFee: '포함', days: '45일' };
    const b = { total: '1억 3,000만원', gridFee: '포함', days: '45일' };
    expect([...differingRows([a, null, b])]).toEqual(['total']);
    expect(differingRows([a]).size).toBe(0);
    expect(differingRows([null]).size).toBe(0);
  });
});
