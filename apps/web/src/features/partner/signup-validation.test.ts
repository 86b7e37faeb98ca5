import { describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '@haetbit/contracts';
import { formatBusinessNumberInput, formatPhoneInput, signupFieldError } from './signup-validation';

describe('signup validation', () => {
  it('says the user id length message for too short or too long ids', () => {
    expect(signupFieldError('userId', 'abcd')).toBe(PARTNER_MESSAGES.userIdLength);
    expect(signupFieldError('userId', 'a'.repeat(21))).toBe(PARTNER_MESSAGES.userIdLength);
  });

  it('says the allowed-characters message for capitals, symbols or a leading _ or -', () => {
    expect(signupFieldError('userId', 'Solar1')).toBe(PARTNER_MESSAGES.userIdChars);
    expect(signupFieldError('userId', '_solar')).toBe(PARTNER_MESSAGES.userIdChars);
    expect(signupFieldError('userId', 'solar_build-1')).toBeNull();
  });

  it('asks for a letter, a digit and a special character in the password', () => {
    expect(signupFieldError('password', 'abcdef1')).toBe(PARTNER_MESSAGES.passwordRule);
    expect(signupFieldError('password', 'abc12!')).toBeNull();
  });

  it('checks the business number check digit', () => {
    expect(signupFieldError('businessNumber', '999-00-00011')).toBe(
      PARTNER_MESSAGES.businessNumber,
    );
    expect(signupFieldError('businessNumber', '999-00-00016')).toBeNull();
  });

  it('formats phone and business number as they are typed', () => {
    expect(formatPhoneInput('01012345678')).toBe('010-1234-5678');
    expect(formatBusinessNumberInput('9990000016')).toBe('999-00-00016');
  });
});
