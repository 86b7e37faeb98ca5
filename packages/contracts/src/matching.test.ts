import { describe, expect, it } from 'vitest';
import { periodDays } from './matching.js';

describe('the days a period is announced as', () => {
  it('counts Korea calendar days from the day it starts to the day it ends', () => {
    const start = '2026-03-01T10:00:00+09:00';
    expect(periodDays(start, '2026-03-08T23:59:59+09:00')).toBe(7);
    expect(periodDays(start, '2026-03-04T23:59:59+09:00')).toBe(3);
    expect(periodDays('2026-03-01T00:00:00+09:00', '2026-03-04T23:59:59+09:00')).toBe(3);
    expect(periodDays('2026-03-01T23:59:00+09:00', '2026-03-04T23:59:59+09:00')).toBe(3);
  });

  it('reads a period that ends on its first day as one day', () => {
    const start = '2026-03-01T10:00:00+09:00';
    expect(periodDays(start, '2026-03-01T23:59:59+09:00')).toBe(1);
    expect(periodDays(new Date(start), new Date(start))).toBe(1);
  });
});
