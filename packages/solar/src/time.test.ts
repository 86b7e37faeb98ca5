import { describe, expect, it } from 'vitest';
import {
  dayOfYear,
  emptyLocalTime,
  formatIsoWithOffset,
  parseIsoWithOffset,
  parseIsoWithOffsetInto,
} from './time.js';

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

  it('reads offsets with or without a colon, a space for T and up to nine fraction digits', () => {
    expect(parseIsoWithOffset('2025-06-21 12:30:00+0900')!.unixS).toBe(
      Date.UTC(2025, 5, 21, 3, 30) / 1000,
    );
    expect(parseIsoWithOffset('2025-06-21T12:30:00-03:30')!.offsetMin).toBe(-210);
    expect(parseIsoWithOffset('2025-06-21T12:30:00.123456789Z')!.unixS).toBe(
      Date.UTC(2025, 5, 21, 12, 30) / 1000 + 0.123456789,
    );
    expect(parseIsoWithOffset('2025-06-21T12:30:00.1234567890Z')).toBeNull();
    expect(parseIsoWithOffset('2025-06-21T12:30:00.Z')).toBeNull();
    expect(parseIsoWithOffset('2025-06-21T12:30:00+09:00 ')).toBeNull();
    expect(parseIsoWithOffset('2025-06-21T12:30:00+19:00')).toBeNull();
    expect(parseIsoWithOffset('2025-6-21T12:30Z')).toBeNull();
  });

  it('gives the same instants as Date.UTC across centuries and before 1970', () => {
    for (const [iso, ms] of [
      ['1600-03-01T00:00Z', Date.UTC(1600, 2, 1)],
      ['1969-12-31T23:59:59-00:01', Date.UTC(1970, 0, 1, 0, 0, 59)],
      ['2100-02-28T23:59:59Z', Date.UTC(2100, 1, 28, 23, 59, 59)],
      ['2024-02-29T00:00:00+09:00', Date.UTC(2024, 1, 28, 15)],
      ['9999-12-31T23:59:59Z', Date.UTC(9999, 11, 31, 23, 59, 59)],
    ] as const) {
      expect(parseIsoWithOffset(iso)!.unixS).toBe(ms / 1000);
    }
  });

  it('parses into a reused object without allocating a new one', () => {
    const t = emptyLocalTime();
    expect(parseIsoWithOffsetInto('2023-12-31T23:30:00+09:00', t)).toBe(true);
    expect(t).toMatchObject({ year: 2023, month: 12, day: 31, hour: 23, dayOfYear: 365 });
    expect(parseIsoWithOffsetInto('2023-12-31T23:30:00', t)).toBe(false);
  });
});
