import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { KEPCO_ROW } from '../testing/fixtures.js';
import { createPublicKepcoGrid } from './public.js';
import { addressParts } from './rows.js';

const LOCATION = { pnu: '4420025000100000000', address: '충청남도 아산시 염치읍 방현리 258-7' };
const { server, adapter, itHandlesFailures, expectFirstRequest } = publicAdapterTestbed(
  createPublicKepcoGrid,
  {
    key: 'kepco-key',
  },
);

describe('public KEPCO grid (dispersedGeneration.do)', () => {
  it('asks with metroCd, cityCd, 읍면동 and 리 and maps the three levels', async () => {
    server.handle(() => ({ body: { data: [KEPCO_ROW, KEPCO_ROW] } }));
    expect(await adapter().getCapacity(LOCATION, '258-7')).toMatchObject({
      status: 'ok',
      value: {
        jibun: '258-7',
        substation: { name: '염치', capacity1: 131500, capacity2: 16500 },
        transformer: { name: '염치 #2', capacity1: 45120, capacity2: 4680 },
        dl: { name: '방현', capacity1: 10850, capacity2: 1150 },
      },
    });
    expectFirstRequest('/openapi/v1/dispersedGeneration.do', {
      apiKey: 'kepco-key',
      returnType: 'json',
      metroCd: '44',
      cityCd: '200',
      addrLidong: '염치읍',
      addrLi: '방현리',
      addrJibun: '258-7',
    });
  });

  it('lists the distinct lots of the area', async () => {
    server.handle(() => ({
      body: {
        data: [
          { ...KEPCO_ROW, addrJibun: '260' },
          KEPCO_ROW,
          { ...KEPCO_ROW, addrJibun: '12-1' },
          KEPCO_ROW,
        ],
      },
    }));
    expect(await adapter().getJibunList(LOCATION)).toMatchObject({
      status: 'ok',
      value: ['12-1', '258-7', '260'],
    });
    expect(server.requests[0]!.query.has('addrJibun')).toBe(false);
  });

  it('picks the line with the most headroom when the lot has several', async () => {
    server.handle(() => ({
      body: {
        data: [
          { ...KEPCO_ROW, dlCd: '1', dlNm: '가', vol3: '0' },
          { ...KEPCO_ROW, dlCd: '2', dlNm: '나', vol3: '900' },
        ],
      },
    }));
    expect(await adapter().getCapacity(LOCATION, '258-7')).toMatchObject({
      value: { dl: { name: '나' } },
    });
  });

  it('reads errCd 404 as empty and other error codes as http_error', async () => {
    server.handle(() => ({ body: { errCd: '404', errMsg: '데이터가 없습니다.' } }));
    expect(await adapter().getJibunList(LOCATION)).toMatchObject({
      status: 'unavailable',
      reason: 'empty',
    });
    server.handle(() => ({ body: { errCd: '401', errMsg: '인증키 오류' } }));
    expect(await adapter().getJibunList(LOCATION)).toMatchObject({ reason: 'http_error' });
  });

  it('tries the old then the new code for 전북특별자치도', async () => {
    server.handle((request) =>
      request.query.get('metroCd') === '45'
        ? { body: { errCd: '404', errMsg: 'no data' } }
        : { body: { data: [KEPCO_ROW] } },
    );
    const result = await adapter().getCapacity(
      { pnu: '5275025021106120000', address: '전북특별자치도 임실군 임실읍 성가리 612' },
      '612',
    );
    expect(result.status).toBe('ok');
    expect(server.requests.map((r) => r.query.get('metroCd'))).toEqual(['45', '52']);
  });

  it('answers malformed for rows without capacity fields and for a body without data', async () => {
    server.handle(() => ({ body: { data: [{ substNm: '염치' }] } }));
    expect(await adapter().getJibunList(LOCATION)).toMatchObject({ reason: 'malformed' });
    server.handle(() => ({ body: { result: [] } }));
    expect(await adapter().getJibunList(LOCATION)).toMatchObject({ reason: 'malformed' });
  });

  it('reads 읍면동 and 리 from addresses', () => {
    expect(addressParts('충청남도 천안시 동남구 신부동 12-3')).toEqual({
      addrLidong: '신부동',
      addrLi: null,
    });
    expect(addressParts('제주특별자치도 제주시 조천읍 선흘리 산 12-3')).toEqual({
      addrLidong: '조천읍',
      addrLi: '선흘리',
    });
  });

  itHandlesFailures((port) => port.getJibunList(LOCATION));
});
