import { describe, expect, it } from 'vitest';
import { type Owner } from '../test/journey.js';
import { createCrgRequest } from '../test/lifecycle.js';
import { testAppForSuite } from '../test/suite.js';
import { bearerFor, type TestApp } from '../test/test-app.js';
import { RERECRUIT_BUDGET } from '../modules/matching/owner.js';
import { LEAD_ALERT_PARCEL_WINDOW_MS } from '../modules/notifications/service.js';

/**
 * Issue 34, item 4: cancelling and re-recruiting in a loop. Re-recruits have a budget per device
 * and per parcel, and a contractor hears of one parcel once within the lead alert window.
 */
/** partner01 serves every 시도 (partner/demo-seed.ts); the test parcel lies in 경남. */
const CONTRACTOR_PHONE = '010-0000-0001';

function loopKit(t: TestApp) {
  const call = (owner: Owner, method: 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: owner.authorization } });
  const cancel = (owner: Owner, id: number) =>
    call(owner, 'PATCH', '/api/match-status/user-cancel', { id, cancelReason: 'CHANGE_MIND' });
  const reRecruit = (owner: Owner, id: number) =>
    call(owner, 'PATCH', '/api/match-req/again-recruit', { id, deviceId: owner.deviceId });
  const leadTexts = async () =>
    (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${CONTRACTOR_PHONE}` }))
      .json<{ body: string }[]>()
      .filter((item) => item.body.includes('새 시공 요청')).length;
  const drain = async () => {
    await t.app.services.notifications.tick();
    await t.app.services.notifications.tick();
  };
  /** Cancels the request and recruits again from it; answers the re-recruit's response. */
  async function loopOnce(owner: Owner, id: number) {
    expect((await cancel(owner, id)).statusCode).toBe(200);
    return reRecruit(owner, id);
  }
  const fresh = async (owner: Owner): Promise<Owner> => ({
    deviceId: owner.deviceId,
    authorization: await bearerFor(t.app, owner.deviceId),
  });
  return { loopOnce, leadTexts, drain, fresh };
}

describe('issue 34, item 4: the cancel and re-recruit loop', () => {
  const t = testAppForSuite();
  const { loopOnce, leadTexts, drain, fresh } = loopKit(t);

  it('alerts a contractor once per parcel and stops a device after its re-recruit budget', async () => {
    const before = await leadTexts();
    const first = await createCrgRequest(t);
    await drain();
    expect(await leadTexts()).toBe(before + 1);

    let id = first.id;
    for (let round = 0; round < RERECRUIT_BUDGET.perDevice; round += 1) {
      const again = await loopOnce(first.owner, id);
      expect(again.statusCode).toBe(201);
      id = again.json<{ id: number }>().id;
      await drain();
    }
    // Three re-recruits of the parcel: still the one text to the contractor.
    expect(await leadTexts()).toBe(before + 1);

    const refused = await loopOnce(first.owner, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RERECRUIT_LIMIT',
      message: expect.stringContaining('24시간에 3번'),
    });

    // A day later the device may recruit again; past the alert window the contractor hears again.
    t.clock.advanceMs(LEAD_ALERT_PARCEL_WINDOW_MS + 60_000);
    const owner = await fresh(first.owner);
    const later = await t.app.inject({
      method: 'PATCH',
      url: '/api/match-req/again-recruit',
      payload: { id, deviceId: owner.deviceId },
      headers: { authorization: owner.authorization },
    });
    expect(later.statusCode).toBe(201);
    await drain();
    expect(await leadTexts()).toBe(before + 2);
  });

  it('counts the re-recruits of one parcel across devices', async () => {
    t.clock.advanceMs(RERECRUIT_BUDGET.windowMs + 60_000);
    const owners = [await createCrgRequest(t), await createCrgRequest(t)];
    // Both requests name the same parcel (the test parcel), from two devices.
    const ids = owners.map((request) => request.id);
    const [a, b] = owners;
    let idA = ids[0]!;
    for (let round = 0; round < RERECRUIT_BUDGET.perParcel - 1; round += 1) {
      const again = await loopOnce(a!.owner, idA);
      expect(again.statusCode).toBe(201);
      idA = again.json<{ id: number }>().id;
    }
    const third = await loopOnce(b!.owner, ids[1]!);
    expect(third.statusCode).toBe(201);
    // The parcel's budget is spent: the first device is refused although its own is not.
    const refused = await loopOnce(a!.owner, idA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RERECRUIT_LIMIT' });
  });
});
