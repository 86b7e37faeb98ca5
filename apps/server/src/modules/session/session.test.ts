import { describe, expect, it } from 'vitest';
import { newDeviceId } from '../../test/test-app.js';
import { testAppForSuite } from '../../test/suite.js';
import { eq } from 'drizzle-orm';
import { deviceCredential } from './tables.js';
import { signSessionToken } from './token.js';

describe('sessions', () => {
  const t = testAppForSuite({ seed: false });

  it('exchanges a valid device id for a signed token with an expiry', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { deviceId: newDeviceId('I') },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ token: string; expiresAt: string }>();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it.each([
    ['an unknown OS letter', 'X_abcdefgh12'],
    ['a too short token', 'A_short'],
    ['spaces and quotes', "A_abc def'; DROP TABLE match_user;--"],
    ['a number', 12345],
    ['nothing', undefined],
  ])('rejects %s as a device id with 400 {code, message}', async (_label, deviceId) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { deviceId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    });
  });

  it('answers 401 for a forged, malformed or expired bearer token', async () => {
    const deviceId = newDeviceId();
    const url = `/api/match-com/match-user/is-exist/${deviceId}`;
    const claimedAtMs = t.clock.now().getTime();
    const forged = signSessionToken(
      { deviceId, expiresAt: new Date('2030-01-01'), claimedAtMs },
      'x'.repeat(40),
    );
    const expired = signSessionToken(
      { deviceId, expiresAt: new Date(t.clock.now().getTime() - 1000), claimedAtMs },
      t.config.sessionSecret,
    );
    // The format before device secrets: no claim in it, so it opens nothing.
    const unclaimed = `${Buffer.from(
      JSON.stringify({ d: deviceId, e: Date.parse('2030-01-01'), v: 1 }),
    ).toString('base64url')}.x`;
    for (const authorization of [
      `Bearer ${forged}`,
      'Bearer ???',
      'Basic abc',
      `Bearer ${expired}`,
      `Bearer ${unclaimed}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });

  describe('device secrets (decision 003)', () => {
    const exchange = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/session', payload });

    it('issues a secret once, on the exchange that claims the device', async () => {
      const deviceId = newDeviceId();
      const first = await exchange({ deviceId });
      expect(first.statusCode).toBe(201);
      const { deviceSecret } = first.json<{ deviceSecret: string }>();
      expect(deviceSecret).toMatch(/^[\w-]{43}$/);
      const again = await exchange({ deviceId, deviceSecret });
      expect(again.statusCode).toBe(201);
      expect(again.json()).not.toHaveProperty('deviceSecret');
    });

    it('refuses a claimed device without its secret or with another, and returns no token', async () => {
      const deviceId = newDeviceId();
      const { deviceSecret } = (await exchange({ deviceId })).json<{ deviceSecret: string }>();
      const other = (await exchange({ deviceId: newDeviceId() })).json<{
        deviceSecret: string;
      }>().deviceSecret;
      const wrong = `${deviceSecret.slice(0, -1)}${deviceSecret.endsWith('A') ? 'B' : 'A'}`;
      for (const payload of [
        { deviceId },
        { deviceId, deviceSecret: other },
        { deviceId, deviceSecret: wrong },
      ]) {
        const refused = await exchange(payload);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: 'DEVICE_SECRET_MISMATCH',
          message: expect.stringContaining('휴대폰 번호 인증'),
        });
        expect(refused.body).not.toContain('token');
      }
    });

    it('keeps only a hash of the secret', async () => {
      const deviceId = newDeviceId();
      const { deviceSecret } = (await exchange({ deviceId })).json<{ deviceSecret: string }>();
      const rows = await t.database.db
        .select()
        .from(deviceCredential)
        .where(eq(deviceCredential.deviceId, deviceId));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(deviceSecret);
    });

    it("ends a device's sessions when its claim ends, and the id starts empty again", async () => {
      const deviceId = newDeviceId();
      const session = (await exchange({ deviceId })).json<{
        token: string;
        deviceSecret: string;
      }>();
      const url = `/api/match-com/match-user/is-exist/${deviceId}`;
      const headers = { authorization: `Bearer ${session.token}` };
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      await t.database.db.transaction((tx) => t.app.services.credentials.forget([deviceId], tx));
      const after = await t.app.inject({ method: 'GET', url, headers });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'INVALID_SESSION' });
      const fresh = await exchange({ deviceId, deviceSecret: session.deviceSecret });
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json<{ deviceSecret: string }>().deviceSecret).not.toBe(session.deviceSecret);
    });
  });
});
