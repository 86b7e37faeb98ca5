// The landing page's examples: the engine's forecast of each size of the landing case
// (landing-case.ts) and the loan terms it assumes, written into the web app by
// scripts/generate-landing-examples.ts.
import { FINANCE_DEFAULTS } from './assumptions.js';
import { forecast } from './forecast.js';
import { LANDING_EXAMPLE_CASE } from './landing-case.js';

/** The loan the examples' finance assumes: the engine's defaults, % of the project cost. */
export const LANDING_LOAN = {
  sharePct: FINANCE_DEFAULTS.firstLoanRatePct.value,
  termYears: FINANCE_DEFAULTS.loanTermYears.value,
  interestPct: FINANCE_DEFAULTS.loanInterestPct.value,
};

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
