import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/suite.js';
import { createAnalysis, newOwner, outboxCode, PARCELS, type Owner } from '../../test/journey.js';

describe('phone verification', () => {
  const t = testAppForSuite();
  let phoneCounter = 1000;

  let caller = 0;
  // Each call from its own address: the per-address route limit is not what these tests measure.
  const remoteAddress = () => `10.20.${Math.floor((caller += 1) / 250)}.${caller % 250}`;
  const newPhone = () => `010-5555-${String((phoneCounter += 1)).padStart(4, '0')}`;
  const send = (owner: Owner, id: number, phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/match-analysis/send-auth-number',
      remoteAddress: remoteAddress(),
      headers: { authorization: owner.authorization },
      payload: { id, phone, name: '홍길동' },
    });
  const check = (owner: Owner, id: number, smsAuthNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/match-analysis/check-sms-auth-number',
      remoteAddress: remoteAddress(),
      headers: { authorization: owner.authorization },
      payload: { id, smsAuthNumber },
    });
  const codeSentTo = (phone: string) => outboxCode(t.app, phone);
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function setup() {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, PARCELS.landP);
    return { owner, id, phone: newPhone() };
  }

  it('sends a code through the outbox, never in the answer, and verifies it', async () => {
    const { owner, id, phone } = await setup();
    const sent = await send(owner, id, phone);
    expect(sent.statusCode).toBe(200);
    const code = await codeSentTo(phone);
    expect(sent.body).not.toContain(code);
    expect(sent.json()).toMatchObject({ result: true, expiresAt: expect.any(String) });
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    expect(outbox.json()[0]).toMatchObject({ channel: 'sms', to: phone });
    const ok = await check(owner, id, code);
    expect(ok.json()).toEqual({ result: true, message: '인증성공!' });
  });

  it('answers the wrong-code text for a wrong code', async () => {
    const { owner, id, phone } = await setup();
    await send(owner, id, phone);
    const wrong = await check(owner, id, wrongOf(await codeSentTo(phone)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'SMS_CODE_WRONG',
      message: '인증번호가 올바르지 않습니다. 다시 입력해 주세요.',
    });
  });

  it('expires a code after 5 minutes', async () => {
    const { owner, id, phone } = await setup();
    await send(owner, id, phone);
    const code = await codeSentTo(phone);
    t.clock.advanceMs(5 * 60_000 + 1);
    const expired = await check(owner, id, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: 'SMS_CODE_EXPIRED',
      message: '인증번호가 만료되었습니다. 인증번호를 다시 요청해 주세요.',
    });
  });

  it('needs a new code after 5 wrong tries, even for the right one', async () => {
    const { owner, id, phone } = await setup();
    await send(owner, id, phone);
    const code = await codeSentTo(phone);
    for (let i = 0; i < 4; i += 1) {
      expect((await check(owner, id, wrongOf(code))).json()).toMatchObject({
        code: 'SMS_CODE_WRONG',
      });
    }
    expect((await check(owner, id, wrongOf(code))).json()).toMatchObject({
      code: 'SMS_TOO_MANY_ATTEMPTS',
    });
    expect((await check(owner, id, code)).json()).toMatchObject({ code: 'SMS_TOO_MANY_ATTEMPTS' });
    t.clock.advanceMs(31_000);
    await send(owner, id, phone);
    expect((await check(owner, id, await codeSentTo(phone))).statusCode).toBe(200);
  });

  it('only the latest code counts after a resend', async () => {
    const { owner, id, phone } = await setup();
    await send(owner, id, phone);
    const first = await codeSentTo(phone);
    t.clock.advanceMs(31_000);
    await send(owner, id, phone);
    const second = await codeSentTo(phone);
    if (first !== second) expect((await check(owner, id, first)).statusCode).toBe(400);
    expect((await check(owner, id, second)).statusCode).toBe(200);
  });

  it('limits resends within 30 s and sends per phone per hour with 429', async () => {
    const { owner, id, phone } = await setup();
    expect((await send(owner, id, phone)).statusCode).toBe(200);
    const quick = await send(owner, id, phone);
    expect(quick.statusCode).toBe(429);
    expect(quick.json()).toMatchObject({ code: 'SMS_SEND_LIMIT' });
    for (let i = 0; i < 4; i += 1) {
      t.clock.advanceMs(31_000);
      expect((await send(owner, id, phone)).statusCode).toBe(200);
    }
    t.clock.advanceMs(31_000);
    expect((await send(owner, id, phone)).statusCode).toBe(429);
  });

  it('limits sends per device across phones', async () => {
    const owner = await newOwner(t.app);
    const ids = [];
    for (const parcel of [PARCELS.landP, PARCELS.roofWithBuilding, PARCELS.jejuLand]) {
      ids.push(await createAnalysis(t.app, owner, parcel));
    }
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      t.clock.advanceMs(31_000);
      last = (await send(owner, ids[i % 3]!, newPhone())).statusCode;
    }
    expect(last).toBe(429);
  });

  it('answers 403 for another device’s analysis and 400 for a bad phone or code', async () => {
    const { id, phone } = await setup();
    const intruder = await newOwner(t.app);
    expect((await send(intruder, id, phone)).statusCode).toBe(403);
    expect((await check(intruder, id, '123456')).statusCode).toBe(403);
    const owner = (await setup()).owner;
    for (const badPhone of ['01012345678', '010-1234-567', '02-123-4567', '010-1234-56789']) {
      expect((await send(owner, id, badPhone)).statusCode).toBe(400);
    }
    for (const badCode of ['12345', '1234567', 'abcdef', '']) {
      expect((await check(owner, id, badCode)).statusCode).toBe(400);
    }
  });

  it('asks for a code first when none was sent', async () => {
    const { owner, id } = await setup();
    expect((await check(owner, id, '123456')).json()).toMatchObject({ code: 'SMS_CODE_NOT_SENT' });
  });
});
