import { describe, expect, it } from 'vitest';
import { KST_OFFSET_MIN } from '@haetbit/solar';
import {
  DAY_MS,
  isoDateFromYmd,
  KST_OFFSET_MS,
  kstClock,
  kstDay,
  kstDayNumber,
  kstDayStart,
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
