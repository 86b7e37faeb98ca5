// The landing page's examples: the engine's forecast of each size of the landing case
// (landing-case.ts) and the loan terms it assumes, written into the web app by
// scripts/generate-landing-examples.ts. Amounts the page prints after '약' are whole 만원, and
// the owner's own cash is the complement of the loan share, so the page cannot claim another.
import { FINANCE_DEFAULTS } from './assumptions.js';
import { forecast } from './forecast.js';
import { LANDING_EXAMPLE_CASE } from './landing-case.js';

/** The loan the examples' finance assumes: the engine's defaults, % of the project cost. */
export const LANDING_LOAN = {
  sharePct: FINANCE_DEFAULTS.firstLoanRatePct.value,
  /** The owner's own cash, % of the project cost (100 − the loan share). */
  equityPct: 100 - FINANCE_DEFAULTS.firstLoanRatePct.value,
  termYears: FINANCE_DEFAULTS.loanTermYears.value,
  interestPct: FINANCE_DEFAULTS.loanInterestPct.value,
};

export interface LandingExample {
  capacityKw: number;
  /** The scenario the figures are for (the forecast's lead: the fixed contract). */
  priceScenario: string;
  recWeight: number;
  yAvgProfitKrw: number;
  mAvgProfitKrw: number;
  /** 20-year net after the owner's own cash: the last point of the forecast's chart. */
  predictionProfitKrw: number;
  equityKrw: number;
  paysBack: boolean;
  projectIrr: number | null;
  projectPaybackYear: number | null;
  /** The same amounts in whole 만원, as the page prints them after '약'. */
  yAvgProfitManwon: number;
  mAvgProfitManwon: number;
  predictionProfitManwon: number;
}

const manwon = (krw: number): number => Math.round(krw / 10_000);

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
      priceScenario: f.finance.priceScenario,
      recWeight: f.finance.recWeight,
      yAvgProfitKrw: f.profitData.yAvgProfit,
      mAvgProfitKrw: f.profitData.mAvgProfit,
      predictionProfitKrw: f.profitData.predictionProfit,
      equityKrw: f.finance.equityKrw,
      paysBack: f.headline.paysBack,
      projectIrr: f.finance.projectIrr,
      projectPaybackYear: f.finance.projectPaybackYear,
      yAvgProfitManwon: manwon(f.profitData.yAvgProfit),
      mAvgProfitManwon: manwon(f.profitData.mAvgProfit),
      predictionProfitManwon: manwon(f.profitData.predictionProfit),
    };
  });
}
