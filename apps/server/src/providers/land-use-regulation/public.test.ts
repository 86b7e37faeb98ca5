import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { nedBody } from '../testing/fixtures.js';
import { createPublicLandUseRegulation } from './public.js';

const PNU = '4413310300100120003';
const { server, adapter, itHandlesFailures } = publicAdapterTestbed(createPublicLandUseRegulation);

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

  itHandlesFailures((port) => port.getZones(PNU));
});
