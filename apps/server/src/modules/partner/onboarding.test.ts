import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CURRENT_PARTNER_CONSENTS,
  PARTNER_ONBOARDING_TEXTS,
  PARTNER_PRIVACY_CONSENT,
  PARTNER_TERMS_CONSENT,
  PASSWORD_MESSAGES,
} from '@haetbit/contracts';
import { partnerAccount } from '../../db/schema.js';
import { businessNumber } from '../../test/consoles.js';
import { contractorConsoleKit } from '../../test/contractor-console-kit.js';

let counter = 0;

/*
 * Contractor onboarding (issue 33): consents and a phone checked by SMS at signup, and a password
 * reset by the verified phone or the e-mail that tells no id apart and ends every session.
 */
describe('contractor onboarding', () => {
  const { t, login } = contractorConsoleKit();

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const outbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json<
      { body: string }[]
    >();
  const codeIn = (messages: { body: string }[]) => /(\d{6})/.exec(messages[0]?.body ?? '')?.[1];

  function applicant() {
    counter += 1;
    return {
      userId: `onboard-${counter}`,
      password: '남쪽 지붕 햇살 가득',
      businessNumber: businessNumber(`7300000${String(counter).padStart(2, '0')}`),
      licenceNumber: '충남-01234',
      phone: `010-7373-${String(1000 + counter)}`,
      comName: `온보딩솔라${counter}`,
      representative: '문대표',
      email: `onboard-${counter}@solar.kr`,
    };
  }

  /** Signs an applicant up through the phone check; answers the account row. */
  async function signedUp() {
    const body = applicant();
    expect((await post('/api/partner/signup/phone-code', { phone: body.phone })).statusCode).toBe(
      200,
    );
    const code = codeIn(await outbox(body.phone))!;
    const created = await post('/api/partner/signup', {
      ...body,
      smsAuthNumber: code,
      consents: CURRENT_PARTNER_CONSENTS,
    });
    expect(created.statusCode).toBe(201);
    return body;
  }

  it('signs up only with both consents in force and the code texted to the phone', async () => {
    const body = applicant();
    const noConsents = await post('/api/partner/signup', {
      ...body,
      smsAuthNumber: '123456',
      consents: { privacyVersion: '', termsVersion: '0.9' },
    });
    expect(noConsents.statusCode).toBe(400);
    const messages = noConsents
      .json<{ details: { message: string }[] }>()
      .details.map((detail) => detail.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '개인정보 수집·이용에 동의해 주세요.',
        '파트너 이용약관에 동의해 주세요.',
      ]),
    );

    // Without a code sent to the phone, or with a wrong one, no account is made.
    const unsent = await post('/api/partner/signup', {
      ...body,
      smsAuthNumber: '123456',
      consents: CURRENT_PARTNER_CONSENTS,
    });
    expect(unsent.statusCode).toBe(400);
    expect(unsent.json()).toMatchObject({ code: 'SMS_CODE_NOT_SENT', message: expect.any(String) });
    await post('/api/partner/signup/phone-code', { phone: body.phone });
    const code = codeIn(await outbox(body.phone))!;
    const wrong = await post('/api/partner/signup', {
      ...body,
      smsAuthNumber: code === '000000' ? '000001' : '000000',
      consents: CURRENT_PARTNER_CONSENTS,
    });
    expect(wrong.json()).toMatchObject({ code: 'SMS_CODE_WRONG' });

    // The check answers before the form is sent; the signup then uses the code up.
    const checked = await post('/api/partner/signup/phone-check', {
      phone: body.phone,
      smsAuthNumber: code,
    });
    expect(checked.json()).toEqual({ result: true });
    const created = await post('/api/partner/signup', {
      ...body,
      smsAuthNumber: code,
      consents: CURRENT_PARTNER_CONSENTS,
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(partnerAccount)
      .where(eq(partnerAccount.userId, body.userId));
    expect(row).toMatchObject({
      privacyConsentVersion: PARTNER_PRIVACY_CONSENT.version,
      termsConsentVersion: PARTNER_TERMS_CONSENT.version,
      consentedAt: t.clock.now(),
      phoneVerifiedAt: t.clock.now(),
    });
    // One verification makes one account.
    const second = await post('/api/partner/signup', {
      ...applicant(),
      phone: body.phone,
      smsAuthNumber: code,
      consents: CURRENT_PARTNER_CONSENTS,
    });
    expect(second.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
  });

  it('texts signup codes under the per-phone budget', async () => {
    const phone = '010-7374-0001';
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await post('/api/partner/signup/phone-code', { phone })).statusCode);
      t.clock.advanceMs(31_000);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers a reset code request alike for every id, and texts only the account with a verified phone', async () => {
    const body = await signedUp();
    const known = await post('/api/partner/password-reset/code', {
      userId: body.userId,
      channel: 'sms',
    });
    const unknown = await post('/api/partner/password-reset/code', {
      userId: 'nobody-here',
      channel: 'sms',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ result: true, message: PARTNER_ONBOARDING_TEXTS.resetCodeSent });
    expect(codeIn(await outbox(body.phone))).toMatch(/^\d{6}$/);
    expect((await outbox(body.phone))[0]?.body).toContain('비밀번호 재설정');

    // A wrong code reads the same whether the id exists or not.
    const wrongKnown = await post('/api/partner/password-reset', {
      userId: body.userId,
      smsAuthNumber: '000000',
      password: '새 비밀번호는 길게 씁니다',
    });
    const wrongUnknown = await post('/api/partner/password-reset', {
      userId: 'nobody-here',
      smsAuthNumber: '000000',
      password: '새 비밀번호는 길게 씁니다',
    });
    const codeKnown = codeIn(await outbox(body.phone));
    if (codeKnown !== '000000') {
      expect(wrongKnown.statusCode).toBe(400);
      expect(wrongKnown.json()).toEqual(wrongUnknown.json());
    }
    // An id never sent a code reads like any id: the code was not sent.
    const never = await post('/api/partner/password-reset', {
      userId: 'never-asked',
      smsAuthNumber: '000000',
      password: '새 비밀번호는 길게 씁니다',
    });
    expect(never.json()).toMatchObject({ code: 'SMS_CODE_NOT_SENT' });
  });

  it('resets a forgotten password with the one policy and ends every session', async () => {
    const body = await signedUp();
    const before = await login(body.userId, body.password);
    expect(before.response.statusCode).toBe(200);

    t.clock.advanceMs(31_000);
    await post('/api/partner/password-reset/code', { userId: body.userId, channel: 'sms' });
    const code = codeIn(await outbox(body.phone))!;
    const weak = await post('/api/partner/password-reset', {
      userId: body.userId,
      smsAuthNumber: code,
      password: 'short1!',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ details: { message: string }[] }>().details[0]?.message).toBe(
      PASSWORD_MESSAGES.tooShort(8),
    );
    const common = await post('/api/partner/password-reset', {
      userId: body.userId,
      smsAuthNumber: code,
      password: 'password1',
    });
    expect(common.statusCode).toBe(400);

    const done = await post('/api/partner/password-reset', {
      userId: body.userId,
      smsAuthNumber: code,
      password: '새 비밀번호는 길게 씁니다',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ result: true, message: PARTNER_ONBOARDING_TEXTS.resetDone });

    // The session opened before the reset is over; the old password no longer opens one.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/partner/me',
      headers: { cookie: before.cookie },
    });
    expect(me.statusCode).toBe(401);
    expect((await login(body.userId, body.password)).response.statusCode).toBe(401);
    expect((await login(body.userId, '새 비밀번호는 길게 씁니다')).response.statusCode).toBe(200);
    // The phone hears of the change; the code cannot be used twice.
    expect((await outbox(body.phone))[0]?.body).toBe(PARTNER_ONBOARDING_TEXTS.passwordChangedText);
    const again = await post('/api/partner/password-reset', {
      userId: body.userId,
      smsAuthNumber: code,
      password: '또 다른 긴 비밀번호입니다',
    });
    expect(again.statusCode).toBe(400);
  });

  it('sends the reset code by e-mail when asked, and never to an account without a verified phone by SMS', async () => {
    const body = await signedUp();
    await post('/api/partner/password-reset/code', { userId: body.userId, channel: 'email' });
    const mail = await outbox(body.email);
    const code = codeIn(mail)!;
    expect(code).toMatch(/^\d{6}$/);
    const done = await post('/api/partner/password-reset', {
      userId: body.userId,
      smsAuthNumber: code,
      password: '메일로 받은 번호로 바꿉니다',
    });
    expect(done.statusCode).toBe(200);

    // The demo account's phone was never verified: an SMS reset stores a code that goes nowhere.
    const sentBefore = (await outbox('010-0000-0003')).length;
    const demo = await post('/api/partner/password-reset/code', {
      userId: 'partner03',
      channel: 'sms',
    });
    expect(demo.json()).toEqual({ result: true, message: PARTNER_ONBOARDING_TEXTS.resetCodeSent });
    expect((await outbox('010-0000-0003')).length).toBe(sentBefore);
  });
});
