import { partnerSignupBodySchema, type PartnerSignupBody } from '@haetbit/contracts';

export type SignupField = keyof PartnerSignupBody;
export const SIGNUP_FIELDS = Object.keys(partnerSignupBodySchema.shape) as SignupField[];

/**
 * The message of one signup field, in the spec's words (section 5), or null when it is valid.
 * The rules are the server's own schema, so the form and the API never disagree.
 */
export function signupFieldError(field: SignupField, value: string): string | null {
  const result = partnerSignupBodySchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Every field's message (valid fields absent). */
export function signupErrors(
  values: Record<SignupField, string>,
): Partial<Record<SignupField, string>> {
  const errors: Partial<Record<SignupField, string>> = {};
  for (const field of SIGNUP_FIELDS) {
    const message = signupFieldError(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Phone typed as digits becomes 3-4-4 (or 3-3-4) with hyphens, as the owner's form does. */
export function formatPhoneInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11);
  if (digits.length < 4) return digits;
  if (digits.length < 8) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  const middle = digits.length === 10 ? 3 : 4;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}

/** Business number typed as digits becomes 3-2-5 with hyphens. */
export function formatBusinessNumberInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
