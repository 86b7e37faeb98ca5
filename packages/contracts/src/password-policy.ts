import { z } from 'zod';

/**
 * The one password policy of both consoles (ASVS 4.0.3 V2.1, decision 018): length decides, not
 * composition. Any printable character counts, spaces included, so a passphrase is a good
 * password; a password is never cut short; and the server refuses the ones on the bundled list of
 * common and breached passwords (`checkNewPassword` in the server's `lib/password-policy.ts`),
 * which this schema cannot carry to the browser.
 *
 * - contractors: at least 8 characters (V2.1.1 allows 8 beside a breached-list check, NIST
 *   SP 800-63B 5.1.1.2), so the console's users are not pushed to write a password down;
 * - operators: at least 12 (V2.1.1's figure): an operator reads every owner's contact details.
 *
 * The spec's generic helper ('Password 6-20 characters with a letter, a digit and a special
 * character') is the deviation decision 018 records.
 */
export const PASSWORD_RULES = {
  contractor: { minLength: 8 },
  operator: { minLength: 12 },
  /** V2.1.2: at least 64 allowed, at most 128. */
  maxLength: 128,
} as const;
export type PasswordRole = keyof Omit<typeof PASSWORD_RULES, 'maxLength'>;

export const PASSWORD_MESSAGES = {
  tooShort: (minLength: number) => `비밀번호는 ${minLength}자 이상으로 입력해 주세요.`,
  tooLong: `비밀번호는 ${PASSWORD_RULES.maxLength}자 이하로 입력해 주세요.`,
  common:
    '널리 쓰이거나 유출된 적이 있는 비밀번호입니다. 다른 사람이 짐작하기 어려운 비밀번호를 입력해 주세요.',
  containsId: '아이디나 서비스 이름이 들어간 비밀번호는 사용할 수 없습니다.',
  hint: (minLength: number) =>
    `${minLength}자 이상이면 됩니다. 띄어쓰기를 넣은 긴 문장도 좋습니다.`,
  currentRequired: '현재 비밀번호를 입력해 주세요.',
} as const;

/** A password's length as a person counts it: characters (code points) after NFKC. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

/** The schema of a new password of `role` (length only; the server also checks the list). */
export function newPasswordSchema(role: PasswordRole) {
  const { minLength } = PASSWORD_RULES[role];
  return z
    .string()
    .refine((value) => passwordLength(value) >= minLength, PASSWORD_MESSAGES.tooShort(minLength))
    .refine(
      (value) => passwordLength(value) <= PASSWORD_RULES.maxLength,
      PASSWORD_MESSAGES.tooLong,
    );
}

/** A password typed to sign in or to prove who one is: any length the policy allows. */
export const typedPasswordSchema = z
  .string()
  .min(1)
  .max(PASSWORD_RULES.maxLength * 4);
