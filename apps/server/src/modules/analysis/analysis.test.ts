import { describe, expect, it } from 'vitest';
import type { Analysis, CheckIsIngAnswer, LandData, ProfitData } from '@haetbit/contracts';
import { forecast, runFinance } from '@haetbit/solar';
import { POWER_PROFIT_DEFAULT_SEED } from '../content/seed.js';
import { testAppForSuite } from '../../test/suite.js';
import {
  createAnalysis,
  newOwner,
  PARCELS,
  sizedAnalysis,
  type Owner,
} from '../../test/journey.js';

describe('match analysis', () => {
  const t = testAppForSuite();

  const call = (
    owner: Owner,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner.authorization },
      ...(payload ? { payload } : {}),
    });

  /** Asks for the forecast at the parcel's centre, facing south at 21°, with the sizes a client sends. */
  const predict = (
    owner: Owner,
    analysis: Analysis,
    sent: { area: number | null; moduleQty: number; systemSize: number },
  ) => {
    const { center } = (JSON.parse(analysis.landData) as LandData).boundaryPos!;
    return call(owner, 'PATCH', '/api/match-analysis/prediction', {
      id: analysis.id,
      lat: center.lat,
      lng: center.lng,
      azimuth: 180,
      tilt: 21,
      ...sent,
    });
  };

  it('reports an address as analyzable, then analysing once an analysis exists', async () => {
    const owner = await newOwner(t.app);
    const check = () =>
      call(owner, 'POST', '/api/match-analysis/check-is-ing', {
        pnu: PARCELS.landP.pnu,
        deviceId: owner.deviceId,
      });
    expect((await check()).json<CheckIsIngAnswer>()).toEqual({ state: 'analyzable', list: [] });
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    const after = (await check()).json<CheckIsIngAnswer>();
    expect(after.state).toBe('analyzing');
    expect(after.list).toEqual([
      expect.objectContaining({ id, status: 'ANL', matchReqId: null, pnu: PARCELS.landP.pnu }),
    ]);
  });

  it('lists the device’s analyses not yet in matching, and refuses another device’s list', async () => {
    const owner = await newOwner(t.app);
    const intruder = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    const list = await call(owner, 'GET', `/api/match-analysis/list?deviceId=${owner.deviceId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { id: number }[] }>().data).toEqual([
      expect.objectContaining({ id, status: 'ANL', matchReqId: null, pnu: PARCELS.landP.pnu }),
    ]);
    expect(
      (await call(intruder, 'GET', `/api/match-analysis/list?deviceId=${owner.deviceId}`))
        .statusCode,
    ).toBe(403);
  });

  it('marks an analysis whose capacity cannot be determined in the list, and lets the owner delete it', async () => {
    const owner = await newOwner(t.app);
    const sized = await createAnalysis(t.app, owner, PARCELS.landP);
    const stopped = await createAnalysis(t.app, owner, PARCELS.capacityUnknown);
    const listed = async () =>
      (await call(owner, 'GET', `/api/match-analysis/list?deviceId=${owner.deviceId}`)).json<{
        data: { id: number; capacityUnknown: boolean }[];
      }>().data;
    expect(await listed()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sized, capacityUnknown: false }),
        expect.objectContaining({ id: stopped, capacityUnknown: true }),
      ]),
    );
    expect((await call(owner, 'DELETE', `/api/match-analysis/${stopped}`)).statusCode).toBe(204);
    expect((await listed()).map((item) => item.id)).toEqual([sized]);
  });

  it('treats an empty road address as no road address', async () => {
    const owner = await newOwner(t.app);
    const created = await call(owner, 'POST', '/api/match-analysis', {
      pnu: PARCELS.landP.pnu,
      address: PARCELS.landP.address,
      roadAddress: '',
      deviceId: owner.deviceId,
    });
    expect(created.statusCode).toBe(201);
    const read = await call(
      owner,
      'GET',
      `/api/match-analysis/${created.json<{ id: number }>().id}`,
    );
    expect(read.json<{ roadAddress: string | null }>().roadAddress).toBeNull();
  });

  it('stores the land data from its own providers with verdicts and capacity for both types', async () => {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    const analysis = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    expect(analysis).toMatchObject({
      id,
      status: 'ANL',
      installType: null,
      azimuth: 180,
      tilt: 21,
    });
    const landData = JSON.parse(analysis.landData) as LandData;
    expect(landData.boundaryPos?.boundaryPos.length).toBeGreaterThanOrEqual(3);
    // 남사리 210 is a 전: a ground plant needs the farmland route (issue 31).
    expect(landData.feasibility.L.landType).toMatchObject({
      verdict: 'C',
      farmland: { category: '전', promotionZone: false },
    });
    expect(landData.feasibility.L.total).toBe('C');
    expect(landData.landInfo?.landMovRsnCdNm).toBe(landData.landMovement?.landMovRsnCdNm);
    expect(landData.capacity.L.status).toBe('ok');
  });

  it('refuses a second open analysis of the same address with 409', async () => {
    const owner = await newOwner(t.app);
    await createAnalysis(t.app, owner, PARCELS.landP);
    const again = await call(owner, 'POST', '/api/match-analysis', {
      ...PARCELS.landP,
      deviceId: owner.deviceId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ANALYSIS_ACTIVE' });
  });

  it('recomputes capacity on the server and ignores the numbers a client sends', async () => {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    const patched = await call(owner, 'PATCH', '/api/match-analysis', {
      id,
      installType: 'L',
      moduleQty: 999_999,
      systemSize: 479_999.52,
    });
    expect(patched.statusCode).toBe(200);
    const analysis = patched.json<Analysis>();
    const capacity = (JSON.parse(analysis.landData) as LandData).capacity.L;
    expect(analysis.moduleQty).toBe(capacity.moduleQty);
    expect(analysis.systemSize).toBeCloseTo((capacity.moduleQty * 480) / 1000, 2);
    expect(analysis.area).toBe(capacity.areaM2);
  });

  it('accepts a smaller edited land area and refuses one beyond the parcel', async () => {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    const full = (
      await call(owner, 'PATCH', '/api/match-analysis', { id, installType: 'L' })
    ).json<Analysis>();
    const half = (
      await call(owner, 'PATCH', '/api/match-analysis', {
        id,
        installType: 'L',
        area: full.area! / 2,
      })
    ).json<Analysis>();
    expect(half.moduleQty!).toBeLessThan(full.moduleQty!);
    const tooBig = await call(owner, 'PATCH', '/api/match-analysis', {
      id,
      installType: 'L',
      area: full.area! * 3,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ code: 'AREA_EXCEEDS_PARCEL' });
  });

  it('uses archArea for a roof with building data', async () => {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.roofWithBuilding);
    const analysis = (
      await call(owner, 'PATCH', '/api/match-analysis', { id, installType: 'R' })
    ).json<Analysis>();
    const landData = JSON.parse(analysis.landData) as LandData;
    expect(analysis.area).toBe(landData.gnrlBldgInfo?.archArea);
    expect(analysis.moduleQty).toBeGreaterThan(0);
  });

  it('asks for the roof area when there is no building data, then sizes the entered area', async () => {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.roofWithoutBuilding);
    const missing = await call(owner, 'PATCH', '/api/match-analysis', { id, installType: 'R' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'AREA_REQUIRED' });
    const entered = (
      await call(owner, 'PATCH', '/api/match-analysis', { id, installType: 'R', area: 420.5 })
    ).json<Analysis>();
    expect(entered).toMatchObject({ installType: 'R', area: 420.5 });
    expect(entered.moduleQty).toBeGreaterThan(0);
  });

  it('cannot forecast an address whose capacity cannot be determined', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.capacityUnknown, 'L');
    const analysis = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    expect(analysis.moduleQty).toBe(0);
    const prediction = await predict(owner, analysis, { area: 100, moduleQty: 50, systemSize: 24 });
    expect(prediction.statusCode).toBe(400);
    expect(prediction.json()).toMatchObject({
      code: 'CAPACITY_UNKNOWN',
      message: '예상 설치 용량을 확인할 수 없는 주소입니다. 다른 주소로 시도해 주세요.',
    });
  });

  it('forecasts 12 months and the 20-year profit with the engine and stores them', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const before = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    const response = await predict(owner, before, {
      area: before.area,
      moduleQty: 1,
      systemSize: 0.48,
    });
    expect(response.statusCode).toBe(200);
    const monthly = JSON.parse(
      response.json<{ predictionMonthlyPower: string }>().predictionMonthlyPower,
    ) as number[];
    expect(monthly).toHaveLength(12);
    expect(monthly.every((kwh) => kwh > 0)).toBe(true);
    const profit = JSON.parse(response.json<{ profitData: string }>().profitData) as ProfitData;
    expect(profit.profitChart).toHaveLength(21);
    expect(profit.predictionPowerChart).toHaveLength(12);
    // One definition each: yearly cash averages the 20 years; the 20-year figure is net of the
    // owner's own cash, the chart's last point.
    const cash = profit.predictionProfit + profit.finance!.equityKrw;
    expect(profit.mAvgProfit).toBe(Math.round(cash / 240));
    expect(profit.yAvgProfit).toBe(Math.round(cash / 20));
    expect(profit.predictionProfit).toBe(profit.profitChart.at(-1));
    expect(profit.dAvgPowerTime).toBeGreaterThan(3);
    expect(profit.dAvgPowerTime).toBeLessThan(4.5);
    // The forecast names the defaults row it rests on (one source with /calc-proposal-data).
    expect(profit.defaults).toEqual({
      asOf: POWER_PROFIT_DEFAULT_SEED.asOf,
      source: expect.stringContaining(POWER_PROFIT_DEFAULT_SEED.source),
    });
    // The client's tiny size was ignored: the forecast is for the server's capacity.
    const annualKwh = monthly.reduce((sum, kwh) => sum + kwh, 0);
    expect(annualKwh / before.systemSize! / 365).toBeCloseTo(profit.dAvgPowerTime, 0);
    const stored = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    expect(JSON.parse(stored.predictionMonthlyPower!)).toEqual(monthly);
    expect(JSON.parse(stored.profitData!)).toEqual(profit);
  });

  it('forecasts from the id alone, the same as with the spec’s fields, and answers it on every read', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const before = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    const alone = await call(owner, 'PATCH', '/api/match-analysis/prediction', { id });
    expect(alone.statusCode).toBe(200);
    const withSpecFields = await predict(owner, before, {
      area: before.area,
      moduleQty: before.moduleQty!,
      systemSize: before.systemSize!,
    });
    expect(withSpecFields.json()).toEqual(alone.json());
    const stored = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    const answer = alone.json<{ predictionMonthlyPower: string; profitData: string }>();
    expect(JSON.parse(stored.profitData!)).toEqual(JSON.parse(answer.profitData));
    expect(JSON.parse(stored.predictionMonthlyPower!)).toEqual(
      JSON.parse(answer.predictionMonthlyPower),
    );
    // The stored 180° and 21° were used, and stay.
    expect([stored.azimuth, stored.tilt]).toEqual([180, 21]);
    const station = (JSON.parse(answer.profitData) as ProfitData).station;
    expect(station.distanceKm).toBeGreaterThan(0);
  });

  it('answers the same honest figures as the engine CLI and the data service for the same input', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const before = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    const response = await predict(owner, before, {
      area: before.area ?? 0,
      moduleQty: before.moduleQty ?? 0,
      systemSize: before.systemSize ?? 0,
    });
    const profit = JSON.parse(response.json<{ profitData: string }>().profitData) as ProfitData;
    const center = (JSON.parse(before.landData) as LandData).boundaryPos!.center;
    const input = {
      installType: 'L' as const,
      systemSize: before.systemSize!,
      azimuth: before.azimuth,
      tilt: before.tilt,
      latitude: center.lat,
      longitude: center.lng,
      smpPrice: profit.prices.smpKrwPerKwh,
      recPrice: profit.prices.recKrwPerRec,
      recRate: profit.prices.recWeight,
    };
    // The CLI's `forecast` command is this function; without a gradient it takes the same fleet
    // calibration the server seeded into weather_station.
    const engine = forecast(input);
    expect(profit.yAvgProfit).toBe(engine.profitData.yAvgProfit);
    expect(profit.uncertainty).toEqual(engine.uncertainty);
    expect(profit.losses).toEqual(engine.losses);
    expect(profit.operatingCosts).toEqual(engine.operatingCosts);
    expect(profit.scenarios).toEqual(engine.scenarios);
    expect(profit.finance).toMatchObject({
      projectIrr: engine.finance.projectIrr,
      equityIrr: engine.finance.equityIrr,
      paybackYear: engine.finance.paybackYear,
      projectPaybackYear: engine.finance.projectPaybackYear,
      npvKrw: engine.finance.npvKrw,
      minDscr: engine.finance.minDscr,
    });
    const dataService = await t.app.inject({
      method: 'POST',
      url: '/calc-proposal-data/v2',
      payload: input,
    });
    expect(dataService.json<{ finance: unknown }>().finance).toEqual(engine.finance);
    // What the owner's device reruns when an assumption moves gives the same figures back.
    const device = runFinance({
      ...profit.financeInputs!,
      priceScenario: profit.financeInputs!.priceScenario!,
    });
    expect(device.yAvgProfitKrw).toBe(profit.yAvgProfit);
    expect(device.projectIrr).toBeCloseTo(profit.finance!.projectIrr!, 6);
  });

  it('prices a Jeju parcel of 30 kW or more with live prices of local division 9', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.jejuLand, 'L');
    const before = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    expect(before.systemSize!).toBeGreaterThanOrEqual(30);
    const response = await predict(owner, before, {
      area: before.area,
      moduleQty: 0,
      systemSize: 0,
    });
    const profit = JSON.parse(response.json<{ profitData: string }>().profitData) as ProfitData;
    expect(profit.prices).toMatchObject({ source: 'live', localDiv: 9 });
    expect(profit.station.stnName.length).toBeGreaterThan(0);
  });

  it('answers 403 for another device’s analysis, on every call, and changes nothing', async () => {
    const owner = await newOwner(t.app);
    const intruder = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    expect((await call(intruder, 'GET', `/api/match-analysis/${id}`)).statusCode).toBe(403);
    expect(
      (await call(intruder, 'PATCH', '/api/match-analysis', { id, installType: 'L' })).statusCode,
    ).toBe(403);
    expect((await call(intruder, 'DELETE', `/api/match-analysis/${id}`)).statusCode).toBe(403);
    expect(
      (
        await call(intruder, 'POST', '/api/match-analysis/check-is-ing', {
          pnu: PARCELS.landP.pnu,
          deviceId: owner.deviceId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>().installType,
    ).toBeNull();
  });

  it('deletes an analysis so the address can be analysed again', async () => {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    expect((await call(owner, 'DELETE', `/api/match-analysis/${id}`)).statusCode).toBe(204);
    const gone = await call(owner, 'GET', `/api/match-analysis/${id}`);
    expect(gone.statusCode).toBe(403);
    expect(gone.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
    await createAnalysis(t.app, owner, PARCELS.landP);
  });

  it.each([
    ['a malformed pnu', { pnu: '12345', address: 'x' }],
    ['an empty address', { pnu: PARCELS.landP.pnu, address: '' }],
    ['a 2 000-character address', { pnu: PARCELS.landP.pnu, address: '가'.repeat(2000) }],
    ['an unknown field', { ...PARCELS.landP, status: 'CMC' }],
  ])('rejects creation with %s with 400', async (_label, body) => {
    const owner = await newOwner(t.app);
    const response = await call(owner, 'POST', '/api/match-analysis', {
      ...body,
      deviceId: owner.deviceId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['an unknown install type', { installType: 'X' }],
    ['a negative area', { installType: 'R', area: -5 }],
    ['a zero area', { installType: 'R', area: 0 }],
    ['an area as text', { installType: 'R', area: '100' }],
    ['a mixed form', { installType: 'R', profitData: '{}' }],
  ])('rejects a PATCH with %s with 400', async (_label, body) => {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    const response = await call(owner, 'PATCH', '/api/match-analysis', { id, ...body });
    expect(response.statusCode).toBe(400);
  });
});
