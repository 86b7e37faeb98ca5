import type { FastifyInstance } from 'fastify';
import { LAND_MESSAGES } from '@haetbit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createProviders, type ProvidersConfig } from '../../providers/index.js';
import { OFFLINE_PARCELS } from '../../providers/offline-data/index.js';
import { startFakeServer, type FakeServer } from '../../providers/testing/fake-server.js';
import { createTestApp, mintedBearer, type TestApp } from '../../test/test-app.js';

const clock = manualClock('2026-03-02T01:00:00Z');
const opened: TestApp[] = [];
let sessionSecret = '';

/** The real app (seeded database, platform plugins) with the given provider set. */
async function buildLandApp(
  providers: ProvidersConfig = { dataProvider: 'offline', keys: {} },
): Promise<FastifyInstance> {
  const t = await createTestApp({
    providers: createProviders({ ...providers, now: () => clock.now() }),
  });
  opened.push(t);
  sessionSecret = t.config.sessionSecret;
  return t.app;
}
afterAll(async () => {
  for (const t of opened) await t.close();
});

const enc = encodeURIComponent;
let caller = 0;
/** A session of the given device, valid for the whole run. */
const bearerOf = (app: FastifyInstance, deviceId: string) =>
  mintedBearer(app, sessionSecret, deviceId, new Date(Date.now() + 86_400_000 * 3650));
/**
 * Each call from its own device, so the per-caller rate limit does not interfere; a test of the
 * limit names one device.
 */
const post = async (app: FastifyInstance, url: string, payload?: object, deviceId?: string) => {
  caller += 1;
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: await bearerOf(app, deviceId ?? `A_route-test-device-${caller}`) },
    ...(payload ? { payload } : {}),
  });
};

describe('land routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildLandApp();
  });

  it('answers every /open call for every dataset parcel without keys or network', async () => {
    for (const parcel of OFFLINE_PARCELS) {
      const urls = [
        `/open/seereal-api/search-land-polygon/list/${enc(parcel.address)}`,
        `/open/vw-api/parcel-number/list/${enc(parcel.address)}`,
        `/open/nsdi-api/land-boundary-pos/${parcel.pnu}`,
        `/open/public-data-api/land-characteristics-service/2026/${parcel.pnu}`,
        `/open/public-data-api/land-possession-service/${parcel.pnu}`,
        `/open/nsdi-api/land-move-attr/${parcel.pnu}`,
        `/open/nsdi-api/indvd-land-price-attr/2026/${parcel.pnu}`,
        `/open/bld-rgst/br-title-info/${parcel.pnu}`,
        `/open/elis-api/dev-limit-infos/${parcel.pnu}`,
        `/open/kepco-api/jibun-list/${enc(parcel.address)}`,
        `/open/kepco-api/dispersed-generation-service/${enc(parcel.address)}/${enc(parcel.jibun)}`,
      ];
      for (const url of urls) {
        const response = await post(app, url);
        expect(response.statusCode, `${parcel.key} ${url} ${response.body}`).toBe(200);
      }
    }
  });

  it('returns the spec field names', async () => {
    const roof = OFFLINE_PARCELS.find((p) => p.cases.includes('roof with building') && p.grid)!;
    const building = (await post(app, `/open/bld-rgst/br-title-info/${roof.pnu}`)).json();
    expect(building.data).toMatchObject({
      archCnt: 1,
      archArea: expect.any(Number),
      mainPurpsCdNm: expect.any(String),
    });
    const land = (
      await post(app, `/open/public-data-api/land-characteristics-service/2026/${roof.pnu}`)
    ).json();
    expect(Object.keys(land.data)).toEqual(
      expect.arrayContaining([
        'lndcgrCodeNm',
        'lndpclAr',
        'tpgrphHgCodeNm',
        'tpgrphFrmCodeNm',
        'roadSideCodeNm',
      ]),
    );
    const grid = (
      await post(
        app,
        `/open/kepco-api/dispersed-generation-service/${enc(roof.address)}/${enc(roof.jibun)}`,
        { pnu: roof.pnu },
      )
    ).json();
    expect(grid.data.selectedJibunInfo).toMatchObject({
      jibun: roof.jibun,
      substation: {
        name: expect.any(String),
        capacity1: expect.any(Number),
        capacity2: expect.any(Number),
      },
      transformer: { capacity2: expect.any(Number) },
      dl: { capacity2: expect.any(Number) },
    });
    const search = (
      await post(app, `/open/vw-api/parcel-number/list/${enc('산 12-3')}`, { page: 1, size: 5 })
    ).json();
    expect(search.items[0]).toEqual({
      address: '제주특별자치도 제주시 조천읍 선흘리 산 12-3',
      roadAddress: null,
      pnu: '5011025930200120003',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it("answers missing data with the 'cannot look up' text, as 200", async () => {
    const noGrid = OFFLINE_PARCELS.find((p) => !p.grid)!;
    const response = await post(app, `/open/kepco-api/jibun-list/${enc(noGrid.address)}`, {
      pnu: noGrid.pnu,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'unavailable',
      reason: 'empty',
      message: LAND_MESSAGES.powerLineUnavailable,
      note: LAND_MESSAGES.contractorNote,
      data: null,
    });
  });

  it('serves the ordinance and the region limit list', async () => {
    const long = await app.inject({
      method: 'GET',
      url: `/api/local-ordinance/area/${enc('함양군')}`,
    });
    expect(long.statusCode).toBe(200);
    expect(long.json()).toMatchObject({
      area: '함양군',
      found: true,
      title: expect.stringContaining('함양군'),
    });
    expect(long.json().content.length).toBeGreaterThan(200);
    const none = await app.inject({
      method: 'GET',
      url: `/api/local-ordinance/area/${enc('산청군')}`,
    });
    expect(none.json()).toMatchObject({
      found: false,
      content: null,
      message: LAND_MESSAGES.ordinanceAbsent,
    });
    const limit = await app.inject({ method: 'GET', url: '/api/match-com/local-limit-area/50' });
    expect(limit.statusCode).toBe(200);
    expect(limit.json().limitArea.split(',')).toContain('농업진흥구역');
  });

  it('limits a caller to 60 gateway calls a minute', async () => {
    const url = `/open/nsdi-api/land-boundary-pos/${OFFLINE_PARCELS[0]!.pnu}`;
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1)
      codes.push((await post(app, url, undefined, 'A_route-test-busy-device')).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another device behind the same address still gets its answer.
    expect((await post(app, url)).statusCode).toBe(200);
  });

  it('needs a session for the gateway', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/open/nsdi-api/land-boundary-pos/${OFFLINE_PARCELS[0]!.pnu}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a short pnu', '/open/nsdi-api/land-boundary-pos/12345'],
    ['a pnu with letters', '/open/nsdi-api/land-boundary-pos/50110250251102300ab'],
    ['a pnu with land type 3', '/open/nsdi-api/land-boundary-pos/5011025025310230000'],
    ['a pnu of no 시도', '/open/nsdi-api/land-boundary-pos/9911025025110230000'],
    [
      'a two-digit year',
      '/open/public-data-api/land-characteristics-service/26/5011025025110230000',
    ],
    ['a year out of range', '/open/nsdi-api/indvd-land-price-attr/1800/5011025025110230000'],
    ['a one-character query', `/open/vw-api/parcel-number/list/${enc('가')}`],
    ['a blank query', `/open/vw-api/parcel-number/list/${enc('   ')}`],
    [
      'a 2 000-character query',
      `/open/seereal-api/search-land-polygon/list/${enc('가'.repeat(2000))}`,
    ],
    ['an SQL injection query', `/open/seereal-api/search-land-polygon/list/${enc("1' OR '1'='1")}`],
    ['a script query', `/open/vw-api/parcel-number/list/${enc('<script>alert(1)</script>')}`],
    [
      'a bad jibun',
      `/open/kepco-api/dispersed-generation-service/${enc('경상남도 함양군')}/${enc('12;DROP')}`,
    ],
  ])('refuses %s with 400', async (_name, url) => {
    const response = await post(app, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([
    [
      'an injection area',
      `/api/local-ordinance/area/${enc("함양군'; DROP TABLE local_ordinance;--")}`,
    ],
    ['a latin area', '/api/local-ordinance/area/hamyang'],
    ['a long area', `/api/local-ordinance/area/${enc('가'.repeat(40))}`],
    ['a three-digit 시도 code', '/api/match-com/local-limit-area/501'],
    ['an unknown 시도 code', '/api/match-com/local-limit-area/99'],
  ])('refuses %s with 400 and still serves the table afterwards', async (_name, url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
    const after = await app.inject({
      method: 'GET',
      url: `/api/local-ordinance/area/${enc('함양군')}`,
    });
    expect(after.json()).toMatchObject({ found: true });
  });

  it('refuses unknown body fields and bad paging', async () => {
    const pnu = OFFLINE_PARCELS[0]!.pnu;
    expect(
      (await post(app, `/open/vw-api/parcel-number/list/${enc('금악리')}`, { size: 1000 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(app, `/open/vw-api/parcel-number/list/${enc('금악리')}`, { page: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await post(app, `/open/kepco-api/jibun-list/${enc('금악리 1023')}`, { pnu, extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(app, `/open/kepco-api/jibun-list/${enc('금악리 1023')}`, { pnu: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('land routes over failing public services', () => {
  let server: FakeServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startFakeServer(() => ({
      status: 500,
      body: 'Internal Server Error',
      contentType: 'text/plain',
    }));
    app = await buildLandApp({
      dataProvider: 'public',
      keys: { vworld: 'k', dataGoKr: 'k', kepco: 'k' },
      baseUrls: { vworld: server.baseUrl, dataGoKr: server.baseUrl, kepco: server.baseUrl },
      timeoutMs: 200,
      backoffMs: 1,
    });
  });
  afterAll(async () => server.close());

  it("answers 200 with the 'cannot look up' texts, never a 5xx", async () => {
    const pnu = '4887025028105120000';
    const cases: [string, string][] = [
      [`/open/nsdi-api/land-boundary-pos/${pnu}`, LAND_MESSAGES.landInfoUnavailable],
      [
        `/open/public-data-api/land-characteristics-service/2026/${pnu}`,
        LAND_MESSAGES.landInfoUnavailable,
      ],
      [`/open/bld-rgst/br-title-info/${pnu}`, LAND_MESSAGES.buildingInfoUnavailable],
      [`/open/elis-api/dev-limit-infos/${pnu}`, LAND_MESSAGES.zoneInfoUnavailable],
      [
        `/open/kepco-api/jibun-list/${enc('경상남도 함양군 함양읍 백연리 512')}`,
        LAND_MESSAGES.powerLineUnavailable,
      ],
    ];
    for (const [url, message] of cases) {
      const response = await post(app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({ status: 'unavailable', message });
    }
    const search = await post(app, `/open/vw-api/parcel-number/list/${enc('백연리 512')}`);
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ items: [], total: 0 });
  });
});
