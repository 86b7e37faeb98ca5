import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS_VERSION } from './assumptions.js';
import { calibrateMonthlyKwh, forecast } from './forecast.js';
import { ForecastOutputSchema, ProfitDataSchema } from './schemas.js';
import { SolarInputError } from './simulate.js';

describe('forecast (calc-proposal-data/v2)', () => {
  const seoul = { installType: 'L' as const, systemSize: 100, stationId: 108 };

  it('gives Seoul (108) at azimuth 180, tilt 21 a daily generation time within the 3.3-3.8 h/day of Korean fleet statistics', () => {
    // Sources (README "Acceptance"): 2020 fleet mean 3.67 h/day (솔라커넥트, electimes 2021);
    // 2021 regional annual means 3.54 (강원) - 3.79 (전남) h/day (엔라이튼, enlighten.kr/insight/biz-development/8198).
    const f = forecast({ ...seoul, azimuth: 180, tilt: 21 });
    expect(f.profitData.dAvgPowerTime).toBeGreaterThanOrEqual(3.3);
    expect(f.profitData.dAvgPowerTime).toBeLessThanOrEqual(3.8);
  });

  it('answers every profitData field of the spec and validates against its own schema', () => {
    const f = forecast(seoul);
    expect(Object.keys(f.profitData).sort()).toEqual(
      [
        'dAvgPowerTime',
        'mAvgPower',
        'mAvgProfit',
        'predictionBizCost',
        'predictionPowerChart',
        'predictionProfit',
        'profitChart',
        'yAvgProfit',
      ].sort(),
    );
    expect(ProfitDataSchema.strict().safeParse(f.profitData).success).toBe(true);
    expect(ForecastOutputSchema.safeParse(f).success).toBe(true);
    expect(f.profitData.profitChart).toHaveLength(21);
    expect(f.profitData.predictionPowerChart).toHaveLength(12);
    expect(f.term20.profitDatas).toHaveLength(20);
    expect(f.term20.yearlyProfit).toHaveLength(20);
    expect(f.monthlyProduction).toHaveLength(12);
    expect(f.monthlyAvgPowerTimes).toHaveLength(12);
    expect(f.assumptionsVersion).toBe(ASSUMPTIONS_VERSION);
    expect(f.profitData.predictionBizCost).toBe(110_000_000);
    expect(f.profitData.mAvgProfit).toBe(Math.round(f.profitData.predictionProfit / 240));
  });

  it('peaks in spring and bottoms in winter like Korean fleet data', () => {
    const t = forecast(seoul).monthlyAvgPowerTimes;
    const max = t.indexOf(Math.max(...t));
    expect([3, 4]).toContain(max);
    expect(Math.min(...t)).toBeGreaterThan(2);
  });

  it('finds the station from coordinates and records it', () => {
    const f = forecast({ installType: 'R', systemSize: 50, latitude: 35.16, longitude: 129.05 });
    expect(f.station.stnId).toBe(159);
    expect(f.finance.recWeight).toBe(1.5);
  });

  it('applies the station calibration energy x gradient + constant', () => {
    const a = forecast(seoul);
    const b = forecast({ ...seoul, gradient: 1.1, constant: 1200 });
    expect(b.energy.annualKwh).toBeCloseTo(a.energy.annualKwh * 1.1 + 1200, 1);
    expect(calibrateMonthlyKwh([10, 20], 2, -600)).toEqual([0, 0]);
  });

  it('rejects missing location, unknown stations and out-of-range values clearly', () => {
    expect(() => forecast({ installType: 'L', systemSize: 100 })).toThrow(
      /latitude and longitude, or stationId/,
    );
    expect(() => forecast({ ...seoul, stationId: 1 })).toThrow(SolarInputError);
    expect(() => forecast({ ...seoul, tilt: 95 })).toThrow(/tilt/);
    expect(() => forecast({ ...seoul, systemSize: -1 })).toThrow(/systemSize/);
  });
});
