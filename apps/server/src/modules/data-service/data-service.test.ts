import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NearestStnAnswer } from '@haetbit/contracts';
import { fleetCalibration, runCommand, STATIONS, type ForecastOutput } from '@haetbit/solar';
import { POWER_PROFIT_DEFAULT_SEED } from '../content/seed.js';
import { powerProfitDefault } from '../../db/schema.js';
import { testAppForSuite } from '../../test/suite.js';
import { seedWeatherStations } from './seed.js';

const SEOUL = { lat: 37.5665, lng: 126.978 };
const JEJU = { lat: 33.4996, lng: 126.5312 };
const CALC = { systemSize: 100, installType: 'L', latitude: SEOUL.lat, longitude: SEOUL.lng };
/** Seoul's fleet calibration (서울·경기·인천 3.57 h/day), what the seed writes for station 108. */
const SEOUL_FLEET = { gradient: fleetCalibration(108).gradient, constant: 0 };

describe('data service (nearest station, proposal calculation)', () => {
  const t = testAppForSuite();

  const nearest = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/nanoom-data/nd-api/nearest-stn',
      payload: payload as object,
    });
  // Each calculation from an address of its own: the per-caller limit is tested in issue 34's.
  let caller = 0;
  const callerAddress = () => `198.18.${Math.floor((caller += 1) / 250)}.${caller % 250}`;
  const calc = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/calc-proposal-data/v2',
      payload: payload as object,
      remoteAddress: callerAddress(),
    });

  it('seeds every engine station with its fleet-region calibration, once', async () => {
    expect(await seedWeatherStations(t.database.db)).toBe(0);
    const calibration = await t.app.services.weatherStations.calibrationFor(108);
    expect(calibration).toEqual(SEOUL_FLEET);
    expect(SEOUL_FLEET.gradient).toBeGreaterThan(1);
    expect(STATIONS.length).toBeGreaterThan(90);
  });

  it('finds the nearest station to central Seoul with its calibration and distance in km', async () => {
    const response = await nearest(SEOUL);
    expect(response.statusCode).toBe(200);
    const body = response.json<NearestStnAnswer>();
    expect(body).toMatchObject({ stnId: 108, stnName: '서울', ...SEOUL_FLEET });
    expect(body.distance).toBeGreaterThan(0);
    expect(body.distance).toBeLessThan(10);
  });

  it('finds the Jeju station for a Jeju parcel', async () => {
    const body = (await nearest(JEJU)).json<NearestStnAnswer>();
    expect(body).toMatchObject({ stnId: 184, stnName: '제주' });
    expect(body.distance).toBeLessThan(5);
  });

  it('answers a full proposal calculation with the 20-year and monthly figures', async () => {
    const response = await calc(CALC);
    expect(response.statusCode).toBe(200);
    const body = response.json<ForecastOutput>();
    expect(body.term20.profitDatas).toHaveLength(20);
    expect(body.term20.yearlyProfit).toHaveLength(20);
    expect(body.monthlyProduction).toHaveLength(12);
    expect(body.monthlyAvgPowerTimes).toHaveLength(12);
    expect(body.profitData.profitChart).toHaveLength(21);
    expect(body.station).toMatchObject({ stnId: 108, ...SEOUL_FLEET });
    expect(body.finance.recWeight).toBe(1);
    // Seoul, default system: 3.3-3.8 h/day (packages/solar README, acceptance)
    expect(body.profitData.dAvgPowerTime).toBeGreaterThanOrEqual(3.3);
    expect(body.profitData.dAvgPowerTime).toBeLessThanOrEqual(3.8);
  });

  it('applies a recalibration from the database without code changes', async () => {
    const before = (await calc(CALC)).json<ForecastOutput>();
    await t.app.services.weatherStations.recalibrate(108, {
      gradient: 0.9,
      constant: 1000,
      source: 'test: operator recalibration',
    });
    try {
      expect((await nearest(SEOUL)).json()).toMatchObject({ gradient: 0.9, constant: 1000 });
      const after = (await calc(CALC)).json<ForecastOutput>();
      expect(after.station).toMatchObject({ gradient: 0.9, constant: 1000 });
      expect(after.energy.annualKwh).toBeCloseTo(0.9 * before.energy.physicsAnnualKwh + 1000, 0);
      // values in the body win over the table
      const explicit = (await calc({ ...CALC, ...SEOUL_FLEET })).json<ForecastOutput>();
      expect(explicit.energy.annualKwh).toBeCloseTo(before.energy.annualKwh, 6);
      const byStation = (
        await calc({ systemSize: 100, installType: 'L', stationId: 108 })
      ).json<ForecastOutput>();
      expect(byStation.station).toMatchObject({ stnId: 108, gradient: 0.9, distanceKm: null });
    } finally {
      await t.app.services.weatherStations.recalibrate(108, {
        ...SEOUL_FLEET,
        source: 'test: reset',
      });
    }
  });

  it('answers the same figures as the engine CLI for the same input', async () => {
    const body = { ...CALC, smpPrice: 118.38, recPrice: 71_810, recRate: 1 };
    const http = (await calc(body)).json<ForecastOutput>();
    const cli = runCommand('forecast', body) as ForecastOutput;
    expect(http.profitData).toEqual(cli.profitData);
    expect(http.finance).toEqual(cli.finance);
    expect(http.uncertainty).toEqual(cli.uncertainty);
    expect(http.scenarios).toEqual(cli.scenarios);
    expect(http.operatingCosts).toEqual(cli.operatingCosts);
    expect(http.losses).toEqual(cli.losses);
  });

  it('carries the honest figures: uncertainty, losses, operating costs, finance, scenarios', async () => {
    const body = (await calc(CALC)).json<ForecastOutput>();
    expect(Object.keys(body.uncertainty)).toEqual(
      expect.arrayContaining(['p50AnnualKwh', 'p90AnnualKwh', 'p10AnnualKwh', 'sigmaPct', 'terms']),
    );
    expect(body.losses.length).toBeGreaterThan(5);
    expect(body.operatingCosts.every((l) => l.firstYearKrw > 0)).toBe(true);
    expect(Object.keys(body.finance)).toEqual(
      expect.arrayContaining([
        'projectIrr',
        'equityIrr',
        'projectPaybackYear',
        'paybackYear',
        'npvKrw',
        'lcoeKrwPerKwh',
        'minDscr',
      ]),
    );
    expect(body.scenarios.map((s) => s.name)).toEqual(['fixed', 'spot', 'spotRecClose']);
    expect(body.finance.priceScenario).toBe('fixed');
  });

  it('passes the prices and cost fields through to the finance', async () => {
    const spot = { ...CALC, priceScenario: 'spot' };
    const cheap = (await calc({ ...spot, smpPrice: 100, recPrice: 50_000 })).json<ForecastOutput>();
    const dear = (await calc({ ...spot, smpPrice: 150, recPrice: 80_000 })).json<ForecastOutput>();
    expect(dear.profitData.predictionProfit).toBeGreaterThan(cheap.profitData.predictionProfit);
    expect(cheap.term20.profitDatas[0]).toMatchObject({ smpKrwPerKwh: 100, recKrwPerKwh: 50 });
  });

  it.each([
    ['lat above 90', { lat: 91, lng: 127 }],
    ['lat outside Korea (Tokyo)', { lat: 35.68, lng: 139.69 }],
    ['lat as text NaN', { lat: 'NaN', lng: 127 }],
    ['lat null', { lat: null, lng: 127 }],
    ['missing lng', { lat: 37.5 }],
    ['empty body', {}],
  ])('rejects nearest-stn with %s: 400 {code, message, details}', async (_name, payload) => {
    const response = await nearest(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; details: unknown[] }>();
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(body.details.length).toBeGreaterThan(0);
  });

  it.each([
    ['negative size', { ...CALC, systemSize: -1 }],
    ['unknown install type', { ...CALC, installType: 'X' }],
    ['tilt above 90', { ...CALC, tilt: 100 }],
    ['no place', { systemSize: 100, installType: 'L' }],
    ['latitude out of Korea', { ...CALC, latitude: 10 }],
    ['text size', { ...CALC, systemSize: '100' }],
    ['fractional years', { ...CALC, years: 2.5 }],
  ])('rejects calc-proposal with %s: 400 with details', async (_name, payload) => {
    const response = await calc(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      details: expect.any(Array),
    });
  });

  it('rejects an unknown station id as an invalid input (400) naming the station', async () => {
    const response = await calc({ systemSize: 100, installType: 'L', stationId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'FORECAST_INPUT_INVALID',
      message: expect.stringContaining('999999'),
    });
  });

  it('takes SMP, REC price and REC weight from power_profit_default, the row the analysis reads', async () => {
    const before = (await calc({ ...CALC, installType: 'R' })).json<ForecastOutput>();
    expect(before.finance.recWeight).toBe(1.5);
    await t.database.db
      .update(powerProfitDefault)
      .set({ roof1: 1.2, fitSmp: 150 })
      .where(eq(powerProfitDefault.id, 1));
    try {
      const after = (await calc({ ...CALC, installType: 'R' })).json<ForecastOutput>();
      expect(after.finance.recWeight).toBe(1.2);
      expect(after.profitData.yAvgProfit).not.toBe(before.profitData.yAvgProfit);
      // A price in the body still wins over the defaults.
      const given = (
        await calc({ ...CALC, installType: 'R', recRate: 1.5, smpPrice: 118.38 })
      ).json<ForecastOutput>();
      expect(given.profitData.yAvgProfit).toBe(before.profitData.yAvgProfit);
    } finally {
      await t.database.db
        .update(powerProfitDefault)
        .set({ roof1: POWER_PROFIT_DEFAULT_SEED.roof1, fitSmp: POWER_PROFIT_DEFAULT_SEED.fitSmp })
        .where(eq(powerProfitDefault.id, 1));
    }
  });

  it('answers 4xx, never 5xx, for NaN, broken JSON and huge bodies', async () => {
    for (const url of ['/nanoom-data/nd-api/nearest-stn', '/calc-proposal-data/v2']) {
      for (const payload of ['{"lat": NaN, "lng": 127}', '{"lat": 37', 'null', '"text"']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: callerAddress(),
        });
        expect(response.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
        expect(response.json()).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
      }
      const huge = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...CALC, ...SEOUL, address: 'x'.repeat(100_000) }),
        remoteAddress: callerAddress(),
      });
      expect(huge.statusCode).toBe(413);
    }
    const longAddress = await calc({ ...CALC, address: 'x'.repeat(600) });
    expect(longAddress.statusCode).toBe(400);
  });
});
