/**
 * Example revenue figures for the landing page (spec section 1).
 *
 * Every figure is derived from the single published claim "99 kW ≈ 연 2,000만원", so the cards
 * stay consistent with it: 2,000 / 99 ≈ 20.2만원 per kW per year, scaled linearly by capacity.
 * Monthly = yearly / 12 and 20-year = yearly x 20 (spec section 9: horizon 20 years).
 */
export const REFERENCE_CAPACITY_KW = 99;
export const REFERENCE_YEARLY_MANWON = 2_000;
export const HORIZON_YEARS = 20;
export const AVERAGE_YIELD_PERCENT = 19;
export const ROOFTOP_REC_WEIGHT = 1.5;
export const INITIAL_INVESTMENT_PERCENT = 10;
export const EXAMPLE_CAPACITIES_KW = [30, 50, 100] as const;

/** 만원 per kW per year, rounded to one decimal as shown on the page (20.2). */
export const YEARLY_MANWON_PER_KW =
  Math.round((REFERENCE_YEARLY_MANWON / REFERENCE_CAPACITY_KW) * 10) / 10;

export interface RevenueExample {
  capacityKw: number;
  monthlyManwon: number;
  yearlyManwon: number;
  totalManwon: number;
}

/** Rounds to one decimal without binary noise (606.0000000001 becomes 606). */
function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

export function revenueFor(capacityKw: number): RevenueExample {
  const yearly = roundTenth(capacityKw * YEARLY_MANWON_PER_KW);
  return {
    capacityKw,
    monthlyManwon: roundTenth(yearly / 12),
    yearlyManwon: yearly,
    totalManwon: roundTenth(yearly * HORIZON_YEARS),
  };
}

export const REVENUE_EXAMPLES: readonly RevenueExample[] = EXAMPLE_CAPACITIES_KW.map(revenueFor);

/** The landing formats its 만원 figures like every other screen. */
export { formatManwon } from '../../shared/format/number';
