import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProviders, describeProviders } from './index.js';
import { startFakeServer, type FakeServer } from './testing/fake-server.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());

describe('createProviders', () => {
  it('uses the offline adapters by default and needs no key', async () => {
    const providers = createProviders({ dataProvider: 'offline', keys: {} });
    const result = await providers.parcelBoundary.getBoundary('5011025025110230000');
    expect(result).toMatchObject({ status: 'ok', source: 'offline' });
    expect(describeProviders(providers, { keys: {} })).toMatchObject({
      dataProvider: 'offline',
      ports: { kepcoGrid: { adapter: 'offline', keyPresent: null } },
      counters: { 'parcelBoundary.getBoundary': { ok: 1, unavailable: 0 } },
    });
  });

  it('logs and counts every unavailable public answer and never throws', async () => {
    server.handle(() => ({ status: 500, body: 'boom', contentType: 'text/plain' }));
    const warn = vi.fn();
    const keys = { vworld: 'v-key', kepco: undefined };
    const providers = createProviders(
      {
        dataProvider: 'public',
        keys,
        baseUrls: { vworld: server.baseUrl, dataGoKr: server.baseUrl, kepco: server.baseUrl },
        timeoutMs: 200,
        backoffMs: 1,
      },
      { warn },
    );
    expect(await providers.landPossession.get('5011025025110230000')).toMatchObject({
      reason: 'http_error',
    });
    expect(
      await providers.kepcoGrid.getJibunList({ pnu: '5011025025110230000', address: 'x' }),
    ).toMatchObject({
      reason: 'not_configured',
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('v-key');
    const description = describeProviders(providers, { keys });
    expect(description.ports).toMatchObject({
      landPossession: { adapter: 'public', keyPresent: true },
      kepcoGrid: { adapter: 'public', keyPresent: false },
      buildingRegister: { adapter: 'public', keyPresent: false },
    });
    expect(description.counters['landPossession.get']).toEqual({
      ok: 0,
      unavailable: 1,
      byReason: { http_error: 1 },
    });
  });
});
