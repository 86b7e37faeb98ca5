import { beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_ADMIN } from '../../test/attack-kit.js';
import { partnerCookie } from '../../test/consoles.js';
import type { TestApp } from '../../test/test-app.js';
import { newOwner } from '../../test/journey.js';
import { adminCalls, operatorCalls, operatorConsoleKit } from '../../test/operator-console-kit.js';

describe('operator console: sessions and roles', () => {
  const kit = operatorConsoleKit();
  const { login } = kit;
  let t: TestApp;
  let adminCookie: string;
  let operatorCookie: string;
  beforeEach(() => {
    ({ t, adminCookie, operatorCookie } = kit);
  });

  it('refuses every console call without a console session, also with a device token', async () => {
    const owner = await newOwner(t.app);
    for (const call of [...operatorCalls, ...adminCalls]) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const device = await t.app.inject({
        ...call,
        headers: { authorization: owner.authorization },
      });
      expect(device.statusCode, `${call.method} ${call.url}`).toBe(401);
      const forged = await t.app.inject({
        ...call,
        headers: { cookie: 'haetbit_admin=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
      });
      expect(forged.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('refuses a contractor session on every console call', async () => {
    const cookie = await partnerCookie(t.app, 'partner01');
    for (const call of [...operatorCalls, ...adminCalls]) {
      const response = await t.app.inject({ ...call, headers: { cookie } });
      expect([401, 403], `${call.method} ${call.url}`).toContain(response.statusCode);
    }
  });

  it('lets an operator run the market but not accounts, content or settings', async () => {
    for (const call of adminCalls) {
      const response = await t.app.inject({ ...call, headers: { cookie: operatorCookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/match-status',
      headers: { cookie: operatorCookie },
    });
    expect(list.statusCode).toBe(200);
  });

  it('never locks an account: a failing address is slowed, the right password still signs in (issue 34)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: { cookie: adminCookie },
      payload: { loginId: 'op02', name: '박운영', role: 'operator', password: 'operate the sun' },
    });
    expect(created.statusCode).toBe(201);
    const attempt = (password: string, remoteAddress = '198.51.100.20') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { id: 'op02', password },
        remoteAddress,
      });
    for (let count = 1; count <= 5; count += 1) {
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    }
    expect((await attempt('operate the sun', '198.51.100.21')).statusCode).toBe(200);
    expect((await attempt('operate the sun')).statusCode).toBe(200);
    expect((await attempt('wrong-password')).json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    t.clock.advanceMs(60_000);
    expect(await login('op02', 'operate the sun')).toMatch(/^haetbit_admin=/);
  });

  it("sets an operator password only by the policy, and an operator's own only with the current one (issue 34)", async () => {
    for (const password of ['short-pw', 'password1234', 'op03-is-my-name']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/accounts',
        headers: { cookie: adminCookie },
        payload: { loginId: 'op03', name: '최운영', role: 'operator', password },
      });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json<{ details: { path: string }[] }>().details[0]?.path).toBe(
        'body.password',
      );
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: adminCookie },
    });
    const myId = me.json<{ id: number }>().id;
    const change = (body: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${myId}`,
        headers: { cookie: adminCookie },
        payload: body,
      });
    const without = await change({ password: 'a brand new passphrase' });
    expect(without.statusCode).toBe(400);
    expect(without.json<{ details: { path: string }[] }>().details[0]?.path).toBe(
      'body.currentPassword',
    );
    const wrong = await change({ password: 'a brand new passphrase', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    const proven = await change({
      password: 'a brand new passphrase',
      currentPassword: SEEDED_ADMIN.password,
    });
    expect(proven.statusCode).toBe(200);
  });
});
