import { describe, expect, it } from 'vitest';
import { formatBusinessNumber, isValidBusinessNumber } from './business-number.js';

describe('사업자등록번호', () => {
  it('checks the last digit', () => {
    expect(isValidBusinessNumber('2208112341')).toBe(true);
    expect(isValidBusinessNumber('220-81-12341')).toBe(true);
    expect(isValidBusinessNumber('2208112342')).toBe(false);
  });

  it('is written 3-2-5, as Koreans read it', () => {
    expect(formatBusinessNumber('2208112341')).toBe('220-81-12341');
    expect(formatBusinessNumber('220-81-12341')).toBe('220-81-12341');
    expect(formatBusinessNumber('12345')).toBe('12345');
  });
});
