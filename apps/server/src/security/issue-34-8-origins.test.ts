import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { partnerCookie } from '../test/consoles.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 34, item 8: the Origin check of both cookie consoles, by the route a call reaches and with
 * the further origins an operator allows (CONSOLE_ALLOWED_ORIGINS).
 */
describe('issue 34, item 8: the consoles take writes from their own origins only', () => {
  let t: TestApp;
  const consolePage = 'https://console.haetbit.example';
  beforeAll(async () => {
    t = await createTestApp({
      env: { CONSOLE_ALLOWED_ORIGINS: `${consolePage}, https://b.example:8443` },
    });
  });
  afterAll(async () => t.close());

  const logout = (cookie: string, url: string, origin: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, origin } });

  it('takes a write from an allowed origin and refuses one from any other', async () => {
    const cookie = await partnerCookie(t.app, 'partner03');
    const refused = await logout(cookie, '/api/partner/logout', 'https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    expect((await logout(cookie, '/api/partner/logout', consolePage)).statusCode).toBe(204);
  });

  it('checks a call by the route it reaches, however its path is spelt', async () => {
    const cookie = await partnerCookie(t.app, 'partner03');
    for (const url of ['/api/%70artner/logout', '/api/partner/logout?x=/api/partner']) {
      const response = await logout(cookie, url, 'https://evil.example');
      expect(response.statusCode, url).not.toBe(204);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses to start with an allowed origin that is not an origin', () => {
    const base = { NODE_ENV: 'test', DEMO_MODE: 'true', SESSION_SECRET: 'x'.repeat(64) };
    for (const CONSOLE_ALLOWED_ORIGINS of ['evil.example', 'https://a.example/path', '*']) {
      expect(() => loadConfig({ ...base, CONSOLE_ALLOWED_ORIGINS })).toThrow();
    }
    expect(
      loadConfig({ ...base, CONSOLE_ALLOWED_ORIGINS: 'https://a.example, http://b.example:81' })
        .consoleAllowedOrigins,
    ).toEqual(['https://a.example', 'http://b.example:81']);
  });
});
