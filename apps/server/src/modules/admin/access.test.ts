import { beforeEach, describe, expect, it } from 'vitest';
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

  it('locks an account after five failed logins, even for the right password, for 15 minutes', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: { cookie: adminCookie },
      payload: { loginId: 'op02', name: '박운영', role: 'operator', password: 'operate123!' },
    });
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { id: 'op02', password } });
    for (let count = 1; count <= 4; count += 1) {
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    }
    expect((await attempt('wrong-password')).statusCode).toBe(423);
    const right = await attempt('operate123!');
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'ADMIN_LOCKED' });
    t.clock.advanceMs(15 * 60_000 + 1);
    expect(await login('op02', 'operate123!')).toMatch(/^haetbit_admin=/);
  });
});
