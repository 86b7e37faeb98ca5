import { LIMITS, MESSAGES, SMS_CODE_VALIDITY_MS } from '@haetbit/contracts';
import { formatPhoneInput } from '../../../shared/format/number';

/**
 * Steps of spec section 4: 1 name, 2 e-mail, 3 phone, 4 verification code, 5 memo and consent;
 * ticking the consents adds step 6, unticking one removes it. Submit only at the last step. There
 * are two required consents: collecting and using personal information, and, separately, providing
 * it to the contractors (THIRD_PARTY_CONSENT).
 */
export const FORM_STEPS = { name: 1, email: 2, phone: 3, code: 4, memo: 5, consent: 6 } as const;
export const LAST_STEP = FORM_STEPS.consent;

export type FormField = 'name' | 'email' | 'phone' | 'code' | 'memo';

/** The field a step reveals, which takes the focus when the form advances to it. */
export const FIELD_OF_STEP: Partial<Record<number, FormField>> = {
  [FORM_STEPS.email]: 'email',
  [FORM_STEPS.phone]: 'phone',
  [FORM_STEPS.code]: 'code',
  [FORM_STEPS.memo]: 'memo',
};

export const EMAIL_DOMAINS = ['naver.com', 'gmail.com', 'daum.net'] as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FormAlert {
  title: string;
  message: string;
}

export interface RecruitFormState {
  step: number;
  name: string;
  email: string;
  phone: string;
  code: string;
  memo: string;
  /** [필수] 개인정보 수집 및 이용 */
  consent: boolean;
  /** [필수] 개인정보 제3자 제공 (a consent of its own, as the law asks) */
  thirdPartyConsent: boolean;
  /** When the code sent last expires (epoch ms), or null before a code is sent. */
  deadline: number | null;
  verified: boolean;
  expiredByServer: boolean;
  codeError: string | null;
  sendError: string | null;
  alert: FormAlert | null;
}

export type RecruitFormAction =
  | { type: 'edit'; field: 'name' | 'email' | 'phone' | 'code' | 'memo'; value: string }
  | { type: 'next' }
  | { type: 'chooseDomain'; domain: string }
  | { type: 'directInput' }
  | { type: 'sending' }
  | { type: 'sent'; now: number }
  | { type: 'sendFailed'; message: string }
  | { type: 'checking' }
  | { type: 'verified' }
  | { type: 'checkFailed'; code: string; message: string }
  /** 700 ms after a successful verification the memo step opens (spec section 4). */
  | { type: 'afterVerification' }
  | { type: 'consent'; which: 'collect' | 'thirdParty'; checked: boolean }
  | { type: 'alert'; alert: FormAlert | null }
  /** The contact of the device's last request, filled into the fields not touched yet. */
  | { type: 'prefill'; contact: { name: string; email: string; phone: string } };

export const initialRecruitForm: RecruitFormState = {
  step: FORM_STEPS.name,
  name: '',
  email: '',
  phone: '',
  code: '',
  memo: '',
  consent: false,
  thirdPartyConsent: false,
  deadline: null,
  verified: false,
  expiredByServer: false,
  codeError: null,
  sendError: null,
  alert: null,
};

/** Why the name cannot be used, as the alert to show; null when it can. */
export function nameProblem(name: string): FormAlert | null {
  return name.trim() ? null : { title: MESSAGES.requiredTitle, message: MESSAGES.nameRequired };
}

export function emailProblem(email: string): FormAlert | null {
  const trimmed = email.trim();
  if (!trimmed) return { title: MESSAGES.requiredTitle, message: MESSAGES.emailRequired };
  if (!EMAIL_PATTERN.test(trimmed)) {
    return { title: '입력 확인', message: '이메일 주소 형식이 올바르지 않습니다.' };
  }
  return null;
}

const localPart = (email: string) => email.split('@')[0] ?? '';

function edit(state: RecruitFormState, field: FormField, value: string): RecruitFormState {
  switch (field) {
    case 'name':
      return { ...state, name: value };
    case 'email':
      return { ...state, email: value.trim() };
    case 'code':
      return { ...state, code: value.replace(/\D/g, '').slice(0, LIMITS.smsCodeLength) };
    case 'memo':
      return { ...state, memo: value.slice(0, LIMITS.memoChars) };
    case 'phone': {
      const phone = formatPhoneInput(value);
      // A new number needs a new code: the sent one and the steps after the phone are dropped.
      if (state.deadline === null) return { ...state, phone };
      return {
        ...state,
        phone,
        deadline: null,
        code: '',
        codeError: null,
        step: FORM_STEPS.phone,
      };
    }
  }
}

export function recruitFormReducer(
  state: RecruitFormState,
  action: RecruitFormAction,
): RecruitFormState {
  switch (action.type) {
    case 'edit':
      return edit(state, action.field, action.value);
    case 'next': {
      // Only the name and e-mail steps have a 'next' button; each checks its own field.
      const problem =
        state.step === FORM_STEPS.name
          ? nameProblem(state.name)
          : state.step === FORM_STEPS.email
            ? emailProblem(state.email)
            : null;
      if (problem) return { ...state, alert: problem };
      if (state.step !== FORM_STEPS.name && state.step !== FORM_STEPS.email) return state;
      return { ...state, step: state.step + 1 };
    }
    case 'chooseDomain':
      return { ...state, email: `${localPart(state.email)}@${action.domain}` };
    case 'directInput': {
      const local = localPart(state.email);
      return { ...state, email: local ? `${local}@` : '' };
    }
    case 'sending':
      return { ...state, sendError: null };
    case 'sent':
      return {
        ...state,
        deadline: action.now + SMS_CODE_VALIDITY_MS,
        expiredByServer: false,
        code: '',
        codeError: null,
        step: Math.max(state.step, FORM_STEPS.code),
      };
    case 'sendFailed':
      return { ...state, sendError: action.message };
    case 'checking':
      return { ...state, codeError: null };
    case 'verified':
      return { ...state, verified: true };
    case 'checkFailed':
      if (action.code === 'SMS_CODE_WRONG') return { ...state, codeError: MESSAGES.smsWrong };
      // An expired code shows the expiry message only; too many attempts also ends this code.
      if (action.code === 'SMS_CODE_EXPIRED') return { ...state, expiredByServer: true };
      return {
        ...state,
        codeError: action.message,
        expiredByServer: state.expiredByServer || action.code === 'SMS_TOO_MANY_ATTEMPTS',
      };
    case 'afterVerification':
      return { ...state, step: Math.max(state.step, FORM_STEPS.memo) };
    case 'consent': {
      const next =
        action.which === 'collect'
          ? { ...state, consent: action.checked }
          : { ...state, thirdPartyConsent: action.checked };
      const both = next.consent && next.thirdPartyConsent;
      return { ...next, step: both ? FORM_STEPS.consent : FORM_STEPS.memo };
    }
    case 'alert':
      return { ...state, alert: action.alert };
    case 'prefill':
      // Only before anything was typed or sent: what the owner typed always wins.
      if (state.step !== FORM_STEPS.name || state.name || state.email || state.phone) return state;
      return {
        ...state,
        name: action.contact.name,
        email: action.contact.email,
        phone: formatPhoneInput(action.contact.phone),
      };
  }
}

/** The code can no longer be confirmed: the page's timer ran out or the server said so. */
export const codeExpired = (state: RecruitFormState, remainingMs: number | null) =>
  !state.verified && (state.expiredByServer || remainingMs === 0);

/** The line under the code input: success, expiry, or the last error. */
export function codeStatus(state: RecruitFormState, remainingMs: number | null): string | null {
  if (state.verified) return MESSAGES.smsSuccess;
  if (codeExpired(state, remainingMs)) return MESSAGES.smsExpired;
  return state.codeError;
}

/** Why the form cannot be submitted yet, as the alert to show; null when it can. */
export function submitProblem(state: RecruitFormState): FormAlert | null {
  return nameProblem(state.name) ?? emailProblem(state.email);
}
