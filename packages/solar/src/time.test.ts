import { describe, expect, it } from 'vitest';
import { dayOfYear, formatIsoWithOffset, parseIsoWithOffset } from './time.js';

describe('ISO-8601 times with offset', () => {
  it('keeps the instant in UTC and the calendar fields in local time', () => {
    const t = parseIsoWithOffset('2025-01-01T08:30:00+09:00')!;
    expect(t.unixS).toBe(Date.UTC(2024, 11, 31, 23, 30) / 1000);
    expect(t).toMatchObject({ year: 2025, month: 1, day: 1, dayOfYear: 1, offsetMin: 540 });
    expect(formatIsoWithOffset(t.unixS, 540)).toBe('2025-01-01T08:30:00+09:00');
  });

  it('accepts Z, minutes without seconds and fractional seconds', () => {
    expect(parseIsoWithOffset('2025-06-21T03:30Z')!.unixS).toBe(
      Date.UTC(2025, 5, 21, 3, 30) / 1000,
    );
    expect(parseIsoWithOffset('2025-06-21T12:30:00.5+09:00')!.unixS % 1).toBeCloseTo(0.5, 9);
  });

  it('rejects times without an offset and impossible dates', () => {
    expect(parseIsoWithOffset('2025-06-21T12:30:00')).toBeNull();
    expect(parseIsoWithOffset('2025-02-29T00:00:00+09:00')).toBeNull();
    expect(parseIsoWithOffset('2025-06-21T24:00:00+09:00')).toBeNull();
  });

  it('counts leap days in the day of year', () => {
    expect(dayOfYear(2024, 12, 31)).toBe(366);
    expect(dayOfYear(2023, 12, 31)).toBe(365);
  });
});
