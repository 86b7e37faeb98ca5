import { describe, expect, it } from 'vitest';
import { dDayLabel } from './d-day';

describe('dDayLabel', () => {
  const now = new Date('2026-03-02T10:00:00+09:00');
  it('counts calendar days in Korea time', () => {
    expect(dDayLabel('2026-03-05T09:00:00+09:00', now)).toBe('D-3');
    expect(dDayLabel('2026-03-03T00:30:00+09:00', now)).toBe('D-1');
  });
  it('reads D-day on the end date and nothing after it', () => {
    expect(dDayLabel('2026-03-02T23:59:00+09:00', now)).toBe('D-day');
    expect(dDayLabel('2026-03-01T23:59:00+09:00', now)).toBeNull();
  });
});
