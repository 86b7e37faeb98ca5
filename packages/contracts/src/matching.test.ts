import { describe, expect, it } from 'vitest';
import { periodDays } from './matching.js';

describe('the days a period is announced as', () => {
  it('counts whole days from start to end, a part day as one', () => {
    const start = '2026-03-01T10:00:00+09:00';
    expect(periodDays(start, '2026-03-08T10:00:00+09:00')).toBe(7);
    expect(periodDays(start, '2026-03-04T10:00:00+09:00')).toBe(3);
    expect(periodDays(start, '2026-03-04T10:00:01+09:00')).toBe(4);
    expect(periodDays(start, '2026-03-01T18:00:00+09:00')).toBe(1);
    expect(periodDays(new Date(start), new Date(start))).toBe(1);
  });
});
