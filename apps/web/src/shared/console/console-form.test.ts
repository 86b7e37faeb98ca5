import { describe, expect, it } from 'vitest';
import {
  adminExtendBodySchema,
  adminFaqBodySchema,
  CURRENT_PARTNER_CONSENTS,
  PARTNER_MESSAGES,
  partnerSignupBodySchema,
} from '@haetbit/contracts';
import { ApiError } from '../api/client';
import { consoleResolver, formatted, showServerFieldErrors } from './console-form';

/** What react-hook-form hands a resolver when no field is registered. */
const options = { fields: {}, shouldUseNativeValidation: false } as never;

const signup = {
  userId: 'solar-build',
  password: 'solar12!',
  businessNumber: '220-81-12341',
  licenceNumber: '서울-01234',
  phone: '010-1234-5678',
  comName: '새빛태양광',
  representative: '홍길동',
  email: 'contact@saebit.kr',
  smsAuthNumber: '123456',
  consents: CURRENT_PARTNER_CONSENTS,
};

describe('console forms', () => {
  it("keeps the schema's own messages (the contractor's signup, spec section 5)", async () => {
    const check = consoleResolver(partnerSignupBodySchema, (values: typeof signup) => values);
    const short = await check({ ...signup, userId: 'abc' }, undefined, options);
    expect(short.errors.userId?.message).toBe(PARTNER_MESSAGES.userIdLength);
    const capitals = await check({ ...signup, userId: 'Solar1' }, undefined, options);
    expect(capitals.errors.userId?.message).toBe(PARTNER_MESSAGES.userIdChars);
    const badNumber = await check(
      { ...signup, businessNumber: '999-00-00011' },
      undefined,
      options,
    );
    expect(badNumber.errors.businessNumber?.message).toBe(PARTNER_MESSAGES.businessNumber);
  });

  it('submits the body the server accepts once the schema passes', async () => {
    const check = consoleResolver(partnerSignupBodySchema, (values: typeof signup) => values);
    const result = await check(signup, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ businessNumber: '2208112341', userId: 'solar-build' });
  });

  it('says in Korean what a schema without messages asks for', async () => {
    const check = consoleResolver(adminFaqBodySchema, (values: Record<string, unknown>) => ({
      category: 'ETC' as const,
      subject: '',
      content: 'x'.repeat(5001),
      sortOrder: Number.NaN,
      ...values,
    }));
    const { errors } = await check({}, undefined, options);
    expect(errors.subject?.message).toBe('입력해 주세요.');
    expect(errors.content?.message).toBe('5000자 이하로 입력해 주세요.');
    expect(errors.sortOrder?.message).toBe('숫자로 입력해 주세요.');
  });

  it("turns the form's text into the request through toInput", async () => {
    const currentEndDate = '2026-11-30T09:00:00.000+09:00';
    const check = consoleResolver(
      adminExtendBodySchema,
      ({ days, reason }: { days: string; reason: string }) => ({
        days: Number(days),
        reason,
        currentEndDate,
      }),
    );
    const short = await check({ days: '3', reason: ' a ' }, undefined, options);
    expect(short.errors.reason?.message).toBe('2자 이상 입력해 주세요.');
    const valid = await check({ days: '3', reason: ' 시공사 요청 ' }, undefined, options);
    expect(valid.values).toEqual({ days: 3, reason: '시공사 요청', currentEndDate });
  });

  it("puts the server's field messages under the form's fields", () => {
    const set: [string, string][] = [];
    const error = new ApiError(400, 'VALIDATION_FAILED', '입력값을 확인해 주세요.', [
      { path: 'body.email', message: '올바른 이메일 주소를 입력해 주세요.' },
      { path: 'body.unknown', message: '?' },
    ]);
    const shown = showServerFieldErrors(
      error,
      (name, field) => set.push([name, field.message ?? '']),
      ['email'],
    );
    expect(shown).toBe(true);
    expect(set).toEqual([['email', '올바른 이메일 주소를 입력해 주세요.']]);
    expect(showServerFieldErrors(new Error('network'), () => undefined, ['email'])).toBe(false);
  });

  it('rewrites what is typed before the form reads it', async () => {
    let read = '';
    const registration = formatted(
      {
        name: 'phone',
        ref: () => undefined,
        onBlur: async () => undefined,
        onChange: async (event: { target: { value: string } }) => {
          read = event.target.value;
        },
      },
      (text) => text.replace(/\D/g, ''),
    );
    await registration.onChange({ target: { value: '010-12a' } as HTMLInputElement });
    expect(read).toBe('01012');
  });
});
