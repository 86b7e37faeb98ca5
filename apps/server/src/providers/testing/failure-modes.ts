import { expect, it } from 'vitest';
import type { ProviderResult } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { testHttp, type FakeServer } from './fake-server.js';

/**
 * The failure cases every public adapter must turn into a typed `unavailable` result: no key,
 * non-2xx (retried once when 5xx), timeout, network failure and a body that is not the format.
 */
export function itHandlesFailures(
  getServer: () => FakeServer,
  call: (options: PublicAdapterOptions) => Promise<ProviderResult<unknown>>,
) {
  const options = (): PublicAdapterOptions => ({
    baseUrl: getServer().baseUrl,
    key: 'test-key',
    http: testHttp,
  });

  it('answers not_configured without a key and sends nothing', async () => {
    getServer().handle(() => ({ status: 200, body: {} }));
    const result = await call({ ...options(), key: undefined });
    expect(result).toMatchObject({ status: 'unavailable', reason: 'not_configured' });
    expect(getServer().requests).toHaveLength(0);
  });

  it('retries a 5xx once and then answers http_error', async () => {
    getServer().handle(() => ({
      status: 503,
      body: 'Service Unavailable',
      contentType: 'text/plain',
    }));
    const result = await call(options());
    expect(result).toMatchObject({ status: 'unavailable', reason: 'http_error' });
    expect(getServer().requests).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    getServer().handle(() => ({ status: 401, body: 'Unauthorized', contentType: 'text/plain' }));
    const result = await call(options());
    expect(result).toMatchObject({ status: 'unavailable', reason: 'http_error' });
    expect(getServer().requests).toHaveLength(1);
  });

  it('answers timeout when the service is too slow, after one retry', async () => {
    getServer().handle(() => ({ status: 200, body: {}, delayMs: 400 }));
    const result = await call(options());
    expect(result).toMatchObject({ status: 'unavailable', reason: 'timeout' });
    expect(getServer().requests).toHaveLength(2);
  });

  it('answers network when the connection drops', async () => {
    getServer().handle(() => ({ destroy: true }));
    const result = await call(options());
    expect(result).toMatchObject({ status: 'unavailable', reason: 'network' });
  });

  it('answers malformed for a body that is not JSON', async () => {
    getServer().handle(() => ({
      status: 200,
      body: '{"response": {"status": "OK", ',
      contentType: 'application/json',
    }));
    const result = await call(options());
    expect(result).toMatchObject({ status: 'unavailable', reason: 'malformed' });
  });

  it('answers empty for an empty body', async () => {
    getServer().handle(() => ({ status: 200, body: '', contentType: 'application/json' }));
    const result = await call(options());
    expect(result).toMatchObject({ status: 'unavailable', reason: 'empty' });
  });

  it('never sends the key in a failure detail', async () => {
    getServer().handle(() => ({ status: 500, body: 'x', contentType: 'text/plain' }));
    const result = await call(options());
    expect(JSON.stringify(result)).not.toContain('test-key');
  });
}
