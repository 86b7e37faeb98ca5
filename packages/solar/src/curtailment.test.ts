import { describe, expect, it } from 'vitest';
import {
  annualCurtailmentPct,
  CURTAILMENT,
  curtailmentFor,
  curtailmentRegionOf,
} from './curtailment.js';

// A year of energy with a Korean shape: spring high, winter low (kWh by month, January first).
const MONTHS = [80, 95, 120, 130, 135, 115, 95, 100, 105, 100, 85, 80];

describe('curtailment by region, season and connection', () => {
  it('maps 호남 and 경남 to the curtailment region of the first mainland programme', () => {
    expect(curtailmentRegionOf('전남')).toBe('honamGyeongnam');
    expect(curtailmentRegionOf('광주')).toBe('honamGyeongnam');
    expect(curtailmentRegionOf('경남')).toBe('honamGyeongnam');
    expect(curtailmentRegionOf('제주')).toBe('jeju');
    expect(curtailmentRegionOf('경기')).toBe('mainland');
  });

  it('curtails a managed or 유연접속 connection more than the mainland default', () => {
    const mainland = annualCurtailmentPct('mainland', 'standard').pct;
    expect(mainland).toBe(0.5);
    expect(annualCurtailmentPct('mainland', 'managed').pct).toBeGreaterThan(mainland);
    expect(annualCurtailmentPct('mainland', 'flexible').pct).toBeGreaterThan(
      annualCurtailmentPct('mainland', 'managed').pct,
    );
    expect(annualCurtailmentPct('honamGyeongnam', 'standard').pct).toBeGreaterThan(mainland);
    // The derived range for managed and 유연접속 connections is 0-7 % (market 1.2).
    expect(annualCurtailmentPct('honamGyeongnam', 'flexible').pct).toBeLessThanOrEqual(7);
  });

  it('puts the loss in spring and keeps the annual share exact', () => {
    const c = curtailmentFor({
      region: 'mainland',
      gridConnection: 'flexible',
      monthlyKwh: MONTHS,
    });
    const total = MONTHS.reduce((a, b) => a + b, 0);
    const lost = MONTHS.reduce((a, e, m) => a + (e * c.monthlyPct[m]!) / 100, 0);
    expect((100 * lost) / total).toBeCloseTo(7, 3);
    expect(c.pct).toBeCloseTo(7, 3);
    expect(c.monthlyPct[3]).toBeGreaterThan(15);
    expect(c.monthlyPct[0]).toBe(0);
    expect(c.monthlyPct[9]).toBeGreaterThan(0);
    expect(c.monthlyPct[9]).toBeLessThan(c.monthlyPct[3]!);
    expect(c.sigmaPct).toBeCloseTo(3.5, 3);
  });

  it('treats 제주 as lost energy and zero-price hours, each with sources and dates', () => {
    const c = curtailmentFor({ region: 'jeju', gridConnection: 'standard', monthlyKwh: MONTHS });
    expect(c.pct).toBeCloseTo(CURTAILMENT.jejuStandardPct.value, 3);
    expect(c.zeroPriceEnergyPct).toBe(CURTAILMENT.zeroPriceJejuPct.value);
    expect(c.monthlyPct[1]).toBeGreaterThan(0);
    for (const source of c.sources) {
      expect(source.org.length).toBeGreaterThan(1);
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keeps a caller's annual figure and the seasonal shape", () => {
    const c = curtailmentFor({
      region: 'mainland',
      gridConnection: 'standard',
      monthlyKwh: MONTHS,
      givenPct: 2,
    });
    expect(c.pct).toBeCloseTo(2, 3);
    expect(c.monthlyPct[6]).toBe(0);
    const none = curtailmentFor({
      region: 'mainland',
      gridConnection: 'standard',
      monthlyKwh: MONTHS,
      givenPct: 0,
    });
    expect(none.monthlyPct.every((p) => p === 0)).toBe(true);
  });
});
