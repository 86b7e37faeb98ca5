import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS_VERSION, SYSTEM_DEFAULTS } from './assumptions.js';
import { syntheticYear } from './climatology.js';
import { simulatePrepared } from './modelchain.js';
import { calibrateMonthlyKwh, forecast, solarWeightedSmp } from './forecast.js';
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
    expect(f.profitData.predictionBizCost).toBe(130_000_000);
    const cash = f.term20.yearlyProfit.reduce((a, b) => a + b, 0);
    expect(f.profitData.mAvgProfit).toBe(Math.round(cash / 240));
    expect(f.profitData.yAvgProfit).toBe(Math.round(cash / 20));
    expect(f.profitData.predictionProfit).toBe(f.profitData.profitChart[20]);
  });

  it('gives the chain of the size itself: the yield per kWp of a station and shape scales exactly', () => {
    const size = 73.92;
    const f = forecast({ ...seoul, systemSize: size, gradient: 1, constant: 0 });
    const direct = simulatePrepared(syntheticYear(108).sky, {
      tiltDeg: 21,
      surfaceAzimuthDeg: 180,
      systemKwp: size,
      dcAcRatio: SYSTEM_DEFAULTS.dcAcRatio.value,
      albedo: SYSTEM_DEFAULTS.albedo.value,
      lossesPct: SYSTEM_DEFAULTS.lossesPct.value,
      gammaPdcPerC: SYSTEM_DEFAULTS.gammaPdcPerC.value,
      etaInvNom: SYSTEM_DEFAULTS.etaInvNom.value,
      temperatureModel: SYSTEM_DEFAULTS.temperatureModel.value,
      transposition: SYSTEM_DEFAULTS.transposition.value,
      iam: SYSTEM_DEFAULTS.iam.value,
    });
    expect(Math.abs(f.energy.physicsAnnualKwh - direct.annualKwh)).toBeLessThanOrEqual(0.006);
    const other = forecast({ ...seoul, systemSize: 2 * size, gradient: 1, constant: 0 });
    expect(other.energy.physicsAnnualKwh).toBeCloseTo(2 * f.energy.physicsAnnualKwh, 1);
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
    const a = forecast({ ...seoul, gradient: 1, constant: 0 });
    const b = forecast({ ...seoul, gradient: 1.1, constant: 1200 });
    expect(b.energy.annualKwh).toBeCloseTo(a.energy.annualKwh * 1.1 + 1200, 1);
    expect(a.energy.annualKwh).toBeCloseTo(a.energy.physicsAnnualKwh, 1);
    expect(b.station.calibration).toBe('given');
    expect(calibrateMonthlyKwh([10, 20], 2, -600)).toEqual([0, 0]);
  });

  it("applies the station's fleet calibration when no gradient or constant is given", () => {
    const f = forecast(seoul);
    expect(f.station).toMatchObject({
      calibration: 'fleet',
      fleetRegion: 'capital',
      fleetHoursPerDay: 3.57,
      constant: 0,
    });
    expect(f.energy.annualKwh).toBeCloseTo(f.energy.physicsAnnualKwh * f.station.gradient, 1);
  });

  it('rejects missing location, unknown stations and out-of-range values clearly', () => {
    expect(() => forecast({ installType: 'L', systemSize: 100 })).toThrow(
      /latitude and longitude, or stationId/,
    );
    expect(() => forecast({ ...seoul, stationId: 1 })).toThrow(SolarInputError);
    expect(() => forecast({ ...seoul, tilt: 95 })).toThrow(/tilt/);
    expect(() => forecast({ ...seoul, systemSize: -1 })).toThrow(/systemSize/);
  });

  it('takes a station found already with the site beside it: the same forecast as its own search', () => {
    const site = { installType: 'L' as const, systemSize: 100, latitude: 35.18, longitude: 128.1 };
    const searched = forecast(site);
    const given = forecast({ ...site, stationId: searched.station.stnId });
    expect(given.station.distanceKm).not.toBeNull();
    expect(given).toEqual(searched);
  });
});

describe('the honest forecast of a 99 kW land plant in 경남 (issue "Done when")', () => {
  // 99.84 kW = 208 modules of 480 W, the largest land size below the 100 kW REC band; 진주 area.
  const f = forecast({ installType: 'L', systemSize: 99.84, latitude: 35.18, longitude: 128.1 });

  it('gives a project IRR between 6 and 16 % and an equity payback at year 5 or later', () => {
    expect(f.station.stnName).toBe('진주');
    expect(f.finance.projectIrr!).toBeGreaterThanOrEqual(0.06);
    expect(f.finance.projectIrr!).toBeLessThanOrEqual(0.16);
    expect(f.finance.paybackYear!).toBeGreaterThanOrEqual(5);
    expect(f.finance.projectPaybackYear!).toBeGreaterThanOrEqual(f.finance.paybackYear!);
    expect(f.finance.minDscr!).toBeGreaterThan(1);
  });

  it('charges every operating-cost line, each above zero', () => {
    expect(f.operatingCosts.map((l) => l.name)).toEqual([
      'maintenance',
      'safetyManagement',
      'monitoring',
      'insurance',
    ]);
    for (const line of f.operatingCosts) expect(line.firstYearKrw).toBeGreaterThan(0);
    expect(f.oneOffCosts[0]).toMatchObject({ name: 'inverterReplacement', year: 12 });
  });

  it('puts the P90 annual energy between 0.88 and 0.95 of P50, and P10 above', () => {
    const u = f.uncertainty;
    expect(u.p90AnnualKwh / u.p50AnnualKwh).toBeGreaterThanOrEqual(0.88);
    expect(u.p90AnnualKwh / u.p50AnnualKwh).toBeLessThanOrEqual(0.95);
    expect(u.p10AnnualKwh).toBeGreaterThan(u.p50AnnualKwh);
    expect(u.p50AnnualKwh).toBe(f.term20.profitDatas[0]!.energyKwh);
    expect(f.finance.p90.yAvgProfit).toBeLessThan(f.profitData.yAvgProfit);
  });

  it('lists losses that multiply to the total and include curtailment', () => {
    const product = f.losses.reduce((p, l) => p * (1 - l.pct / 100), 1);
    expect(f.energy.totalLossPct).toBeCloseTo(100 * (1 - product), 1);
    // 진주 is in 경남, where the first mainland curtailment programme runs (curtailment.ts).
    expect(f.losses.find((l) => l.name === 'curtailment')!.pct).toBe(1.5);
    expect(f.losses.find((l) => l.name === 'temperature')!.pct).toBeGreaterThan(0);
  });

  it('answers every price scenario and leads with the fixed contract at the auction level', () => {
    expect(f.scenarios.map((s) => s.name)).toEqual(['fixed', 'spot', 'spotRecClose']);
    const [fixed, spot, recClose] = f.scenarios;
    expect(f.finance.priceScenario).toBe('fixed');
    expect(fixed!.yAvgProfit).toBe(f.profitData.yAvgProfit);
    // Fixed 155.269 + 69.369 x 0.2 = 169.14 원/kWh; spot 116.7 + 71.81 x 1.2 = 202.87.
    expect(fixed!.firstYearPriceKrwPerKwh).toBeCloseTo(169.14, 1);
    expect(spot!.firstYearPriceKrwPerKwh).toBeCloseTo(202.87, 1);
    expect(recClose!.recSpotCloseYear).toBe(5);
    expect(recClose!.predictionProfit!).toBeLessThan(spot!.predictionProfit!);
    const asSpot = forecast({
      installType: 'L',
      systemSize: 99.84,
      latitude: 35.18,
      longitude: 128.1,
      priceScenario: 'spot',
    });
    expect(asSpot.profitData.yAvgProfit).toBe(spot!.yAvgProfit);
    expect(asSpot.finance.priceScenario).toBe('spot');
  });

  it('curtails 제주 as lost energy and zero-price hours, and widens its resource term', () => {
    const jeju = forecast({
      installType: 'L',
      systemSize: 99.84,
      latitude: 33.45,
      longitude: 126.5,
    });
    expect(jeju.losses.find((l) => l.name === 'curtailment')!.pct).toBe(2.1);
    expect(jeju.curtailment).toMatchObject({ region: 'jeju', zeroPriceEnergyPct: 4.5 });
    expect(jeju.uncertainty.terms.find((t) => t.name === 'resource')!.sigmaPct).toBe(6);
    expect(jeju.uncertainty.p90Factor).toBeLessThan(f.uncertainty.p90Factor);
  });
});

describe('the spot scenario from a trailing 12 months of SMP, weighted by solar output', () => {
  it('weights each month by its energy', () => {
    // Two months only produce: 3 kWh at 100 and 1 kWh at 200 -> (300 + 200) / 4 = 125.
    const smp = [100, 200, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50];
    const kwh = [3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(solarWeightedSmp(smp, kwh)).toBe(125);
    // No energy at all: the plain mean.
    expect(solarWeightedSmp(smp, new Array<number>(12).fill(0))).toBe(800 / 12);
    expect(() => solarWeightedSmp([1, 2], kwh)).toThrow(RangeError);
  });

  const site = { installType: 'L' as const, systemSize: 99.84, latitude: 35.18, longitude: 128.1 };
  // SMP high in spring and summer (the sunny months), low in winter; plain mean 120.
  const months = [100, 100, 130, 140, 140, 130, 130, 130, 120, 110, 105, 105];

  it('starts the spot price from the solar-weighted SMP, above the plain mean when the sunny months are dearer', () => {
    const f = forecast({ ...site, smpMonthly: months, priceScenario: 'spot' });
    const byHand =
      months.reduce((a, smp, m) => a + smp * f.monthlyProduction[m]!, 0) /
      f.monthlyProduction.reduce((a, b) => a + b, 0);
    expect(f.prices.smpBasis).toBe('solar-weighted');
    expect(f.prices.smpKrwPerKwh).toBeCloseTo(byHand, 1);
    expect(f.prices.smpKrwPerKwh).toBeGreaterThan(120);
    expect(f.term20.profitDatas[0]!.smpKrwPerKwh).toBe(f.prices.smpKrwPerKwh);
    // The same figure given as one price gives the same forecast.
    const flat = forecast({ ...site, smpPrice: f.prices.smpKrwPerKwh, priceScenario: 'spot' });
    expect(flat.prices.smpBasis).toBe('given');
    expect(flat.profitData).toEqual(f.profitData);
    expect(forecast(site).prices.smpBasis).toBe('default');
  });

  it('takes 12 months or none', () => {
    expect(() => forecast({ ...site, smpMonthly: months.slice(0, 11) })).toThrow(SolarInputError);
  });
});
