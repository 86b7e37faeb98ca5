import { describe, expect, it } from 'vitest';
import { MESSAGES, SMS_CODE_VALIDITY_MS } from '@haetbit/contracts';
import {
  FIELD_OF_STEP,
  FORM_STEPS,
  codeExpired,
  codeStatus,
  initialRecruitForm,
  recruitFormReducer,
  submitProblem,
  type RecruitFormAction,
  type RecruitFormState,
} from './recruit-form-state';

const run = (actions: RecruitFormAction[], from: RecruitFormState = initialRecruitForm) =>
  actions.reduce(recruitFormReducer, from);

/** A form filled up to the phone step with a code sent at time 0. */
const codeSent = run([
  { type: 'edit', field: 'name', value: '김햇빛' },
  { type: 'next' },
  { type: 'edit', field: 'email', value: 'sun@naver.com' },
  { type: 'next' },
  { type: 'edit', field: 'phone', value: '01012345678' },
  { type: 'sending' },
  { type: 'sent', now: 0 },
]);

describe('recruit form', () => {
  it('refuses to leave the name step without a name', () => {
    const state = run([{ type: 'edit', field: 'name', value: '  ' }, { type: 'next' }]);
    expect(state.step).toBe(FORM_STEPS.name);
    expect(state.alert).toEqual({ title: MESSAGES.requiredTitle, message: MESSAGES.nameRequired });
  });

  it('refuses an empty e-mail and then a malformed one', () => {
    const atEmail = run([{ type: 'edit', field: 'name', value: '김햇빛' }, { type: 'next' }]);
    expect(atEmail.step).toBe(FORM_STEPS.email);
    expect(run([{ type: 'next' }], atEmail).alert?.message).toBe(MESSAGES.emailRequired);
    const malformed = run(
      [{ type: 'edit', field: 'email', value: 'sun@naver' }, { type: 'next' }],
      atEmail,
    );
    expect(malformed.step).toBe(FORM_STEPS.email);
    expect(malformed.alert).toEqual({
      title: '입력 확인',
      message: '이메일 주소 형식이 올바르지 않습니다.',
    });
  });

  it('keeps the local part when a domain is chosen, and clears the domain for direct input', () => {
    const chosen = run([
      { type: 'edit', field: 'email', value: 'sun@' },
      { type: 'chooseDomain', domain: 'gmail.com' },
    ]);
    expect(chosen.email).toBe('sun@gmail.com');
    expect(run([{ type: 'directInput' }], chosen).email).toBe('sun@');
    expect(run([{ type: 'directInput' }]).email).toBe('');
  });

  it('formats the phone number, keeps only code digits and cuts the memo at 500 characters', () => {
    const state = run([
      { type: 'edit', field: 'phone', value: '010 1234 5678' },
      { type: 'edit', field: 'code', value: '12a34567' },
      { type: 'edit', field: 'memo', value: 'ㄱ'.repeat(600) },
    ]);
    expect(state.phone).toBe('010-1234-5678');
    expect(state.code).toBe('123456');
    expect(state.memo).toHaveLength(500);
  });

  it('opens the code step with a five-minute deadline once the code is sent', () => {
    expect(codeSent.step).toBe(FORM_STEPS.code);
    expect(codeSent.deadline).toBe(SMS_CODE_VALIDITY_MS);
    expect(FIELD_OF_STEP[codeSent.step]).toBe('code');
  });

  it('drops the sent code and goes back to the phone step when the number changes', () => {
    const state = run(
      [
        { type: 'edit', field: 'code', value: '123456' },
        { type: 'edit', field: 'phone', value: '01099998888' },
      ],
      codeSent,
    );
    expect(state.step).toBe(FORM_STEPS.phone);
    expect(state.deadline).toBeNull();
    expect(state.code).toBe('');
  });

  it('says the code is wrong, and only that it expired when the server finds it expired', () => {
    const wrong = run(
      [{ type: 'checking' }, { type: 'checkFailed', code: 'SMS_CODE_WRONG', message: 'x' }],
      codeSent,
    );
    expect(codeStatus(wrong, 60_000)).toBe(MESSAGES.smsWrong);
    const expired = run(
      [{ type: 'checkFailed', code: 'SMS_CODE_EXPIRED', message: 'x' }],
      codeSent,
    );
    expect(codeExpired(expired, 60_000)).toBe(true);
    expect(codeStatus(expired, 60_000)).toBe(MESSAGES.smsExpired);
  });

  it('ends the code after too many attempts and shows the server message', () => {
    const state = run(
      [{ type: 'checkFailed', code: 'SMS_TOO_MANY_ATTEMPTS', message: '시도 횟수 초과' }],
      codeSent,
    );
    expect(codeExpired(state, 60_000)).toBe(true);
    expect(state.codeError).toBe('시도 횟수 초과');
  });

  it('counts the code as expired when the page timer reaches zero, unless it was verified', () => {
    expect(codeExpired(codeSent, 0)).toBe(true);
    expect(codeStatus(codeSent, 0)).toBe(MESSAGES.smsExpired);
    const verified = run([{ type: 'verified' }], codeSent);
    expect(codeExpired(verified, 0)).toBe(false);
    expect(codeStatus(verified, 0)).toBe(MESSAGES.smsSuccess);
  });

  it('a new code clears the expiry and the last error', () => {
    const state = run(
      [
        { type: 'checkFailed', code: 'SMS_CODE_EXPIRED', message: 'x' },
        { type: 'sent', now: 1000 },
      ],
      codeSent,
    );
    expect(codeExpired(state, 60_000)).toBe(false);
    expect(state.deadline).toBe(1000 + SMS_CODE_VALIDITY_MS);
  });

  it('opens the memo step after verification, and the two consents add and remove the last step', () => {
    const memo = run([{ type: 'verified' }, { type: 'afterVerification' }], codeSent);
    expect(memo.step).toBe(FORM_STEPS.memo);
    const collectOnly = run([{ type: 'consent', which: 'collect', checked: true }], memo);
    expect(collectOnly.step).toBe(FORM_STEPS.memo);
    const consented = run([{ type: 'consent', which: 'thirdParty', checked: true }], collectOnly);
    expect(consented.step).toBe(FORM_STEPS.consent);
    expect(run([{ type: 'consent', which: 'thirdParty', checked: false }], consented).step).toBe(
      FORM_STEPS.memo,
    );
    expect(run([{ type: 'consent', which: 'collect', checked: false }], consented).step).toBe(
      FORM_STEPS.memo,
    );
  });

  it('keeps the send error until the next send', () => {
    const failed = run([{ type: 'sendFailed', message: '발송 실패' }], codeSent);
    expect(failed.sendError).toBe('발송 실패');
    expect(run([{ type: 'sending' }], failed).sendError).toBeNull();
  });

  it('refuses to submit without a name or a valid e-mail', () => {
    expect(submitProblem(codeSent)).toBeNull();
    expect(submitProblem({ ...codeSent, email: 'nope' })?.title).toBe('입력 확인');
    expect(submitProblem({ ...codeSent, name: '' })?.message).toBe(MESSAGES.nameRequired);
  });

  it('starts a second request from the last one’s contact, never over what was typed', () => {
    const contact = { name: '김햇빛', email: 'sun@naver.com', phone: '01012345678' };
    const filled = run([{ type: 'prefill', contact }]);
    expect(filled).toMatchObject({
      step: FORM_STEPS.name,
      name: '김햇빛',
      email: 'sun@naver.com',
      phone: '010-1234-5678',
    });
    const typed = run([
      { type: 'edit', field: 'name', value: '이햇빛' },
      { type: 'prefill', contact },
    ]);
    expect(typed).toMatchObject({ name: '이햇빛', email: '', phone: '' });
  });
});
