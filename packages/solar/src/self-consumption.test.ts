import { describe, expect, it } from 'vitest';
import { monthlyUseKwh, netMeteringYear, selfConsumptionSavings } from './self-consumption.js';
import { KEPCO_TARIFFS, kwhForMonthlyBill, monthlyBillKrw } from './tariffs.js';

const FLAT = (x: number) => new Array<number>(12).fill(x);

describe('KEPCO tariffs (sourced, dated)', () => {
  it('bills a household by progressive tiers, with the summer tiers in July and August', () => {
    const t = KEPCO_TARIFFS.residential;
    // 350 kWh in April: tier 1 200 x 120 + 150 x 214.6 + basic 1,600 + 350 x (9 + 5), + 12.7 %.
    const april = (1600 + 200 * 120 + 150 * 214.6 + 350 * 14) * 1.127;
    expect(monthlyBillKrw(t, 4, 350)).toBeCloseTo(april, 6);
    // The same use in July stays in tier 2 up to 450 kWh: 300 x 120 + 50 x 214.6.
    const july = (1600 + 300 * 120 + 50 * 214.6 + 350 * 14) * 1.127;
    expect(monthlyBillKrw(t, 7, 350)).toBeCloseTo(july, 6);
    // Above 1,000 kWh in winter the super-user rate.
    expect(monthlyBillKrw(t, 1, 1100) - monthlyBillKrw(t, 1, 1000)).toBeCloseTo(
      100 * (736.2 + 14) * 1.127,
      6,
    );
    // Nothing used still pays tier 1's basic charge.
    expect(monthlyBillKrw(t, 4, 0)).toBeCloseTo(910 * 1.127, 6);
  });

  it('bills a business by season without VAT, and carries its source and date', () => {
    const t = KEPCO_TARIFFS.industrial;
    expect(monthlyBillKrw(t, 7, 1000)).toBeCloseTo(1000 * (116.2 + 14) * 1.027, 6);
    expect(monthlyBillKrw(t, 4, 1000)).toBeCloseTo(1000 * (94.4 + 14) * 1.027, 6);
    expect(monthlyBillKrw(t, 12, 1000)).toBeCloseTo(1000 * (114.5 + 14) * 1.027, 6);
    for (const kind of ['residential', 'general', 'industrial'] as const) {
      const source = KEPCO_TARIFFS[kind].ownerSource;
      expect(source.org).toContain('한국전력공사');
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(KEPCO_TARIFFS.general.ownerSource.confidence).toBe('unconfirmed');
  });

  it('finds the monthly use a bill pays for', () => {
    const t = KEPCO_TARIFFS.residential;
    const bill = [...Array(12).keys()].reduce((a, m) => a + monthlyBillKrw(t, m + 1, 380), 0) / 12;
    expect(kwhForMonthlyBill(t, bill)).toBeCloseTo(380, 0);
    expect(kwhForMonthlyBill(t, 100)).toBe(0);
    expect(monthlyUseKwh({ tariff: 'residential', monthlyKwh: 300 })).toEqual(FLAT(300));
  });
});

describe('net metering (상계거래)', () => {
  it('saves the bill a month without the plant minus the bill with it', () => {
    const year = netMeteringYear('residential', FLAT(450), FLAT(300), 0);
    const t = KEPCO_TARIFFS.residential;
    let saving = 0;
    for (let m = 1; m <= 12; m++) saving += monthlyBillKrw(t, m, 450) - monthlyBillKrw(t, m, 150);
    expect(year.savingKrw).toBeCloseTo(saving, 6);
    expect(year.selfUsedKwh).toBe(3600);
    expect(year.surplusCarriedKwh).toBe(0);
  });

  it('carries a surplus month to month and leaves what is never used unvalued', () => {
    const gen = [500, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const year = netMeteringYear('industrial', FLAT(100), gen, 0);
    // January's 400 kWh surplus covers February to May.
    expect(year.surplusCarriedKwh).toBe(400);
    expect(year.selfUsedKwh).toBe(500);
    expect(year.creditOutKwh).toBe(0);
    const big = netMeteringYear('industrial', FLAT(100), FLAT(150), 0);
    expect(big.creditOutKwh).toBe(600);
    expect(big.selfUsedKwh).toBe(1200);
  });

  it('degrades the plant year by year and keeps the credit across years', () => {
    const run = selfConsumptionSavings({
      input: { tariff: 'residential', monthlyKwh: 400 },
      firstYearMonthlyKwh: FLAT(300),
      degradationPct: 0.6,
      years: 20,
    });
    expect(run.savingKrwByYear).toHaveLength(20);
    expect(run.savingKrwByYear[19]!).toBeLessThan(run.savingKrwByYear[0]!);
    expect(run.sources.length).toBeGreaterThanOrEqual(3);
  });
});
