import { describe, expect, it } from 'vitest';
import { formatBusinessNumberInput, formatPhoneInput } from './input-format';

describe('input formats', () => {
  it('formats phone and business number as they are typed', () => {
    expect(formatPhoneInput('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneInput('0101234567')).toBe('010-123-4567');
    expect(formatBusinessNumberInput('9990000016')).toBe('999-00-00016');
  });
});
