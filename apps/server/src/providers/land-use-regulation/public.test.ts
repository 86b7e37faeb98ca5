import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, testHttp, type FakeServer } from '../testing/fake-server.js';
import { itHandlesFailures } from '../testing/failure-modes.js';
import { nedBody } from '../testing/fixtures.js';
import { createPublicLandUseRegulation } from './public.js';

const PNU = '4413310300100120003';
let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
const adapter = () =>
  createPublicLandUseRegulation({ baseUrl: server.baseUrl, key: 'test-key', http: testHttp });

describe('public land-use regulation (VWorld NED getLandUseAttr)', () => {
  it('lists each zone once with its strongest relation', async () => {
    server.handle(() => ({
      body: nedBody('landUses', [
        {
          pnu: PNU,
          prposAreaDstrcCode: 'UQA430',
          prposAreaDstrcCodeNm: '계획관리지역',
          cnflcAt: '1',
          cnflcAtNm: '포함',
        },
        {
          pnu: PNU,
          prposAreaDstrcCode: 'UMK100',
          prposAreaDstrcCodeNm: '가축사육제한구역',
          cnflcAt: '3',
          cnflcAtNm: '접합',
        },
        {
          pnu: PNU,
          prposAreaDstrcCode: 'UMK100',
          prposAreaDstrcCodeNm: '가축사육제한구역',
          cnflcAt: '2',
          cnflcAtNm: '저촉',
        },
      ]),
    }));
    expect(await adapter().getZones(PNU)).toMatchObject({
      status: 'ok',
      value: [
        { name: '계획관리지역', relation: '포함' },
        { name: '가축사육제한구역', relation: '저촉' },
      ],
    });
    expect(server.requests[0]!.path).toBe('/ned/data/getLandUseAttr');
  });

  it('answers empty without rows', async () => {
    server.handle(() => ({ body: nedBody('landUses', [], 0) }));
    expect(await adapter().getZones(PNU)).toMatchObject({ reason: 'empty' });
  });

  itHandlesFailures(
    () => server,
    (options) => createPublicLandUseRegulation(options).getZones(PNU),
  );
});
