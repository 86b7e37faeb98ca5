import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../kit/http.js';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { DATA_GO_KR_XML_ERROR } from '../testing/fixtures.js';
import { createSmpRecPortFromConfig } from './index.js';
import { createPublicSmpRec, KPX_SMP_PATH } from './public.js';

/** 24 hourly items per area in the (unconfirmed) SmpWithForecastDemand item shape. */
function smpItems(date: string, areaName: string, base: number) {
  return Array.from({ length: 24 }, (_, index) => ({
    date,
    hour: String(index + 1),
    areaName,
    smp: (base + index / 100).toFixed(2),
    mlfd: '65000',
  }));
}

function smpBody(items: object[] | object | '', resultCode = '00', resultMsg = 'NORMAL SERVICE.') {
  return {
    response: {
      header: { resultCode, resultMsg },
      body: {
        dataType: 'JSON',
        items: items === '' ? '' : { item: items },
        pageNo: 1,
        numOfRows: 100,
        totalCount: Array.isArray(items) ? items.length : 1,
      },
    },
  };
}

const { server, adapter, itHandlesFailures } = publicAdapterTestbed(createPublicSmpRec, {
  key: 'abc%2Bdef%3D%3D',
});

describe('public SMP (data.go.kr KPX SmpWithForecastDemand, field names unconfirmed)', () => {
  it('reads the 24 hourly land prices and sends the data.go.kr convention parameters', async () => {
    server.handle(() => ({
      body: smpBody([...smpItems('20250920', '육지', 110), ...smpItems('20250920', '제주', 90)]),
    }));
    const result = await adapter().smp(1, '2025-09-20');
    expect(result).toMatchObject({
      status: 'ok',
      source: 'public',
      value: {
        localDiv: 1,
        smpDt: '2025-09-20',
        periodEnd: '2025-09-20',
        period: 'day',
        hourlyBasis: 'hourly',
        confidence: 'unconfirmed',
      },
    });
    if (result.status !== 'ok') throw new Error('expected ok');
    expect(result.value.hourlyKrwPerKwh).toHaveLength(24);
    expect(result.value.hourlyKrwPerKwh[0]).toBe(110);
    expect(result.value.hourlyKrwPerKwh[23]).toBeCloseTo(110.23, 6);
    const request = server.requests[0]!;
    expect(request.path).toBe(KPX_SMP_PATH);
    expect(request.query.get('serviceKey')).toBe('abc+def==');
    expect(request.query.get('pageNo')).toBe('1');
    expect(request.query.get('numOfRows')).toBe('100');
    expect(request.query.get('dataType')).toBe('JSON');
    expect(request.query.get('date')).toBe('20250920');
  });

  it('picks the Jeju rows for localDiv 9, also by areaCd when areaName is absent', async () => {
    server.handle(() => ({
      body: smpBody([...smpItems('20250920', '육지', 110), ...smpItems('20250920', '제주', 90)]),
    }));
    const jeju = await adapter().smp(9, '2025-09-20');
    expect(jeju).toMatchObject({ status: 'ok', value: { localDiv: 9 } });
    if (jeju.status === 'ok') expect(jeju.value.hourlyKrwPerKwh[0]).toBe(90);
    server.handle(() => ({
      body: smpBody(
        smpItems('20250920', '', 95).map(({ areaName: _areaName, ...item }) => ({
          ...item,
          areaCd: '9',
        })),
      ),
    }));
    const byCode = await adapter().smp(9, '2025-09-20');
    if (byCode.status !== 'ok') throw new Error('expected ok');
    expect(byCode.value.hourlyKrwPerKwh[0]).toBe(95);
  });

  it('takes the latest day on or before the asked date when the page holds several', async () => {
    server.handle(() => ({
      body: smpBody([
        ...smpItems('20250921', '육지', 130),
        ...smpItems('20250919', '육지', 100),
        ...smpItems('20250920', '육지', 120),
      ]),
    }));
    const result = await adapter().smp(1, '2025-09-20');
    expect(result).toMatchObject({ status: 'ok', value: { smpDt: '2025-09-20' } });
    if (result.status === 'ok') expect(result.value.hourlyKrwPerKwh[0]).toBe(120);
  });

  it('answers http_error for a header resultCode other than 00 and for the gateway XML error', async () => {
    server.handle(() => ({ body: smpBody('', '03', 'NODATA_ERROR') }));
    expect(await adapter().smp(1, '2025-09-20')).toMatchObject({
      status: 'unavailable',
      reason: 'http_error',
      detail: expect.stringContaining('NODATA_ERROR'),
    });
    server.handle(() => ({ body: DATA_GO_KR_XML_ERROR }));
    expect(await adapter().smp(1, '2025-09-20')).toMatchObject({
      status: 'unavailable',
      reason: 'http_error',
      detail: expect.stringContaining('SERVICE_KEY_IS_NOT_REGISTERED_ERROR'),
    });
  });

  it('answers empty when no items or none for the area or date', async () => {
    server.handle(() => ({ body: smpBody('') }));
    expect(await adapter().smp(1, '2025-09-20')).toMatchObject({ reason: 'empty' });
    server.handle(() => ({ body: smpBody(smpItems('20250920', '육지', 110)) }));
    expect(await adapter().smp(9, '2025-09-20')).toMatchObject({ reason: 'empty' });
    expect(await adapter().smp(1, '2025-09-19')).toMatchObject({ reason: 'empty' });
  });

  it('answers malformed without a header, with missing hours or a non-numeric smp', async () => {
    server.handle(() => ({ body: { items: [] } }));
    expect(await adapter().smp(1, '2025-09-20')).toMatchObject({ reason: 'malformed' });
    server.handle(() => ({ body: smpBody(smpItems('20250920', '육지', 110).slice(0, 23)) }));
    expect(await adapter().smp(1, '2025-09-20')).toMatchObject({
      reason: 'malformed',
      detail: expect.stringContaining('1 of 24'),
    });
    server.handle(() => ({
      body: smpBody(
        smpItems('20250920', '육지', 110).map((item, index) =>
          index === 5 ? { ...item, smp: '-' } : item,
        ),
      ),
    }));
    expect(await adapter().smp(1, '2025-09-20')).toMatchObject({ reason: 'malformed' });
  });

  it('has no REC source: rec answers not_configured without a request', async () => {
    server.handle(() => ({ body: {} }));
    expect(await adapter().rec('2025-09-20')).toMatchObject({
      status: 'unavailable',
      reason: 'not_configured',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('is built from the config only for DATA_PROVIDER=public, with a 10 000 ms timeout', () => {
    const config = {
      keys: { dataGoKr: 'k' },
      providerBaseUrls: {},
      providerTimeoutMs: DEFAULT_TIMEOUT_MS,
    };
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(createSmpRecPortFromConfig({ ...config, dataProvider: 'offline' })).toBeUndefined();
    expect(createSmpRecPortFromConfig({ ...config, dataProvider: 'public' })).toBeDefined();
  });

  itHandlesFailures((port) => port.smp(1, '2025-09-20'));
});
