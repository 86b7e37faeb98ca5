import { dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  passwordLength,
  type PasswordRole,
} from '@haetbit/contracts';
import { AppError } from './errors.js';

/**
 * The common and breached passwords a new password may not be (ASVS V2.1.7): the 49 000 most
 * frequent passwords of published breach corpora, as `@zxcvbn-ts/language-common` ships them
 * (bundled, no call goes out). Compared after NFKC, case-insensitively.
 */
let commonPasswords: ReadonlySet<string> | null = null;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  const folded = password.normalize('NFKC').toLowerCase();
  // A common password with white space or the usual '!' or digit tacked on stays common.
  const core = folded.replace(/\s/g, '');
  const trimmed = core.replace(/(?<![!.?1])[!.?1]+$/, '');
  return commonPasswords.has(folded) || commonPasswords.has(core) || commonPasswords.has(trimmed);
}

/** Words of this service a password may not contain (V2.1.7's context-specific words). */
const SERVICE_WORDS = ['haetbit', '햇빛매칭', 'hatbit'];

/** Why `password` may not be `role`'s new password, or null when it may. */
export function passwordProblem(
  password: string,
  context: { role: PasswordRole; userId?: string },
): string | null {
  const { minLength } = PASSWORD_RULES[context.role];
  const length = passwordLength(password);
  if (length < minLength) return PASSWORD_MESSAGES.tooShort(minLength);
  if (length > PASSWORD_RULES.maxLength) return PASSWORD_MESSAGES.tooLong;
  const folded = password.normalize('NFKC').toLowerCase().replace(/\s/g, '');
  const userId = context.userId?.toLowerCase();
  const namesSomeone =
    (userId !== undefined && userId.length >= 3 && folded.includes(userId)) ||
    SERVICE_WORDS.some((word) => folded.includes(word));
  if (namesSomeone) {
    return PASSWORD_MESSAGES.containsId;
  }
  if (isCommon(password)) return PASSWORD_MESSAGES.common;
  return null;
}

/**
 * The one check of a new password, for every call that sets one (signup, an operator's account,
 * a password change or reset): 400 VALIDATION_FAILED with the reason under the form's `field`.
 */
export function checkNewPassword(
  password: string,
  context: { role: PasswordRole; userId?: string; field?: string },
): void {
  const problem = passwordProblem(password, context);
  if (problem === null) return;
  throw new AppError('VALIDATION_FAILED', undefined, {
    details: [{ path: `body.${context.field ?? 'password'}`, message: problem }],
  });
}
