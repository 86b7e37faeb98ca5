import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, newDeviceId, type TestApp } from '../test/test-app.js';
import { loginFrom, productionEnv, SEEDED_ADMIN, sprayedLogin } from '../test/attack-kit.js';

/**
 * Finding 5 of the launch review (issue 20), replayed as an attack and shown refused: no proxy
 * setting; and the shared limiter store that keeps limits across instances.
 */

describe('finding 5: no proxy setting', () => {
  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, never "trust all"', () => {
    expect(loadConfig({ ...productionEnv }).trustProxy).toBe(false);
    expect(loadConfig({ ...productionEnv, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ ...productionEnv, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', '::1']);
    for (const bad of ['true', '0', '10.0.0.0/33', 'proxy.internal', '1,2']) {
      expect(() => loadConfig({ ...productionEnv, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  const sessionsFrom = async (app: TestApp, forwardedFor: (index: number) => string) => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': forwardedFor(index) },
        payload: { deviceId: newDeviceId() },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it.each(['10.0.0.0/8', '1'])(
    'behind a trusted proxy (TRUST_PROXY=%s) counts each visitor on their own address',
    async (trustProxy) => {
      const app = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      try {
        const statuses = await sessionsFrom(app, (index) => `198.18.0.${index + 1}`);
        expect(statuses.every((status) => status === 201)).toBe(true);
      } finally {
        await app.close();
      }
    },
  );

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const app = await createTestApp();
    try {
      const statuses = await sessionsFrom(app, (index) => `198.18.0.${index + 1}`);
      expect(statuses[30]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('the shared limiter store (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('shares the per-address limits and the login throttle between instances', async () => {
    const first = await createTestApp({ env: { REDIS_URL: redisUrl } });
    const second = await createTestApp({ env: { REDIS_URL: redisUrl } });
    try {
      // A fresh address per run: counters in Redis outlive the apps.
      const remoteAddress = `100.${64 + randomInt(64)}.${randomInt(256)}.${randomInt(256)}`;
      const session = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/session',
          remoteAddress,
          payload: { deviceId: newDeviceId() },
        });
      for (let index = 0; index < 15; index += 1) {
        expect((await session(first)).statusCode).toBe(201);
        expect((await session(second)).statusCode).toBe(201);
      }
      // 30 a minute per address, counted together by both instances.
      expect((await session(second)).statusCode).toBe(429);
      expect((await session(first)).statusCode).toBe(429);

      for (let index = 0; index < 30; index += 1) {
        const app = index % 2 === 0 ? first : second;
        const failed = await sprayedLogin(app.app, 'admin', index, remoteAddress);
        expect(failed.statusCode).toBe(401);
      }
      const throttled = await loginFrom(first.app, remoteAddress, 'admin', SEEDED_ADMIN);
      expect(throttled.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
