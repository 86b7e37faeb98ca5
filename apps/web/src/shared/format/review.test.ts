import { describe, expect, it } from 'vitest';
import { reviewPlace } from './review';

describe('a review card’s heading', () => {
  it('names the region and the size, in MW from 1,000 kW (spec section 9)', () => {
    expect(reviewPlace({ region: '경남 산청군', systemSize: 1500 })).toBe('경남 산청군 · 1.5MW');
    expect(reviewPlace({ region: '충남 당진시', systemSize: 99.5 })).toBe('충남 당진시 · 99.5kW');
  });
});
