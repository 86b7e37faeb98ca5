import { describe, expect, it } from 'vitest';
import {
  dayOfYear,
  daysInMonth,
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

  it('accepts and reads exactly what the reference regular expression does, on mutated inputs', () => {
    // The former parser: one regular expression, Number() and Date.UTC.
    const ISO =
      /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/;
    const reference = (text: string): number | null => {
      const m = ISO.exec(text);
      if (!m) return null;
      const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((k) => Number(m[k]));
      const second = m[6] === undefined ? 0 : Number(m[6]);
      const fraction = m[7] === undefined ? 0 : Number(`0.${m[7]}`);
      if (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth(year!, month!)) return null;
      if (hour! > 23 || minute! > 59 || second > 59) return null;
      let offsetMin = 0;
      if (m[8] !== 'Z') {
        const digits = m[8]!.slice(1).replace(':', '');
        const [oh, om] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4))];
        if (oh > 18 || om > 59) return null;
        offsetMin = (m[8]!.startsWith('-') ? -1 : 1) * (oh * 60 + om);
      }
      const utcMs = Date.UTC(year!, month! - 1, day!, hour!, minute!, second) - offsetMin * 60_000;
      return utcMs / 1000 + fraction;
    };
    const seeds = [
      '2025-01-01T08:30:00+09:00',
      '2024-02-29 23:59:59.123-0330',
      '1999-12-31T00:00Z',
      '2023-06-15T12:30:00.5+09:00',
    ];
    const alphabet = '0123456789-:T Z+.';
    let seed = 12345;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 20000; i++) {
      const chars = [...seeds[i % seeds.length]!];
      const at = Math.floor(random() * chars.length);
      const c = alphabet[Math.floor(random() * alphabet.length)]!;
      const r = random();
      if (r < 0.4) chars[at] = c;
      else if (r < 0.7) chars.splice(at, 1);
      else chars.splice(at, 0, c);
      const text = chars.join('');
      expect(parseIsoWithOffset(text)?.unixS ?? null).toBe(reference(text));
    }
  });
});
