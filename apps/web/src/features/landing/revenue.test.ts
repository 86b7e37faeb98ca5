import { describe, expect, it } from 'vitest';
import { REVENUE_EXAMPLES, YEARLY_MANWON_PER_KW, formatManwon, revenueFor } from './revenue';

describe('landing revenue examples', () => {
  it('derives 20.2만원 per kW per year from 99 kW ≈ 2,000만원', () => {
    expect(YEARLY_MANWON_PER_KW).toBe(20.2);
  });

  it('scales 30, 50 and 100 kW consistently (monthly = yearly / 12, total = yearly x 20)', () => {
    expect(REVENUE_EXAMPLES).toEqual([
      { capacityKw: 30, monthlyManwon: 50.5, yearlyManwon: 606, totalManwon: 12_120 },
      { capacityKw: 50, monthlyManwon: 84.2, yearlyManwon: 1_010, totalManwon: 20_200 },
      { capacityKw: 100, monthlyManwon: 168.3, yearlyManwon: 2_020, totalManwon: 40_400 },
    ]);
    expect(revenueFor(99).yearlyManwon).toBeCloseTo(2_000, -1);
  });

  it('formats 만원 amounts with 억 for large values', () => {
    expect(formatManwon(50.5)).toBe('50.5만원');
    expect(formatManwon(1_010)).toBe('1,010만원');
    expect(formatManwon(12_120)).toBe('1억 2,120만원');
    expect(formatManwon(40_000)).toBe('4억원');
    expect(formatManwon(40_400)).toBe('4억 400만원');
  });
});
