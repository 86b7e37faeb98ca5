import { describe, expect, it } from 'vitest';
import { newDeviceId } from '../../test/test-app.js';
import { testAppForSuite } from '../../test/suite.js';
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
    const forged = signSessionToken(
      { deviceId, expiresAt: new Date('2030-01-01') },
      'x'.repeat(40),
    );
    const expired = signSessionToken(
      { deviceId, expiresAt: new Date(t.clock.now().getTime() - 1000) },
      t.config.sessionSecret,
    );
    for (const authorization of [
      `Bearer ${forged}`,
      'Bearer ???',
      'Basic abc',
      `Bearer ${expired}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});
