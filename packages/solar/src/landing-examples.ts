// The landing page's example cases (issue 18: every figure on the page comes from this engine on
// its default assumptions). Land on the owner's own ground near 대전 (133), whose fleet region is
// the national figure (3.65 h/day), spot prices at the engine's defaults, south at 21°.
import { FINANCE_DEFAULTS } from './assumptions.js';
import { forecast } from './forecast.js';

export const LANDING_EXAMPLE_CASE = {
  installType: 'L',
  stationId: 133,
  stationName: '대전',
  referenceKw: 99,
  capacitiesKw: [30, 50, 100],
  loanSharePct: FINANCE_DEFAULTS.firstLoanRatePct.value,
  loanTermYears: FINANCE_DEFAULTS.loanTermYears.value,
  loanInterestPct: FINANCE_DEFAULTS.loanInterestPct.value,
} as const;

export interface LandingExample {
  capacityKw: number;
  yAvgProfitKrw: number;
  mAvgProfitKrw: number;
  predictionProfitKrw: number;
  projectIrr: number | null;
  projectPaybackYear: number | null;
}

/** The forecast of each example capacity (the reference size first). */
export function landingExamples(): LandingExample[] {
  const sizes = [LANDING_EXAMPLE_CASE.referenceKw, ...LANDING_EXAMPLE_CASE.capacitiesKw];
  return sizes.map((kw) => {
    const f = forecast({
      installType: LANDING_EXAMPLE_CASE.installType,
      systemSize: kw,
      stationId: LANDING_EXAMPLE_CASE.stationId,
    });
    return {
      capacityKw: kw,
      yAvgProfitKrw: f.profitData.yAvgProfit,
      mAvgProfitKrw: f.profitData.mAvgProfit,
      predictionProfitKrw: f.profitData.predictionProfit,
      projectIrr: f.finance.projectIrr,
      projectPaybackYear: f.finance.projectPaybackYear,
    };
  });
}
