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

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/**
 * Formats an amount already in 만원 (not won: see formatWonAsManwon) the Korean way: 606 → "606만원", 12,120 → "1억 2,120만원",
 * 40,000 → "4억원". Amounts of 1억 or more are rounded to whole 만원.
 */
export function formatManwon(manwon: number): string {
  if (manwon < 10_000) return `${numberFormat.format(manwon)}만원`;
  const whole = Math.round(manwon);
  const eok = Math.floor(whole / 10_000);
  const rest = whole % 10_000;
  return rest === 0
    ? `${numberFormat.format(eok)}억원`
    : `${eok}억 ${numberFormat.format(rest)}만원`;
}
