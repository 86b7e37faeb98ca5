import { describe, expect, it } from 'vitest';
import { KST_OFFSET_MIN } from '@haetbit/solar';
import {
  DAY_MS,
  formatDeadline,
  formatKstDate,
  formatKstDateTime,
  formatKstTime,
  isoDateFromYmd,
  KST_OFFSET_MS,
  kstClock,
  kstDay,
  kstDayNumber,
  kstDayEnd,
  kstDayStart,
  periodEnd,
  plusDays,
} from './dates.js';

describe('Korea time', () => {
  it('is the zone of the engine climatology', () => {
    expect(KST_OFFSET_MS).toBe(KST_OFFSET_MIN * 60_000);
  });

  it('names the Korea calendar day, which starts at 15:00 UTC the day before', () => {
    expect(kstDay(new Date('2025-03-16T14:59:59Z'))).toBe('2025-03-16');
    expect(kstDay(new Date('2025-03-16T15:00:00Z'))).toBe('2025-03-17');
    expect(kstDayStart('2025-03-17').toISOString()).toBe('2025-03-16T15:00:00.000Z');
    expect(kstClock('2025-03-16T15:30:00Z').getUTCHours()).toBe(0);
  });

  it('counts whole Korea days between instants', () => {
    const start = kstDayStart('2025-03-17');
    expect(kstDayNumber(plusDays(start, 1)) - kstDayNumber(start)).toBe(1);
    expect(kstDayNumber(new Date(start.getTime() + DAY_MS - 1))).toBe(kstDayNumber(start));
  });

  it('turns YYYYMMDD into ISO and leaves ISO as it is', () => {
    expect(isoDateFromYmd('20150312')).toBe('2015-03-12');
    expect(isoDateFromYmd('2015-03-12')).toBe('2015-03-12');
  });
});

describe('period ends (docs/decisions/019)', () => {
  it('ends a period at 23:59:59 Korea time of the day the stated days run out', () => {
    // A request made at 00:58 on 11월 29일 recruits for 3 days: until 12월 2일 23:59:59.
    const start = new Date('2026-11-29T00:58:00+09:00');
    expect(periodEnd(start, 3).toISOString()).toBe('2026-12-02T14:59:59.000Z');
    expect(kstDayEnd('2026-12-02')).toEqual(periodEnd(start, 3));
  });

  it('is never shorter than its stated days and at most one day longer', () => {
    for (const iso of [
      '2026-11-29T00:00:00+09:00',
      '2026-11-29T12:30:00+09:00',
      '2026-11-29T23:59:59+09:00',
    ]) {
      const start = new Date(iso);
      const lengthMs = periodEnd(start, 7).getTime() - start.getTime();
      expect(lengthMs).toBeGreaterThanOrEqual(7 * DAY_MS);
      expect(lengthMs).toBeLessThan(8 * DAY_MS);
    }
  });

  it("adds exactly the stated days to a period that already ends at the day's end", () => {
    const end = kstDayEnd('2026-12-02');
    expect(periodEnd(end, 7).getTime() - end.getTime()).toBe(7 * DAY_MS);
    expect(periodEnd(end, 1)).toEqual(kstDayEnd('2026-12-03'));
  });
});

describe('times and deadlines as Koreans read them', () => {
  it('names a deadline with its weekday and the 24-hour time', () => {
    expect(formatDeadline('2026-12-21T14:59:59Z')).toBe('12월 21일(월) 23:59');
    expect(formatDeadline('2026-12-01T15:58:00Z')).toBe('12월 2일(수) 00:58');
  });

  it('writes past-midnight times as 00, never 12 (오전 12:58 reads as noon)', () => {
    expect(formatKstTime('2026-11-28T15:58:02Z')).toBe('00:58');
    expect(formatKstTime('2026-11-29T03:05:00Z')).toBe('12:05');
  });

  it('writes dates and moments for lists in Korea time without seconds', () => {
    expect(formatKstDate('2026-12-11T18:05:54.005Z')).toBe('2026.12.12');
    expect(formatKstDateTime('2026-12-11T18:05:54.005Z')).toBe('2026.12.12 03:05');
  });
});
