import { describe, expect, it } from 'vitest';
import { shortenAddress } from './address';
import {
  formatCapacity,
  formatCountdown,
  formatWonAsManwon,
  formatWonExact,
  formatPhoneInput,
  parseAreaInput,
  toPyeong,
} from './number';

describe('number formats', () => {
  it('converts m² to pyeong with 0.3025 and rounds to a whole number', () => {
    expect(toPyeong(5407.02)).toBe(1636);
    expect(toPyeong(100)).toBe(30);
  });

  it('shows capacities from 1 000 kW in MW', () => {
    expect(formatCapacity(705.12)).toBe('705.1kW');
    expect(formatCapacity(243.84)).toBe('243.8kW');
    expect(formatCapacity(100)).toBe('100kW');
    expect(formatCapacity(1000)).toBe('1MW');
    expect(formatCapacity(1234.56)).toBe('1.23MW');
  });

  it('shows won in 만원', () => {
    expect(formatWonAsManwon(134_420_744)).toBe('1억 3,442만원');
    expect(formatWonAsManwon(1_477_220_000)).toBe('14억 7,722만원');
    expect(formatWonAsManwon(200_000_000)).toBe('2억원');
    expect(formatWonAsManwon(98_760_000)).toBe('9,876만원');
    expect(formatWonAsManwon(-12_345_678)).toBe('-1,235만원');
  });

  it('accepts an area with a decimal point or comma and refuses zero or text', () => {
    expect(parseAreaInput('120')).toBe(120);
    expect(parseAreaInput('120.5')).toBe(120.5);
    expect(parseAreaInput('120,5')).toBe(120.5);
    expect(parseAreaInput('1,234.5')).toBe(1234.5);
    expect(parseAreaInput('0')).toBeNull();
    expect(parseAreaInput('0.0')).toBeNull();
    expect(parseAreaInput('')).toBeNull();
    expect(parseAreaInput('12a')).toBeNull();
    expect(parseAreaInput('-3')).toBeNull();
    expect(parseAreaInput('1.2.3')).toBeNull();
  });

  it('formats a phone number 3-4-4 while typing and stops at 13 characters', () => {
    expect(formatPhoneInput('010')).toBe('010');
    expect(formatPhoneInput('0101234')).toBe('010-1234');
    expect(formatPhoneInput('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneInput('010-1234-56789')).toBe('010-1234-5678');
    expect(formatPhoneInput('010ab12')).toBe('010-12');
  });

  it('writes a countdown as mm:ss', () => {
    expect(formatCountdown(300_000)).toBe('05:00');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('drops the first word of an address longer than 13 characters', () => {
    expect(shortenAddress('경상남도 함양군 함양읍 백연리 512')).toBe('함양군 함양읍 백연리 512');
    expect(shortenAddress('제주시 연동 272-3')).toBe('제주시 연동 272-3');
  });

  it('reads a typed amount in won back in 억 and 만', () => {
    expect(formatWonExact(460_000_000)).toBe('4억 6,000만원');
    expect(formatWonExact(1_500_000)).toBe('150만원');
    expect(formatWonExact(460_005_000)).toBe('4억 6,000만 5,000원');
    expect(formatWonExact(12_000_000_000)).toBe('120억원');
    expect(formatWonExact(0)).toBe('0원');
  });
});
