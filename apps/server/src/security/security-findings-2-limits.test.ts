import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SMS_BUDGET_MESSAGES } from '@haetbit/contracts';
import { PARCELS } from '../test/journey.js';
import { testAppForSuite } from '../test/suite.js';
import { createTestApp, newDeviceId, type TestApp } from '../test/test-app.js';
import {
  loginFrom,
  mintedBearer,
  mintedOwner,
  SEEDED_ADMIN,
  SEEDED_PARTNER,
  sprayedLogin,
} from '../test/attack-kit.js';

/**
 * Finding 2 of the launch review (issue 20), replayed as an attack and shown refused: rate limits
 * and SMS budgets keyed on an identity anyone can mint.
 */

describe('finding 2: rate limits keyed on a self-minted identity', () => {
  const t = testAppForSuite();
  /** Each test its own address, so the suite's tests do not spend each other's allowance. */
  let addressCounter = 0;
  const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

  it('limits /api/session per address whatever bearer each call carries', async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress,
        headers: { authorization: await mintedBearer(t) },
        payload: { deviceId: newDeviceId() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits signup and both logins per address whatever bearer each call carries', async () => {
    const cases = [
      { url: '/api/partner/signup', max: 60, payload: {} },
      { url: '/api/partner/login', max: 100, payload: { userId: 'x', password: '' } },
      { url: '/api/admin/login', max: 100, payload: { id: 'x', password: '' } },
    ];
    for (const { url, max, payload } of cases) {
      const remoteAddress = nextAddress();
      const statuses: number[] = [];
      for (let index = 0; index <= max; index += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { authorization: await mintedBearer(t) },
          payload,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, max).includes(429), url).toBe(false);
      expect(statuses[max], url).toBe(429);
    }
  });

  it('counts every call against its address’s ceiling, whatever fresh bearer it carries', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '20' } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 21; index += 1) {
        // The address search is paid upstream and limited per device: each call a new device.
        const response = await app.app.inject({
          method: 'POST',
          url: `/open/vw-api/parcel-number/list/${encodeURIComponent('남사리 210')}`,
          remoteAddress: '198.51.100.20',
          headers: { authorization: await mintedBearer(app) },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('throttles failed logins per address across accounts and both consoles', async () => {
    const remoteAddress = nextAddress();
    // Spraying one password over many accounts: no account reaches its own lockout.
    for (let index = 0; index < 30; index += 1) {
      const response = await sprayedLogin(
        t.app,
        index % 2 === 0 ? 'partner' : 'admin',
        index,
        remoteAddress,
        { authorization: await mintedBearer(t) },
      );
      expect(response.statusCode).toBe(401);
    }
    // The right password from that address is refused too: the sprayer learns nothing more.
    const refused = await loginFrom(t.app, remoteAddress, 'partner', SEEDED_PARTNER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'LOGIN_THROTTLED',
      message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    const admin = await loginFrom(t.app, remoteAddress, 'admin', SEEDED_ADMIN);
    expect(admin.statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await loginFrom(t.app, nextAddress(), 'partner', SEEDED_PARTNER);
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('finding 2: SMS budgets', () => {
  /** A device with an analysis to verify a phone for, its bearer minted without /api/session. */
  async function textingDevice(app: TestApp, remoteAddress: string) {
    const owner = await mintedOwner(app);
    const { deviceId, authorization } = owner;
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/match-analysis',
      remoteAddress,
      headers: { authorization },
      payload: { ...PARCELS.landP, deviceId },
    });
    expect(created.statusCode).toBe(201);
    return { owner, analysisId: created.json<{ id: number }>().id };
  }

  const sendCode = (
    app: TestApp,
    remoteAddress: string,
    authorization: string,
    id: number,
    phone: string,
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/match-analysis/send-auth-number',
      remoteAddress,
      headers: { authorization },
      payload: { id, phone, name: '김햇빛' },
    });

  it('25 devices cannot send 25 texts from one address', async () => {
    const app = await createTestApp({ env: { SMS_PER_ADDRESS_PER_HOUR: '10' } });
    try {
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let index = 0; index < 25; index += 1) {
        const { owner, analysisId } = await textingDevice(app, '198.51.100.7');
        last = await sendCode(
          app,
          '198.51.100.7',
          owner.authorization,
          analysisId,
          `010-5555-${String(1000 + index)}`,
        );
        statuses.push(last.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
      expect(last?.json()).toEqual({
        code: 'SMS_SEND_LIMIT',
        message: SMS_BUDGET_MESSAGES.address,
      });
      // A device elsewhere still gets its code.
      const { owner, analysisId } = await textingDevice(app, '198.51.100.8');
      expect(
        (await sendCode(app, '198.51.100.8', owner.authorization, analysisId, '010-5555-2000'))
          .statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('keeps the service-wide, per-phone and per-device hourly budgets with their messages', async () => {
    const app = await createTestApp({
      env: { SMS_GLOBAL_PER_HOUR: '4', SMS_PER_PHONE_PER_HOUR: '1', SMS_PER_DEVICE_PER_HOUR: '1' },
    });
    try {
      const first = await textingDevice(app, '192.0.2.1');
      expect(
        (
          await sendCode(
            app,
            '192.0.2.1',
            first.owner.authorization,
            first.analysisId,
            '010-7777-0001',
          )
        ).statusCode,
      ).toBe(200);
      // The same phone from another device and address: the phone's budget.
      const second = await textingDevice(app, '192.0.2.2');
      const phone = await sendCode(
        app,
        '192.0.2.2',
        second.owner.authorization,
        second.analysisId,
        '010-7777-0001',
      );
      expect(phone.json()).toEqual({ code: 'SMS_SEND_LIMIT', message: SMS_BUDGET_MESSAGES.phone });
      // The same device, another phone, an hour's window not yet passed: the device's budget.
      app.clock.advanceMs(60_000);
      const device = await sendCode(
        app,
        '192.0.2.1',
        first.owner.authorization,
        first.analysisId,
        '010-7777-0002',
      );
      expect(device.json()).toEqual({
        code: 'SMS_SEND_LIMIT',
        message: SMS_BUDGET_MESSAGES.device,
      });
      // Three more devices at three addresses: the fourth text of the hour is the last.
      const statuses: number[] = [];
      for (let index = 3; index <= 6; index += 1) {
        const owner = await textingDevice(app, `192.0.2.${index}`);
        const response = await sendCode(
          app,
          `192.0.2.${index}`,
          owner.owner.authorization,
          owner.analysisId,
          `010-7777-000${index}`,
        );
        statuses.push(response.statusCode);
        if (index === 6) {
          expect(response.json()).toEqual({
            code: 'SMS_SEND_LIMIT',
            message: SMS_BUDGET_MESSAGES.global,
          });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
