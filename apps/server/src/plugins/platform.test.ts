import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../test/suite.js';

describe('platform behaviour', () => {
  const t = testAppForSuite({ seed: false });

  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true } } });
  });

  it('answers JSON 404 for unknown API paths', async () => {
    for (const url of ['/api/nothing-here', '/open/unknown', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'ROUTE_NOT_FOUND',
        message: expect.any(String),
      });
    }
  });

  it('never answers 5xx to malformed requests', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/session',
        payload: '{"deviceId":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/session',
        payload: 'deviceId=A_12345678',
        headers: { 'content-type': 'text/plain' },
      },
      {
        method: 'POST' as const,
        url: '/api/session',
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/session',
        payload: 'x'.repeat(2 * 1024 * 1024),
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'PATCH' as const,
        url: '/api/match-user',
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET' as const, url: `/api/code/${'A'.repeat(3000)}` },
      { method: 'GET' as const, url: '/api/banner?siteDiv=SM&searchDate=%00%00' },
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });

  it('sets security headers and echoes a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    // The server's own clock, which the app counts deadlines from.
    expect(response.headers['x-server-time']).toBe(t.clock.now().toISOString());
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Offline, the map asks no tile host (security.test.ts covers a configured source).
    expect(response.headers['content-security-policy']).not.toContain('vworld');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/session',
        '/api/faq',
        '/api/match-user/{id}',
        '/api/code/{group}',
      ]),
    );
  });

  it('rate-limits session creation with 429 {code, message}', async () => {
    let last = 0;
    let body: unknown;
    for (let i = 0; i < 35; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.9.9.9',
        payload: { deviceId: `A_rate-limit-${i}-device` },
      });
      last = response.statusCode;
      body = response.json();
    }
    expect(last).toBe(429);
    expect(body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
  });
});
