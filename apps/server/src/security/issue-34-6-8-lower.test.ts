import { connect } from 'node:net';
import { signupInject } from '../test/consoles.js';
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { businessNumber, operatorCookie, partnerCookie } from '../test/consoles.js';
import { listenOnLoopback } from '../test/local-server.js';
import { testAppForSuite } from '../test/suite.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CALC_PER_CALLER_PER_MINUTE } from '../modules/data-service/routes.js';

/**
 * Issue 34, item 6 (the lower findings not tested beside their modules) and item 8: the public
 * business info of unapproved contractors, the engine's own limit for anonymous callers, a body
 * that trickles in, and the Origin check of both cookie consoles.
 */
describe('issue 34, items 6 and 8', () => {
  const t = testAppForSuite();

  it('item 6: serves no business info of a contractor nobody approved, and answers as for a missing one', async () => {
    const userId = `pending${randomInt(10_000)}`;
    const created = await signupInject(t.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId,
        password: 'a pending contractor',
        businessNumber: businessNumber(`34081${String(randomInt(10_000)).padStart(4, '0')}`),
        licenceNumber: '서울-01234',
        phone: '010-2345-6789',
        comName: '햇빛매칭고객센터 환불안내',
        representative: '김대표',
        email: `${userId}@example.com`,
      },
    });
    expect(created.statusCode).toBe(201);
    const cookie = await partnerCookie(t.app, userId, 'a pending contractor');
    const me = await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } });
    const { contractorId } = me.json<{ contractorId: number }>();
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/match-com/biz-info/${contractorId}`,
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/match-com/biz-info/999999' });
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual(missing.json());
    // An approved contractor's stays public.
    const approved = await t.app.inject({ method: 'GET', url: '/api/match-com/biz-info/1' });
    expect(approved.statusCode).toBe(200);
  });

  it('item 6: limits the proposal calculation per anonymous caller on its own', async () => {
    const calc = () =>
      t.app.inject({
        method: 'POST',
        url: '/calc-proposal-data/v2',
        remoteAddress: '203.0.113.34',
        payload: {},
      });
    for (let index = 0; index < CALC_PER_CALLER_PER_MINUTE; index += 1) {
      expect((await calc()).statusCode).toBe(400);
    }
    const limited = await calc();
    expect(limited.statusCode).toBe(429);
    // Another caller is not held up by it.
    const other = await t.app.inject({
      method: 'POST',
      url: '/calc-proposal-data/v2',
      remoteAddress: '203.0.113.35',
      payload: {},
    });
    expect(other.statusCode).toBe(400);
  });

  describe('item 8: every state-changing call of both consoles comes from this site', () => {
    const evil = 'https://evil.example';

    it('refuses a contractor write that names another origin, by Origin or by Referer', async () => {
      const cookie = await partnerCookie(t.app, 'partner03');
      const logout = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/partner/logout',
          headers: { cookie, ...headers },
        });
      const foreign = await logout({ origin: evil });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
      expect((await logout({ referer: `${evil}/partner` })).statusCode).toBe(403);
      expect((await logout({ origin: 'null' })).statusCode).toBe(403);
      // Still signed in: the refused call changed nothing.
      const me = await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      // A read is not a write; the console's own page may write.
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: { cookie, origin: evil },
      });
      expect(read.statusCode).toBe(200);
      expect((await logout({ origin: 'http://localhost:80' })).statusCode).toBe(204);
    });

    it('refuses an operator write that names another origin', async () => {
      const cookie = await operatorCookie(t.app);
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie, origin: evil },
      });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: evil },
        payload: { id: 'admin', password: 'admin1234!' },
      });
      expect(login.statusCode).toBe(403);
    });
  });
});

describe('issue 34, item 6: a body that trickles in does not hold a connection', () => {
  let app: TestApp | undefined;
  afterAll(async () => app?.close());

  it('answers 408 and closes the connection once the body has taken longer than its limit', async () => {
    app = await createTestApp({ env: { REQUEST_BODY_TIMEOUT_MS: '300' } });
    const base = new URL(await listenOnLoopback(app.app));
    const socket = connect(Number(base.port), base.hostname);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/partner/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // A byte every 100 ms: the 200-byte body would take 20 s.
    let sent = 1;
    const drip = setInterval(() => {
      if (socket.writable && sent < 199) {
        socket.write(' ');
        sent += 1;
      }
    }, 100);
    await closed;
    clearInterval(drip);
    expect(sent).toBeLessThan(199);
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 408/);
  });
});
