import { describe, expect, it } from 'vitest';
import { operatorCookie } from '../../test/consoles.js';
import { newOwner, PARCELS, type Owner } from '../../test/journey.js';
import { contractorConsoleKit } from '../../test/contractor-console-kit.js';

describe('contractor console: login and roles', () => {
  const { t, login, partner, asPartner } = contractorConsoleKit();

  describe('login', () => {
    it('sets an HttpOnly SameSite session cookie scoped to the console calls', async () => {
      const { response } = await login('partner03');
      expect(response.statusCode).toBe(200);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^haetbit_partner=[A-Za-z0-9_-]{40,};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/api/partner');
    });

    it('answers a wrong password and an unknown id alike', async () => {
      const wrong = await login('partner03', 'wrong12!');
      const unknown = await login('nobody-here', 'wrong12!');
      expect(wrong.response.statusCode).toBe(401);
      expect(unknown.response.statusCode).toBe(401);
      expect(wrong.response.json()).toEqual(unknown.response.json());
    });

    it('never locks the account: the address that keeps failing is slowed, the right password still works (issue 34)', async () => {
      const from = (userId: string, password: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/partner/login',
          payload: { userId, password },
          remoteAddress,
        });
      for (let i = 0; i < 5; i += 1) {
        expect((await from('partner04', 'wrong12!', '198.51.100.4')).statusCode).toBe(401);
      }
      // Another address, the account's owner with the right password: not slowed, not locked.
      expect((await from('partner04', 'demo1234!', '198.51.100.5')).statusCode).toBe(200);
      // The failing address may try once a minute, and the right password then signs in.
      expect((await from('partner04', 'demo1234!', '198.51.100.4')).statusCode).toBe(200);
      const slowed = await from('partner04', 'wrong12!', '198.51.100.4');
      expect(slowed.statusCode).toBe(429);
      t.clock.advanceMs(60_000);
      expect((await from('partner04', 'demo1234!', '198.51.100.4')).statusCode).toBe(200);
      // An id that does not exist is slowed exactly alike: the answer tells no id apart.
      for (let i = 0; i < 5; i += 1) await from('nobody-here', 'wrong12!', '198.51.100.6');
      await from('nobody-here', 'wrong12!', '198.51.100.6');
      const unknown = await from('nobody-here', 'wrong12!', '198.51.100.6');
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json()).toEqual(slowed.json());
    });

    it('keeps a session 12 hours, not two weeks (issue 34)', async () => {
      const { cookie } = await partner('partner05');
      const me = () =>
        t.app.inject({ method: 'GET', url: '/api/partner/me', headers: asPartner(cookie) });
      t.clock.advanceMs(11 * 3600_000);
      expect((await me()).statusCode).toBe(200);
      t.clock.advanceMs(1 * 3600_000 + 1000);
      expect((await me()).statusCode).toBe(401);
    });

    it('ends the session on logout', async () => {
      const { cookie } = await partner('partner06');
      const me = () =>
        t.app.inject({ method: 'GET', url: '/api/partner/me', headers: asPartner(cookie) });
      expect((await me()).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/partner/logout',
        headers: asPartner(cookie),
      });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await me()).statusCode).toBe(401);
    });
  });

  describe('roles (DESIGN D12)', () => {
    it('refuses a partner cookie on owner calls and a device token on partner calls', async () => {
      const { cookie } = await partner('partner07');
      const owner: Owner = await newOwner(t.app);
      const ownerCalls = [
        { method: 'GET' as const, url: `/api/match-req?deviceId=${owner.deviceId}` },
        { method: 'GET' as const, url: `/api/match-req/list?deviceId=${owner.deviceId}` },
        { method: 'GET' as const, url: `/api/match-com/match-user/is-exist/${owner.deviceId}` },
        {
          method: 'POST' as const,
          url: '/api/match-analysis',
          payload: { ...PARCELS.landP, deviceId: owner.deviceId },
        },
      ];
      for (const call of ownerCalls) {
        const response = await t.app.inject({ ...call, headers: asPartner(cookie) });
        expect([401, 403], `${call.method} ${call.url}`).toContain(response.statusCode);
      }
      const partnerCalls = [
        { method: 'GET' as const, url: '/api/partner/me' },
        { method: 'GET' as const, url: '/api/partner/profile' },
        { method: 'GET' as const, url: '/api/partner/requests' },
        { method: 'GET' as const, url: '/api/partner/requests/1' },
        { method: 'GET' as const, url: '/api/partner/matches' },
        { method: 'POST' as const, url: '/api/partner/requests/1/apply' },
        { method: 'POST' as const, url: '/api/partner/requests/1/proposal' },
        { method: 'POST' as const, url: '/api/partner/profile/logo' },
      ];
      for (const call of partnerCalls) {
        const withToken = await t.app.inject({
          ...call,
          headers: { authorization: owner.authorization },
        });
        expect(withToken.statusCode, `${call.method} ${call.url}`).toBe(401);
        const anonymous = await t.app.inject(call);
        expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
      // The operator's door (DESIGN D12): neither cookie opens the other's calls.
      const adminCookie = await operatorCookie(t.app);
      for (const url of ['/api/admin/me', '/api/admin/contractors', '/api/admin/match-status']) {
        const response = await t.app.inject({ method: 'GET', url, headers: asPartner(cookie) });
        expect(response.statusCode, url).toBe(401);
      }
      for (const call of partnerCalls) {
        const response = await t.app.inject({ ...call, headers: { cookie: adminCookie } });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: { cookie: 'haetbit_partner=forged-token-value' },
      });
      expect(forged.statusCode).toBe(401);
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: asPartner(cookie),
      });
      expect(own.statusCode).toBe(200);
    });
  });
});
