import { describe, expect, it } from 'vitest';
import type { Analysis, LandData } from '@haetbit/contracts';
import { testAppForSuite } from '../../test/suite.js';
import {
  newOwner,
  PARCELS,
  sizedAnalysis,
  submitMatchReq,
  verifyPhone,
  type Owner,
} from '../../test/journey.js';

describe('match analysis writes', () => {
  const t = testAppForSuite();

  const call = (owner: Owner, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner.authorization },
      ...(payload ? { payload } : {}),
    });
  const read = async (owner: Owner, id: number) =>
    (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();

  it('writes the install type, the forecast and a refresh while the analysis is being analysed', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const sized = await read(owner, id);
    const { center } = (JSON.parse(sized.landData) as LandData).boundaryPos!;
    const predicted = await call(owner, 'PATCH', '/api/match-analysis/prediction', {
      id,
      lat: center.lat,
      lng: center.lng,
      azimuth: 170,
      tilt: 25,
      area: sized.area,
      moduleQty: 0,
      systemSize: 0,
    });
    expect(predicted.statusCode).toBe(200);
    expect(await read(owner, id)).toMatchObject({ azimuth: 170, tilt: 25 });
    expect((await read(owner, id)).profitData).not.toBeNull();

    const resized = await call(owner, 'PATCH', '/api/match-analysis', { id, installType: 'L' });
    expect(resized.statusCode).toBe(200);
    // A new size drops the earlier forecast.
    expect(await read(owner, id)).toMatchObject({ installType: 'L', profitData: null });
  });

  it('refuses every write once the analysis is in matching, and keeps what was stored', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const phone = '010-7778-0001';
    expect((await verifyPhone(t.app, owner, id, phone)).statusCode).toBe(200);
    expect((await submitMatchReq(t.app, owner, { analysisId: id, phone })).statusCode).toBe(201);
    const before = await read(owner, id);
    const { center } = (JSON.parse(before.landData) as LandData).boundaryPos!;

    const writes = [
      call(owner, 'PATCH', '/api/match-analysis', { id, installType: 'R', area: 100 }),
      call(owner, 'PATCH', '/api/match-analysis/prediction', {
        id,
        lat: center.lat,
        lng: center.lng,
        azimuth: 170,
        tilt: 25,
        area: before.area,
        moduleQty: 0,
        systemSize: 0,
      }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'ANALYSIS_IN_MATCHING' });
    }
    const after = await read(owner, id);
    expect(after).toMatchObject({
      installType: before.installType,
      area: before.area,
      azimuth: before.azimuth,
      tilt: before.tilt,
    });
  });
});
