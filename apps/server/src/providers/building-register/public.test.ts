import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { BUILDING_ITEM, DATA_GO_KR_XML_ERROR, buildingBody } from '../testing/fixtures.js';
import { createPublicBuildingRegister } from './public.js';

const PNU = '4413310300100120003';
const SAN_PNU = '4413310300200120003';
const { server, adapter, itHandlesFailures, expectFirstRequest } = publicAdapterTestbed(
  createPublicBuildingRegister,
);

describe('public building register (data.go.kr 건축HUB getBrTitleInfo)', () => {
  it('maps the pnu to sigunguCd, bjdongCd, platGbCd, bun, ji and summarises a single item', async () => {
    server.handle(() => ({ body: buildingBody(BUILDING_ITEM) }));
    expect(await adapter().getTitleInfo(PNU)).toMatchObject({
      status: 'ok',
      value: {
        archCnt: 1,
        archArea: 820.5,
        mainPurpsCdNm: '동물및식물관련시설',
        etcPurps: '축사',
        pmsDay: '20190311',
      },
    });
    expectFirstRequest('/1613000/BldRgstHubService/getBrTitleInfo', {
      serviceKey: 'test-key',
      sigunguCd: '44133',
      bjdongCd: '10300',
      platGbCd: '0',
      bun: '0012',
      ji: '0003',
      _type: 'json',
    });
  });

  it('sends platGbCd 1 for a 산 lot and decodes an URL-encoded key once', async () => {
    server.handle(() => ({
      body: buildingBody([
        BUILDING_ITEM,
        { ...BUILDING_ITEM, archArea: '179.5', etcPurps: '창고' },
      ]),
    }));
    const result = await adapter({ key: 'abc%2Bdef%3D%3D' }).getTitleInfo(SAN_PNU);
    expect(result).toMatchObject({ value: { archCnt: 2, archArea: 1000, etcPurps: '축사' } });
    expect(server.requests[0]!.query.get('platGbCd')).toBe('1');
    expect(server.requests[0]!.query.get('serviceKey')).toBe('abc+def==');
  });

  it('answers empty when items is ""', async () => {
    server.handle(() => ({ body: buildingBody('') }));
    expect(await adapter().getTitleInfo(PNU)).toMatchObject({
      status: 'unavailable',
      reason: 'empty',
    });
  });

  it('reads a non-00 resultCode and the gateway XML error as http_error', async () => {
    server.handle(() => ({
      body: { response: { header: { resultCode: '03', resultMsg: 'NODATA_ERROR' } } },
    }));
    expect(await adapter().getTitleInfo(PNU)).toMatchObject({ reason: 'http_error' });
    server.handle(() => ({ body: DATA_GO_KR_XML_ERROR }));
    const xml = await adapter().getTitleInfo(PNU);
    expect(xml.status === 'unavailable' && xml.detail).toContain(
      'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
    );
  });

  it('retries HTTP 429 once', async () => {
    server.handle(() => ({ status: 429, body: 'Too Many Requests', contentType: 'text/plain' }));
    expect(await adapter().getTitleInfo(PNU)).toMatchObject({ reason: 'http_error' });
    expect(server.requests).toHaveLength(2);
  });

  itHandlesFailures((port) => port.getTitleInfo(PNU));
});
