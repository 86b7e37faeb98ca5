import { describe, expect, it } from 'vitest';
import { outboxCode, PARCELS, type Owner } from '../test/journey.js';
import { createCrgRequest } from '../test/lifecycle.js';
import { testAppForSuite } from '../test/suite.js';
import { deviceSecretOf, keepDeviceSecret, newDeviceId, type TestApp } from '../test/test-app.js';

/**
 * Issue 34, items 2, 3 and 7 and the pre-secret device of item 6: recovery moves only what the
 * verified number recruited, its codes cannot be turned against the owners' recruit codes, and a
 * device that lost its secret (or never had one) re-claims itself by its recruit phone.
 */
function recoveryKit(t: TestApp) {
  let caller = 0;
  const remoteAddress = () => `10.34.${Math.floor((caller += 1) / 250)}.${caller % 250}`;
  const post = (url: string, payload: object, owner?: Owner) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: remoteAddress(),
      ...(owner ? { headers: { authorization: owner.authorization } } : {}),
    });
  /** A new device with a session, from an address of its own (the session call's limit). */
  async function newDevice(): Promise<Owner> {
    const deviceId = newDeviceId();
    const session = await post('/api/session', { deviceId });
    const { token, deviceSecret } = session.json<{ token: string; deviceSecret: string }>();
    keepDeviceSecret(t.app, deviceId, deviceSecret);
    return { deviceId, authorization: `Bearer ${token}` };
  }
  const crg = async (options: Parameters<typeof createCrgRequest>[1] = {}) =>
    createCrgRequest(t, { owner: options.owner ?? (await newDevice()), ...options });
  const listOf = async (owner: Owner) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/match-req/list?deviceId=${owner.deviceId}`,
        headers: { authorization: owner.authorization },
      })
    )
      .json<{ data: { id: number }[] }>()
      .data.map((row) => row.id);
  const outboxOf = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` })).json<unknown[]>();
  return { post, newDevice, crg, listOf, outboxOf };
}

describe('issue 34: recovery takes only its own and lets a device back in', () => {
  const t = testAppForSuite();
  const { post, newDevice, crg, listOf, outboxOf } = recoveryKit(t);

  it('item 2: moves only the requests recruited with the verified number', async () => {
    const first = await crg({ phone: '010-3401-0001' });
    t.clock.advanceMs(31_000);
    const second = await crg({
      owner: first.owner,
      phone: '010-3401-0002',
      parcel: PARCELS.jejuLand,
    });
    const fresh = await newDevice();
    expect(
      (await post('/api/session/recovery/send-auth-number', { phone: first.phone }, fresh))
        .statusCode,
    ).toBe(200);
    const moved = await post(
      '/api/session/recovery/confirm',
      { phone: first.phone, smsAuthNumber: await outboxCode(t.app, first.phone) },
      fresh,
    );
    expect(moved.json()).toEqual({ requests: 1, analyses: 1, reviews: 0 });
    expect(await listOf(fresh)).toEqual([first.id]);
    // The request of the other number stays on the old phone, which is still signed in.
    expect(await listOf(first.owner)).toEqual([second.id]);
  });

  describe('item 7 and the pre-secret device of item 6: the same device re-claims itself', () => {
    /** The device's request, then its secret forgotten by the phone (cleared WebView storage). */
    async function deviceThatLostItsSecret() {
      const request = await crg();
      const { deviceId } = request.owner;
      const lost = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { deviceId },
      });
      expect(lost.statusCode).toBe(403);
      return request;
    }

    it('texts a code to the number this device recruited with and answers a new secret and session', async () => {
      const request = await deviceThatLostItsSecret();
      const { deviceId } = request.owner;
      const oldSecret = deviceSecretOf(t.app, deviceId);
      const sent = await post('/api/session/reclaim/send-auth-number', {
        deviceId,
        phone: request.phone,
      });
      expect(sent.statusCode).toBe(200);
      const claimed = await post('/api/session/reclaim/confirm', {
        deviceId,
        phone: request.phone,
        smsAuthNumber: await outboxCode(t.app, request.phone),
      });
      expect(claimed.statusCode).toBe(201);
      const session = claimed.json<{ token: string; deviceSecret: string }>();
      expect(session.deviceSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const back = { deviceId, authorization: `Bearer ${session.token}` };
      expect(await listOf(back)).toEqual([request.id]);
      // The old secret (and its sessions) no longer open the device; the new one does.
      const withOld = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { deviceId, deviceSecret: oldSecret },
      });
      expect(withOld.statusCode).toBe(403);
      const oldSession = await t.app.inject({
        method: 'GET',
        url: `/api/match-req/list?deviceId=${deviceId}`,
        headers: { authorization: request.owner.authorization },
      });
      expect(oldSession.statusCode).toBe(401);
      const withNew = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { deviceId, deviceSecret: session.deviceSecret },
      });
      expect(withNew.statusCode).toBe(201);
    });

    it('texts nothing for a number this device did not recruit with, and re-claims nothing', async () => {
      const request = await deviceThatLostItsSecret();
      const { deviceId } = request.owner;
      const other = await crg();
      const sent = await post('/api/session/reclaim/send-auth-number', {
        deviceId,
        phone: other.phone,
      });
      expect(sent.statusCode).toBe(200);
      expect(await outboxOf(other.phone)).toHaveLength(1); // only the recruit code of its own request
      const refused = await post('/api/session/reclaim/confirm', {
        deviceId,
        phone: other.phone,
        smsAuthNumber: '000000',
      });
      expect(refused.statusCode).toBe(400);
    });

    it('never hands a device recorded before device secrets to whoever exchanges its bare id first', async () => {
      const request = await crg();
      const { deviceId } = request.owner;
      // As it was before device secrets: the records without a claim.
      await t.database.db.transaction((tx) => t.app.services.credentials.forget([deviceId], tx));
      const bare = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { deviceId },
      });
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toMatchObject({ code: 'DEVICE_SECRET_MISMATCH' });
      await post('/api/session/reclaim/send-auth-number', { deviceId, phone: request.phone });
      const claimed = await post('/api/session/reclaim/confirm', {
        deviceId,
        phone: request.phone,
        smsAuthNumber: await outboxCode(t.app, request.phone),
      });
      expect(claimed.statusCode).toBe(201);
      // A device id with nothing recorded is still claimed by its first exchange.
      const blank = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { deviceId: newDeviceId() },
      });
      expect(blank.statusCode).toBe(201);
    });
  });
});

describe('issue 34, item 3: recovery codes cannot be turned against recruit codes', () => {
  // A small service-wide recovery budget, so spending it is cheap to show.
  const t = testAppForSuite({ env: { SMS_RECOVERY_GLOBAL_PER_HOUR: '2' } });
  const { post, newDevice, crg, outboxOf } = recoveryKit(t);

  it('item 3: texts recovery codes only to numbers that recruited, on a budget apart from recruit codes', async () => {
    // An attacker asks codes for a hundred numbers nobody recruited with: nothing is texted.
    for (let index = 0; index < 100; index += 1) {
      const phone = `010-5${String(index).padStart(3, '0')}-0000`;
      const asked = await post(
        '/api/session/recovery/send-auth-number',
        { phone },
        await newDevice(),
      );
      expect(asked.statusCode).toBe(200);
      expect(await outboxOf(phone)).toEqual([]);
    }
    // Real recovery codes: two an hour for the service here, then refused...
    for (const phone of ['010-3403-0001', '010-3403-0002', '010-3403-0003']) {
      await crg({ phone });
    }
    const spend = async (phone: string) =>
      post('/api/session/recovery/send-auth-number', { phone }, await newDevice());
    expect((await spend('010-3403-0001')).statusCode).toBe(200);
    expect((await spend('010-3403-0002')).statusCode).toBe(200);
    const third = await spend('010-3403-0003');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'SMS_SEND_LIMIT' });
    // ...while an owner's recruit code still goes out.
    const owner = await crg({ phone: '010-3403-0009' });
    expect(owner.id).toBeGreaterThan(0);
  });
});
