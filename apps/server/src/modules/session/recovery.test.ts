import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, RECOVERY_TEXTS, SMS_BUDGET_MESSAGES } from '@haetbit/contracts';
import { createAnalysis, newOwner, outboxCode, PARCELS, type Owner } from '../../test/journey.js';
import { createCrgRequest, driveToCmc, writeReview } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';

describe('recovery on a new phone', () => {
  const t = testAppForSuite();
  let caller = 0;
  // Each call from its own address: the per-address limits are not what these tests measure.
  const remoteAddress = () => `10.30.${Math.floor((caller += 1) / 250)}.${caller % 250}`;
  const call = (owner: Owner | null, url: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
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

  it("moves the old phone's request recruited with the number, its analysis and review; the old phone keeps its session and a note", async () => {
    const request = await reviewedRequest();
    const old = request.owner;
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

    // The old phone is not logged out: its list is empty of what moved, and it reads a note.
    expect(await listOf(old)).toEqual([]);
    const note = await call(old, '/api/session/recovery/moved-away');
    expect(note.statusCode).toBe(200);
    expect(note.json()).toEqual({
      moves: [{ movedAt: expect.any(String), requests: 1, phoneTail: request.phone.slice(-4) }],
    });
    // The number is told by text.
    const texts = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
    expect(texts.json<{ body: string }[]>()[0]?.body).toBe(RECOVERY_TEXTS.movedText(1));
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

  it('texts no code to a number that sent no request, and answers as if it had (issue 34)', async () => {
    const fresh = await newOwner(t.app);
    const phone = '010-4321-8765';
    const sent = await send(fresh, phone);
    expect(sent.statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    expect(outbox.json()).toEqual([]);
    const answer = await confirm(fresh, phone, '123456');
    expect(answer.json()).toMatchObject({ code: 'SMS_CODE_WRONG' });
  });

  it('spends budgets of its own, per phone too', async () => {
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

    it('leaves each phone its own draft of an address', async () => {
      const old = await createCrgRequest(t, { parcel: PARCELS.landP });
      const fresh = await newOwner(t.app);
      const earlier = await createAnalysis(t.app, fresh, PARCELS.jejuLand);
      t.clock.advanceMs(60_000);
      const later = await createAnalysis(t.app, old.owner, PARCELS.jejuLand);
      const moved = await recover(fresh, old.phone);
      expect(moved.statusCode).toBe(200);
      // Only the analysis behind the request moves: each phone keeps its own draft.
      expect(moved.json()).toEqual({ requests: 1, analyses: 1, reviews: 0 });
      expect(await openOf(fresh, PARCELS.jejuLand.pnu)).toEqual([
        expect.objectContaining({ id: earlier, matchReqId: null }),
      ]);
      expect(await openOf(old.owner, PARCELS.jejuLand.pnu)).toEqual([
        expect.objectContaining({ id: later, matchReqId: null }),
      ]);
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
