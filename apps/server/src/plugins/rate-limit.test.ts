import { describe, expect, it } from 'vitest';
import { PARCELS, newOwner } from '../test/journey.js';
import { createTestApp } from '../test/test-app.js';
import { testAppForSuite } from '../test/suite.js';

describe('rate limits', () => {
  describe('per caller', () => {
    const t = testAppForSuite();

    it('counts each device on its own, even when many share one network address', async () => {
      const first = await newOwner(t.app);
      const second = await newOwner(t.app);
      const create = (owner: typeof first) =>
        t.app.inject({
          method: 'POST',
          url: '/api/match-analysis',
          headers: { authorization: owner.authorization },
          payload: { ...PARCELS.landP, deviceId: owner.deviceId },
        });
      // The call allows 30 a minute: the first creates, the rest are refused as duplicates.
      const statuses: number[] = [];
      for (let index = 0; index < 31; index += 1) statuses.push((await create(first)).statusCode);
      expect(statuses[0]).toBe(201);
      expect(statuses.slice(1, 30).every((status) => status === 409)).toBe(true);
      const limited = await create(first);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
      // Another phone behind the same carrier address is not blocked by the first one.
      expect((await create(second)).statusCode).toBe(201);
    });

    it('counts calls without a session by network address', async () => {
      // A fresh app: the first test's sessions count against the same address.
      const fresh = await createTestApp();
      const statuses: number[] = [];
      for (let index = 0; index < 31; index += 1) {
        const response = await fresh.app.inject({
          method: 'POST',
          url: '/api/session',
          payload: { deviceId: `A_rate-limit-${index}-device` },
        });
        statuses.push(response.statusCode);
      }
      await fresh.close();
      expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('per network address', () => {
    const t = testAppForSuite({ env: { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5' } });

    it('caps the whole API per address and leaves health checks alone', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push(
          (await t.app.inject({ method: 'GET', url: '/api/faq?siteDiv=SM' })).statusCode,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
      const refused = await t.app.inject({ method: 'GET', url: '/api/code/SM_FAQ_CATE' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  });
});
