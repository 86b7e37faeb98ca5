import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, SMS_BUDGET_MESSAGES } from '@haetbit/contracts';
import { createAnalysis, newOwner, outboxCode, PARCELS, type Owner } from '../../test/journey.js';
import { createCrgRequest, driveToCmc, writeReview } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { deviceSecretOf } from '../../test/test-app.js';

describe('recovery on a new phone', () => {
  const t = testAppForSuite();
  let caller = 0;
  // Each call from its own address: the per-address limits are not what these tests measure.
  const remoteAddress = () => `10.30.${Math.floor((caller += 1) / 250)}.${caller % 250}`;
  const call = (owner: Owner | null, url: string, payload?: object) =>
    t.app.inject({
      method: url.startsWith('/api/session/recovery') ? 'POST' : 'GET',
      url,
      remoteAddress: remoteAddress(),
      ...(owner ? { headers: { authorization: owner.authorization } } : {}),
      ...(payload ? { payload } : {}),
    });
  const send = (owner: Owner, phone: string) =>
    call(owner, '/api/session/recovery/send-auth-number', { phone });
  const confirm = (owner: Owner, phone: string, smsAuthNumber: string) =>
    call(owner, '/api/session/recovery/confirm', { phone, smsAuthNumber });
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const listOf = async (owner: Owner) =>
    (await call(owner, `/api/match-req/list?deviceId=${owner.deviceId}`)).json<{
      data: { id: number }[];
    }>().data;

  /** An owner whose request is complete and reviewed on their old phone. */
  async function reviewedRequest() {
    const request = await driveToCmc(t);
    expect((await writeReview(t, request)).statusCode).toBe(201);
    return request;
  }

  it("moves the old phone's requests, analyses and reviews and ends its sessions and secret", async () => {
    const request = await reviewedRequest();
    const old = request.owner;
    const oldSecret = deviceSecretOf(t.app, old.deviceId)!;
    const fresh = await newOwner(t.app);
    expect(await listOf(fresh)).toEqual([]);

    expect((await send(fresh, request.phone)).statusCode).toBe(200);
    const code = await outboxCode(t.app, request.phone);
    const moved = await confirm(fresh, request.phone, code);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ requests: 1, analyses: 1, reviews: 1 });

    expect((await listOf(fresh)).map((row) => row.id)).toEqual([request.id]);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/match-review/detail',
      headers: { authorization: fresh.authorization },
      payload: { matchReqId: request.id },
    });
    expect(review.statusCode).toBe(200);

    // The old phone's session is refused, and its secret opens only an empty device now.
    const oldCall = await call(old, `/api/match-req/list?deviceId=${old.deviceId}`);
    expect(oldCall.statusCode).toBe(401);
    expect(oldCall.json()).toMatchObject({ code: 'INVALID_SESSION' });
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { deviceId: old.deviceId, deviceSecret: oldSecret },
    });
    expect(reopened.statusCode).toBe(201);
    const blank = { deviceId: old.deviceId, authorization: `Bearer ${reopened.json().token}` };
    expect(await listOf(blank)).toEqual([]);
    // The code is spent: it moves nothing a second time.
    expect((await confirm(fresh, request.phone, code)).json()).toMatchObject({
      code: 'PHONE_NOT_VERIFIED',
    });
  });

  it('refuses a wrong code and an expired one, moving nothing', async () => {
    const request = await driveToCmc(t);
    const fresh = await newOwner(t.app);
    await send(fresh, request.phone);
    const code = await outboxCode(t.app, request.phone);
    const wrong = await confirm(fresh, request.phone, wrongOf(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'SMS_CODE_WRONG' });
    // A code sent for another phone proves nothing about this one.
    expect((await confirm(fresh, '010-9999-0000', code)).json()).toMatchObject({
      code: 'SMS_CODE_NOT_SENT',
    });
    t.clock.advanceMs(5 * 60_000 + 1);
    const expired = await confirm(fresh, request.phone, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'SMS_CODE_EXPIRED' });
    expect(await listOf(fresh)).toEqual([]);
    expect(
      (await call(request.owner, `/api/match-req/list?deviceId=${request.owner.deviceId}`))
        .statusCode,
    ).toBe(200);
  });

  it('says so clearly when the verified phone sent no request', async () => {
    const fresh = await newOwner(t.app);
    const phone = '010-4321-8765';
    await send(fresh, phone);
    const answer = await confirm(fresh, phone, await outboxCode(t.app, phone));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      code: 'RECOVERY_NOTHING_FOUND',
      message: '이 휴대폰 번호로 신청한 내역이 없습니다.',
    });
  });

  it("spends the recruit form's SMS budgets", async () => {
    const fresh = await newOwner(t.app);
    const phone = '010-4321-0001';
    expect((await send(fresh, phone)).statusCode).toBe(200);
    const quick = await send(fresh, phone);
    expect(quick.statusCode).toBe(429);
    expect(quick.json()).toMatchObject({ code: 'SMS_SEND_LIMIT' });
    for (let index = 0; index < 4; index += 1) {
      t.clock.advanceMs(31_000);
      // Five devices at most per phone an hour, whichever device asks.
      expect((await send(await newOwner(t.app), phone)).statusCode).toBe(200);
    }
    t.clock.advanceMs(31_000);
    const spent = await send(await newOwner(t.app), phone);
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toEqual({ code: 'SMS_SEND_LIMIT', message: SMS_BUDGET_MESSAGES.phone });
  });

  describe('an address open on the new phone too', () => {
    /** The owner's open analyses of one address, as the address check answers them. */
    const openOf = async (owner: Owner, pnu: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/match-analysis/check-is-ing',
          headers: { authorization: owner.authorization },
          payload: { pnu, deviceId: owner.deviceId },
        })
      ).json<{ list: { id: number; matchReqId: number | null }[] }>().list;
    /** Sends and confirms a recovery code, the clock moved past the resend interval first. */
    const recover = async (owner: Owner, phone: string) => {
      t.clock.advanceMs(31_000);
      expect((await send(owner, phone)).statusCode).toBe(200);
      return confirm(owner, phone, await outboxCode(t.app, phone));
    };

    it('keeps the request and drops the new phone’s draft of its address', async () => {
      const old = await createCrgRequest(t, { parcel: PARCELS.roofWithBuilding });
      const fresh = await newOwner(t.app);
      const draft = await createAnalysis(t.app, fresh, PARCELS.roofWithBuilding);
      const moved = await recover(fresh, old.phone);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ requests: 1, analyses: 1, reviews: 0 });
      expect(await openOf(fresh, PARCELS.roofWithBuilding.pnu)).toEqual([
        expect.objectContaining({ id: old.analysisId, matchReqId: old.id }),
      ]);
      expect((await listOf(fresh)).map((row) => row.id)).toEqual([old.id]);
      const gone = await call(fresh, `/api/match-analysis/${draft}`);
      expect(gone.statusCode).toBe(403);
    });

    it('keeps the draft changed last when the address is a draft on both phones', async () => {
      const old = await createCrgRequest(t, { parcel: PARCELS.landP });
      const fresh = await newOwner(t.app);
      const earlier = await createAnalysis(t.app, fresh, PARCELS.jejuLand);
      t.clock.advanceMs(60_000);
      const later = await createAnalysis(t.app, old.owner, PARCELS.jejuLand);
      const moved = await recover(fresh, old.phone);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ requests: 1, analyses: 2, reviews: 0 });
      expect(await openOf(fresh, PARCELS.jejuLand.pnu)).toEqual([
        expect.objectContaining({ id: later, matchReqId: null }),
      ]);
      expect((await call(fresh, `/api/match-analysis/${earlier}`)).statusCode).toBe(403);
      expect((await listOf(fresh)).map((row) => row.id)).toEqual([old.id]);
    });

    it('refuses, moving nothing, while the address is matching on both phones', async () => {
      const old = await createCrgRequest(t);
      t.clock.advanceMs(31_000);
      const mine = await createCrgRequest(t, { phone: old.phone });
      const refused = await recover(mine.owner, old.phone);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'RECOVERY_CONFLICT',
        message: ERROR_MESSAGES.RECOVERY_CONFLICT,
      });
      expect((await listOf(old.owner)).map((row) => row.id)).toEqual([old.id]);
      expect((await listOf(mine.owner)).map((row) => row.id)).toEqual([mine.id]);

      // Once the new phone's match has ended, the old one comes over.
      const ended = await t.app.inject({
        method: 'PATCH',
        url: '/api/match-status/user-cancel',
        headers: { authorization: mine.owner.authorization },
        payload: { id: mine.id, cancelReason: 'CHANGE_MIND' },
      });
      expect(ended.statusCode).toBe(200);
      const moved = await recover(mine.owner, old.phone);
      expect(moved.statusCode).toBe(200);
      expect((await listOf(mine.owner)).map((row) => row.id).sort()).toEqual(
        [old.id, mine.id].sort(),
      );
    });
  });

  it('needs a session', async () => {
    const answer = await call(null, '/api/session/recovery/send-auth-number', {
      phone: '010-4321-0002',
    });
    expect(answer.statusCode).toBe(401);
  });
});
