// 20-year finance of a PV plant (reference/forecast-and-finance.md C.3; decision record "honest
// forecast"). Year y = 1..N, rates as fractions:
//   E_y       = E_0 (1 - curtailment) (1 - step) (1 - rate)^(y-1)                     kWh
//   spot:  price_y = SMP_y (1 - Z) + REC / 1000 x weight (1 + eREC)^(y-1)             KRW/kWh
//          SMP_y = SMP (1 + eSMP)^(y-1); Z = share of energy sold at a zero or negative price;
//          from the REC close year on (spotRecClose) the REC part is 0
//   fixed: price   = SMPbase (1 - Z) + (C - SMPbase) + (C - SMPbase) (weight - 1),
//          C = contract / 1000, flat (the 고정가격계약 "SMP + 1 REC x 가중치": SMP base splits the
//          contract price; an hour at 0 원 loses its SMP part)
//   self-consumption: revenue_y = the year's bill saving (self-consumption.ts), no tax for a
//          household (a saving is not income)
//   opex_y    = sum over itemised lines firstYear x (1 + eOpex)^(y-1) (+ inverter in its year)
//   loan      = cost x share, annuity over min(term, N); interest_y = balance x i
//   depreciation = depreciable base / D for y <= D (straight line); a horizon N < D (a permit that
//                ends) writes the remaining book value off in year N
//   taxable_y = revenue - opex - interest - depreciation - losses carried (15 years)
//   tax_y     = Korean corporate brackets x (1 + local 10 %), or a flat rate a caller sets
//   project flow_y = revenue - opex - tax(without interest);   flow_0 = -cost
//   equity flow_y  = revenue - opex - tax - interest - principal (= the spec's profit_y);
//                    flow_0 = -equity
//   projectIrr / equityIrr: NPV = 0 on those flows; npvKrw: project flows at the discount rate
//   LCOE = (cost + sum opex_y / (1 + r)^y) / sum E_y / (1 + r)^y (pre-tax, pre-financing)
//   DSCR_y = (revenue - opex - tax) / (interest + principal) in loan years; minDscr its minimum
// Money is rounded to integer KRW per year; totals are sums of the rounded years.
import { FINANCE_DEFAULTS, OPERATING_COSTS } from './assumptions.js';
import { CURTAILMENT } from './curtailment.js';
import type { RecWeightKey } from './assumptions.js';

import type { InstallType } from './types.js';
export type { InstallType };
export type PriceScenario = 'spot' | 'fixed' | 'selfConsumption';

export {
  recWeightKey,
  recWeightFor,
  defaultProjectCostManwonPerKw,
  koreanCorporateTaxKrw,
  operatingCostLines,
  inverterReplacement,
} from './finance-costs.js';
export type { OneOffCost, OperatingCostLine } from './finance-costs.js';
import {
  MANWON,
  recWeightFor,
  defaultProjectCostManwonPerKw,
  koreanCorporateTaxKrw,
  type OperatingCostLine,
  type OneOffCost,
  operatingCostLines,
  inverterReplacement,
} from './finance-costs.js';

export interface FinanceInput {
  systemSizeKw: number;
  installType: InstallType;
  isForest?: boolean;
  /** First-year energy as new, before curtailment and degradation, kWh. */
  firstYearKwh: number;
  years?: number;
  priceScenario?: PriceScenario;
  smpPriceKrwPerKwh?: number;
  /** REC spot price per REC (1 REC = 1 MWh). */
  recPriceKrwPerRec?: number;
  /** REC weight; default by install type and size. */
  recWeight?: number;
  recWeights?: Partial<Record<RecWeightKey, number>>;
  /** The spec's single price increase: when given, both SMP and REC escalate by it. */
  priceIncreasePct?: number;
  smpEscalationPct?: number;
  recEscalationPct?: number;
  /** Fixed-price contract (SMP + 1 REC), KRW/MWh. */
  fixedContractKrwPerMwh?: number;
  fixedBaseSmpKrwPerMwh?: number;
  /** Yearly degradation after the first year, %. */
  moduleLossPct?: number;
  degradationFirstYearPct?: number;
  curtailmentPct?: number;
  /** Share of the energy sold in hours priced at or below 0, % (its SMP part earns nothing). */
  zeroPriceEnergyPct?: number;
  /** spot: the operating year from which the REC spot market is closed (no REC income). */
  recSpotCloseYear?: number;
  /** selfConsumption: the bill saving of each operating year, KRW (self-consumption.ts). */
  revenueKrwByYear?: readonly number[];
  /** No income tax (a household's bill saving). */
  taxExempt?: boolean;
  /** Total project cost, 만원/kW; default by install type and size (assumptions). */
  projectCostManwonPerKw?: number;
  /** Depreciable cost, 만원/kW; default the whole project cost. */
  constructionCostManwonPerKw?: number;
  firstLoanRatePct?: number;
  loanTermYears?: number;
  loanInterestPct?: number;
  /** A flat tax rate on taxable income, %; default the Korean brackets with local income tax. */
  corporateTaxPct?: number;
  depreciationYears?: number;
  /** An extra yearly cost beside the itemised lines, 만원/year (the spec's other costs). */
  otherCostsManwonPerYear?: number;
  leasedLand?: boolean;
  opexEscalationPct?: number;
  discountRatePct?: number;
}

export interface FinanceYear {
  year: number;
  energyKwh: number;
  smpKrwPerKwh: number;
  recKrwPerKwh: number;
  revenueKrw: number;
  /** Every operating cost of the year (itemised lines, one-off costs, extra other costs). */
  otherCostKrw: number;
  loanInterestKrw: number;
  loanPrincipalKrw: number;
  depreciationKrw: number;
  taxKrw: number;
  /** Net cash to the owner (after debt service and tax). */
  profitKrw: number;
  cumulativeProfitKrw: number;
  /** Unlevered after-tax cash of the plant. */
  projectCashKrw: number;
}

export interface FinanceResult {
  recWeight: number;
  priceScenario: PriceScenario;
  projectCostKrw: number;
  constructionCostKrw: number;
  loanKrw: number;
  equityKrw: number;
  annualLoanPaymentKrw: number;
  operatingCosts: OperatingCostLine[];
  oneOffCosts: OneOffCost[];
  years: FinanceYear[];
  totalEnergyKwh: number;
  predictionProfitKrw: number;
  yAvgProfitKrw: number;
  mAvgProfitKrw: number;
  /** Σ of the yearly net cash to the owner (before taking back the equity), KRW. */
  totalCashKrw: number;
  /** Cumulative net cash, years 0..N (N + 1 points), KRW; its last point is predictionProfitKrw. */
  profitChartKrw: number[];
  /** The owner's own cash comes back within the horizon (paybackYear not null). */
  paysBack: boolean;
  /** Equity payback: first year whose cumulative net cash is >= 0; null if never. */
  paybackYear: number | null;
  /** Unlevered payback: first year the plant's cumulative cash covers its cost. */
  projectPaybackYear: number | null;
  /** Project (unlevered, after-tax) NPV at the discount rate. */
  npvKrw: number;
  /** Equity IRR as a fraction; null when undefined (no equity or no sign change). */
  irr: number | null;
  projectIrr: number | null;
  lcoeKrwPerKwh: number;
  minDscr: number | null;
  /** Resolved parameter values used. */
  parameters: Required<
    Omit<
      FinanceInput,
      'recWeights' | 'isForest' | 'corporateTaxPct' | 'recSpotCloseYear' | 'revenueKrwByYear'
    >
  > & {
    isForest: boolean;
    /** null = Korean brackets with local income tax. */
    corporateTaxPct: number | null;
    recSpotCloseYear: number | null;
  };
}

/** Net present value of cash flows c[0..n] at rate r (fraction). */
export function npv(rate: number, flows: readonly number[]): number {
  // Horner's rule in v = 1 / (1 + rate): one division instead of a power per year (the IRR's
  // bisection calls this about 40 times per run).
  const v = 1 / (1 + rate);
  let s = 0;
  for (let t = flows.length - 1; t >= 0; t--) s = s * v + flows[t]!;
  return s;
}

/** Internal rate of return by bisection on [-0.99, 10]; null when there is no sign change. */
export function irr(flows: readonly number[]): number | null {
  let lo = -0.99;
  let hi = 10;
  let fLo = npv(lo, flows);
  const fHi = npv(hi, flows);
  if (!Number.isFinite(fLo) || !Number.isFinite(fHi) || fLo * fHi > 0) return null;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    const fMid = npv(mid, flows);
    if (fMid === 0) return mid;
    if (fLo * fMid < 0) hi = mid;
    else {
      lo = mid;
      fLo = fMid;
    }
    if (hi - lo < 1e-10) break;
  }
  return (lo + hi) / 2;
}

/** Tax with losses carried forward for a limited number of years (FIFO, oldest used first). */
function createTaxBook(flatPct: number | null, carryYears: number) {
  const carried: { year: number; amount: number }[] = [];
  return (year: number, taxable: number): number => {
    while (carried.length > 0 && carried[0]!.year < year - carryYears) carried.shift();
    if (taxable <= 0) {
      if (taxable < 0) carried.push({ year, amount: -taxable });
      return 0;
    }
    let base = taxable;
    while (base > 0 && carried.length > 0) {
      const use = Math.min(base, carried[0]!.amount);
      base -= use;
      carried[0]!.amount -= use;
      if (carried[0]!.amount <= 0) carried.shift();
    }
    return flatPct === null ? koreanCorporateTaxKrw(base) : (base * flatPct) / 100;
  };
}

/** Runs the finance model (formulas in the file header). */
export function runFinance(input: FinanceInput): FinanceResult {
  const d = FINANCE_DEFAULTS;
  const isForest = input.isForest ?? false;
  const years = input.years ?? d.horizonYears.value;
  const kw = input.systemSizeKw;
  const recWeight =
    input.recWeight ?? recWeightFor(input.installType, kw, isForest, input.recWeights);
  const projectCostManwonPerKw =
    input.projectCostManwonPerKw ?? defaultProjectCostManwonPerKw(input.installType, kw);
  const p = {
    systemSizeKw: kw,
    installType: input.installType,
    isForest,
    firstYearKwh: input.firstYearKwh,
    years,
    priceScenario: input.priceScenario ?? 'fixed',
    smpPriceKrwPerKwh: input.smpPriceKrwPerKwh ?? d.smpPriceKrwPerKwh.value,
    recPriceKrwPerRec: input.recPriceKrwPerRec ?? d.recPriceKrwPerRec.value,
    recWeight,
    priceIncreasePct: input.priceIncreasePct ?? d.smpEscalationPct.value,
    smpEscalationPct: input.smpEscalationPct ?? input.priceIncreasePct ?? d.smpEscalationPct.value,
    recEscalationPct: input.recEscalationPct ?? input.priceIncreasePct ?? d.recEscalationPct.value,
    fixedContractKrwPerMwh: input.fixedContractKrwPerMwh ?? d.fixedContractKrwPerMwh.value,
    fixedBaseSmpKrwPerMwh: input.fixedBaseSmpKrwPerMwh ?? d.fixedBaseSmpKrwPerMwh.value,
    moduleLossPct: input.moduleLossPct ?? d.moduleLossPct.value,
    degradationFirstYearPct: input.degradationFirstYearPct ?? d.degradationFirstYearPct.value,
    curtailmentPct: input.curtailmentPct ?? CURTAILMENT.mainlandStandardPct.value,
    zeroPriceEnergyPct: input.zeroPriceEnergyPct ?? 0,
    recSpotCloseYear: input.recSpotCloseYear ?? null,
    taxExempt: input.taxExempt ?? false,
    projectCostManwonPerKw,
    constructionCostManwonPerKw: input.constructionCostManwonPerKw ?? projectCostManwonPerKw,
    firstLoanRatePct: input.firstLoanRatePct ?? d.firstLoanRatePct.value,
    loanTermYears: input.loanTermYears ?? d.loanTermYears.value,
    loanInterestPct: input.loanInterestPct ?? d.loanInterestPct.value,
    corporateTaxPct: input.corporateTaxPct ?? null,
    depreciationYears: input.depreciationYears ?? d.depreciationYears.value,
    otherCostsManwonPerYear: input.otherCostsManwonPerYear ?? d.otherCostsManwonPerYear.value,
    leasedLand: input.leasedLand ?? false,
    opexEscalationPct: input.opexEscalationPct ?? OPERATING_COSTS.opexEscalationPct.value,
    discountRatePct: input.discountRatePct ?? d.discountRatePct.value,
  };

  const projectCostKrw = Math.round(p.projectCostManwonPerKw * kw * MANWON);
  const constructionCostKrw = Math.round(p.constructionCostManwonPerKw * kw * MANWON);
  const loanKrw = Math.round((projectCostKrw * p.firstLoanRatePct) / 100);
  const equityKrw = projectCostKrw - loanKrw;
  const i = p.loanInterestPct / 100;
  // A loan is repaid within the plant's horizon (a permit of 8 years cannot carry a 10-year loan).
  const n = Math.min(p.loanTermYears, years);
  const payment =
    loanKrw === 0 || n === 0 ? 0 : i === 0 ? loanKrw / n : (loanKrw * i) / (1 - (1 + i) ** -n);
  const lines = operatingCostLines({
    systemSizeKw: kw,
    installType: p.installType,
    projectCostKrw,
    leasedLand: p.leasedLand,
    escalationPct: p.opexEscalationPct,
  });
  const oneOff = inverterReplacement(kw, p.opexEscalationPct, years);
  const extraKrw = Math.round(p.otherCostsManwonPerYear * MANWON);
  const depreciationPerYear =
    p.depreciationYears > 0 ? constructionCostKrw / p.depreciationYears : 0;
  const r = p.discountRatePct / 100;
  const carry = d.lossCarryForwardYears.value;
  const noTax = (): number => 0;
  const equityTax = p.taxExempt ? noTax : createTaxBook(p.corporateTaxPct, carry);
  const projectTax = p.taxExempt ? noTax : createTaxBook(p.corporateTaxPct, carry);
  const keep = 1 - p.zeroPriceEnergyPct / 100;
  const revenueByYear = input.revenueKrwByYear;
  if (p.priceScenario === 'selfConsumption' && !revenueByYear) {
    throw new RangeError('the selfConsumption scenario needs revenueKrwByYear');
  }
  const energy0 =
    p.firstYearKwh * (1 - p.curtailmentPct / 100) * (1 - p.degradationFirstYearPct / 100);
  const fixedPrice =
    p.fixedContractKrwPerMwh / 1000 +
    ((p.fixedContractKrwPerMwh - p.fixedBaseSmpKrwPerMwh) / 1000) * (recWeight - 1);

  const rows: FinanceYear[] = [];
  const chart = [-equityKrw];
  let balance = loanKrw;
  let cumulative = -equityKrw;
  let projectCumulative = -projectCostKrw;
  let total = 0;
  let totalEnergy = 0;
  let pvEnergy = 0;
  let pvCost = 0;
  let minDscr: number | null = null;
  let payback: number | null = equityKrw <= 0 ? 0 : null;
  let projectPayback: number | null = null;
  const projectFlows = [-projectCostKrw];
  for (let y = 1; y <= years; y++) {
    const energy = energy0 * (1 - p.moduleLossPct / 100) ** (y - 1);
    let smp: number;
    let rec: number;
    let revenue: number;
    if (p.priceScenario === 'selfConsumption') {
      revenue = revenueByYear![y - 1] ?? 0;
      smp = energy > 0 ? revenue / energy : 0;
      rec = 0;
    } else {
      if (p.priceScenario === 'fixed') {
        smp = p.fixedBaseSmpKrwPerMwh / 1000;
        rec = fixedPrice - smp;
      } else {
        smp = p.smpPriceKrwPerKwh * (1 + p.smpEscalationPct / 100) ** (y - 1);
        const recOpen = p.recSpotCloseYear === null || y < p.recSpotCloseYear;
        rec = recOpen
          ? (p.recPriceKrwPerRec / 1000) * recWeight * (1 + p.recEscalationPct / 100) ** (y - 1)
          : 0;
      }
      revenue = energy * (smp * keep + rec);
    }
    let opex = extraKrw;
    for (const line of lines) opex += line.firstYearKrw * (1 + line.escalationPct / 100) ** (y - 1);
    for (const c of oneOff) if (c.year === y) opex += c.costKrw;
    let interest = 0;
    let principal = 0;
    if (y <= n && balance > 0) {
      interest = balance * i;
      principal = Math.min(balance, payment - interest);
      balance -= principal;
    }
    let depreciation = y <= p.depreciationYears ? depreciationPerYear : 0;
    if (y === years && years < p.depreciationYears) {
      depreciation += depreciationPerYear * (p.depreciationYears - years);
    }
    const tax = equityTax(y, revenue - opex - interest - depreciation);
    const unleveredTax = projectTax(y, revenue - opex - depreciation);
    const profit = Math.round(revenue - opex - tax - interest - principal);
    const projectCash = Math.round(revenue - opex - unleveredTax);
    if (interest + principal > 0) {
      const dscr = (revenue - opex - tax) / (interest + principal);
      minDscr = minDscr === null ? dscr : Math.min(minDscr, dscr);
    }
    cumulative += profit;
    projectCumulative += projectCash;
    total += profit;
    totalEnergy += energy;
    pvEnergy += energy / (1 + r) ** y;
    pvCost += opex / (1 + r) ** y;
    chart.push(cumulative);
    projectFlows.push(projectCash);
    if (payback === null && cumulative >= 0) payback = y;
    if (projectPayback === null && projectCumulative >= 0) projectPayback = y;
    rows.push({
      year: y,
      energyKwh: Math.round(energy),
      smpKrwPerKwh: Math.round(smp * 100) / 100,
      recKrwPerKwh: Math.round(rec * 100) / 100,
      revenueKrw: Math.round(revenue),
      otherCostKrw: Math.round(opex),
      loanInterestKrw: Math.round(interest),
      loanPrincipalKrw: Math.round(principal),
      depreciationKrw: Math.round(depreciation),
      taxKrw: Math.round(tax),
      profitKrw: profit,
      cumulativeProfitKrw: cumulative,
      projectCashKrw: projectCash,
    });
  }
  const flows = [-equityKrw, ...rows.map((row) => row.profitKrw)];
  return {
    recWeight,
    priceScenario: p.priceScenario,
    projectCostKrw,
    constructionCostKrw,
    loanKrw,
    equityKrw,
    annualLoanPaymentKrw: Math.round(payment),
    operatingCosts: lines,
    oneOffCosts: oneOff,
    years: rows,
    totalEnergyKwh: totalEnergy,
    predictionProfitKrw: cumulative,
    totalCashKrw: total,
    yAvgProfitKrw: Math.round(total / years),
    mAvgProfitKrw: Math.round(total / (12 * years)),
    profitChartKrw: chart,
    paysBack: payback !== null,
    paybackYear: payback,
    projectPaybackYear: projectPayback,
    npvKrw: Math.round(npv(r, projectFlows)),
    irr: equityKrw > 0 ? irr(flows) : null,
    projectIrr: projectCostKrw > 0 ? irr(projectFlows) : null,
    lcoeKrwPerKwh: pvEnergy > 0 ? Math.round((projectCostKrw + pvCost) / pvEnergy) : 0,
    minDscr: minDscr === null ? null : Math.round(minDscr * 100) / 100,
    parameters: { ...p },
  };
}
