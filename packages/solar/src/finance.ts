// 20-year finance of a PV plant: revenue from SMP + REC x weight, project cost, annuity loan,
// straight-line depreciation, corporate tax, price increase and module degradation.
// Formulas (year y = 1..N; rates as fractions):
//   E_y      = E_1 * (1 - moduleLoss)^(y-1)                                   kWh
//   price_y  = (SMP + REC / 1000 * weight) * (1 + increase)^(y-1)             KRW/kWh
//   revenue  = E_y * price_y
//   cost     = projectCost/kW * kW * 10 000 (만원 -> KRW)  = predictionBizCost
//   loan     = cost * firstLoanRate; equity = cost - loan
//   payment  = loan * i / (1 - (1 + i)^-n)   (equal annual payments; loan / n when i = 0)
//   interest_y = balance_{y-1} * i; principal_y = payment - interest_y (0 after the term)
//   depreciation_y = constructionCost/kW * kW * 10 000 / D for y <= D
//   tax_y    = max(0, revenue - other - interest - depreciation) * taxRate   (no loss carry-forward)
//   profit_y = revenue - other - tax - payment      (net cash to the owner)
//   profitChart[0] = -equity; profitChart[y] = profitChart[y-1] + profit_y
//   predictionProfit = sum profit_y; yAvgProfit = / N; mAvgProfit = / (12 N)
//   NPV = -equity + sum profit_y / (1 + r)^y;  IRR: NPV(IRR) = 0 on the same flows
//   LCOE = (cost + sum other_y / (1 + r)^y) / sum E_y / (1 + r)^y   (pre-tax, pre-financing)
// Money is rounded to integer KRW per year; totals are sums of the rounded years.
import { FINANCE_DEFAULTS, REC_WEIGHTS } from './assumptions.js';
import type { RecWeightKey } from './assumptions.js';

export type InstallType = 'R' | 'L';

/** REC weight key by install type and size (spec section 9, flat per band). */
export function recWeightKey(
  installType: InstallType,
  systemSizeKw: number,
  isForest = false,
): RecWeightKey {
  if (installType === 'R') return systemSizeKw <= 3000 ? 'roof1' : 'roof2';
  if (isForest) return 'land';
  if (systemSizeKw < 100) return 'land1';
  if (systemSizeKw <= 3000) return 'land2';
  return 'land3';
}

export function recWeightFor(
  installType: InstallType,
  systemSizeKw: number,
  isForest = false,
  weights?: Partial<Record<RecWeightKey, number>>,
): number {
  const key = recWeightKey(installType, systemSizeKw, isForest);
  return weights?.[key] ?? REC_WEIGHTS[key].value;
}

export interface FinanceInput {
  systemSizeKw: number;
  installType: InstallType;
  isForest?: boolean;
  /** First-year energy, kWh. */
  firstYearKwh: number;
  years?: number;
  smpPriceKrwPerKwh?: number;
  /** REC spot price per REC (1 REC = 1 MWh). */
  recPriceKrwPerRec?: number;
  /** REC weight; default by install type and size. */
  recWeight?: number;
  recWeights?: Partial<Record<RecWeightKey, number>>;
  priceIncreasePct?: number;
  moduleLossPct?: number;
  /** Total project cost, 만원/kW; default ground 110, rooftop 130. */
  projectCostManwonPerKw?: number;
  /** Construction (depreciable) cost, 만원/kW; default 100. */
  constructionCostManwonPerKw?: number;
  firstLoanRatePct?: number;
  loanTermYears?: number;
  loanInterestPct?: number;
  corporateTaxPct?: number;
  depreciationYears?: number;
  otherCostsManwonPerYear?: number;
  discountRatePct?: number;
}

export interface FinanceYear {
  year: number;
  energyKwh: number;
  smpKrwPerKwh: number;
  recKrwPerKwh: number;
  revenueKrw: number;
  otherCostKrw: number;
  loanInterestKrw: number;
  loanPrincipalKrw: number;
  depreciationKrw: number;
  taxKrw: number;
  profitKrw: number;
  cumulativeProfitKrw: number;
}

export interface FinanceResult {
  recWeight: number;
  projectCostKrw: number;
  constructionCostKrw: number;
  loanKrw: number;
  equityKrw: number;
  annualLoanPaymentKrw: number;
  years: FinanceYear[];
  totalEnergyKwh: number;
  predictionProfitKrw: number;
  yAvgProfitKrw: number;
  mAvgProfitKrw: number;
  /** Cumulative net cash, years 0..N (N + 1 points), KRW. */
  profitChartKrw: number[];
  /** First year whose cumulative net cash is >= 0; null if never within the horizon. */
  paybackYear: number | null;
  npvKrw: number;
  /** Equity IRR as a fraction; null when undefined (no equity or no sign change). */
  irr: number | null;
  lcoeKrwPerKwh: number;
  /** Resolved parameter values used. */
  parameters: Required<Omit<FinanceInput, 'recWeights' | 'isForest'>> & { isForest: boolean };
}

const MANWON = 10_000;

/** Net present value of cash flows c[0..n] at rate r (fraction). */
export function npv(rate: number, flows: readonly number[]): number {
  let s = 0;
  for (let t = 0; t < flows.length; t++) s += flows[t]! / (1 + rate) ** t;
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

/** Runs the finance model (formulas in the file header). */
export function runFinance(input: FinanceInput): FinanceResult {
  const d = FINANCE_DEFAULTS;
  const isForest = input.isForest ?? false;
  const years = input.years ?? d.horizonYears.value;
  const kw = input.systemSizeKw;
  const recWeight =
    input.recWeight ?? recWeightFor(input.installType, kw, isForest, input.recWeights);
  const p = {
    systemSizeKw: kw,
    installType: input.installType,
    isForest,
    firstYearKwh: input.firstYearKwh,
    years,
    smpPriceKrwPerKwh: input.smpPriceKrwPerKwh ?? d.smpPriceKrwPerKwh.value,
    recPriceKrwPerRec: input.recPriceKrwPerRec ?? d.recPriceKrwPerRec.value,
    recWeight,
    priceIncreasePct: input.priceIncreasePct ?? d.priceIncreasePct.value,
    moduleLossPct: input.moduleLossPct ?? d.moduleLossPct.value,
    projectCostManwonPerKw:
      input.projectCostManwonPerKw ??
      (input.installType === 'R'
        ? d.projectCostRoofManwonPerKw.value
        : d.projectCostGroundManwonPerKw.value),
    constructionCostManwonPerKw:
      input.constructionCostManwonPerKw ?? d.constructionCostManwonPerKw.value,
    firstLoanRatePct: input.firstLoanRatePct ?? d.firstLoanRatePct.value,
    loanTermYears: input.loanTermYears ?? d.loanTermYears.value,
    loanInterestPct: input.loanInterestPct ?? d.loanInterestPct.value,
    corporateTaxPct: input.corporateTaxPct ?? d.corporateTaxPct.value,
    depreciationYears: input.depreciationYears ?? d.depreciationYears.value,
    otherCostsManwonPerYear: input.otherCostsManwonPerYear ?? d.otherCostsManwonPerYear.value,
    discountRatePct: input.discountRatePct ?? d.discountRatePct.value,
  };

  const projectCostKrw = Math.round(p.projectCostManwonPerKw * kw * MANWON);
  const constructionCostKrw = Math.round(p.constructionCostManwonPerKw * kw * MANWON);
  const loanKrw = Math.round((projectCostKrw * p.firstLoanRatePct) / 100);
  const equityKrw = projectCostKrw - loanKrw;
  const i = p.loanInterestPct / 100;
  const n = p.loanTermYears;
  const payment =
    loanKrw === 0 || n === 0 ? 0 : i === 0 ? loanKrw / n : (loanKrw * i) / (1 - (1 + i) ** -n);
  const otherKrw = Math.round(p.otherCostsManwonPerYear * MANWON);
  const depreciationPerYear =
    p.depreciationYears > 0 ? constructionCostKrw / p.depreciationYears : 0;
  const r = p.discountRatePct / 100;
  const loss = p.moduleLossPct / 100;
  const inc = p.priceIncreasePct / 100;

  const rows: FinanceYear[] = [];
  const chart = [-equityKrw];
  let balance = loanKrw;
  let cumulative = -equityKrw;
  let total = 0;
  let totalEnergy = 0;
  let pvEnergy = 0;
  let pvOther = 0;
  let payback: number | null = equityKrw <= 0 ? 0 : null;
  for (let y = 1; y <= years; y++) {
    const energy = p.firstYearKwh * (1 - loss) ** (y - 1);
    const escalation = (1 + inc) ** (y - 1);
    const smp = p.smpPriceKrwPerKwh * escalation;
    const rec = (p.recPriceKrwPerRec / 1000) * recWeight * escalation;
    const revenue = energy * (smp + rec);
    let interest = 0;
    let principal = 0;
    if (y <= n && balance > 0) {
      interest = balance * i;
      principal = Math.min(balance, payment - interest);
      balance -= principal;
    }
    const depreciation = y <= p.depreciationYears ? depreciationPerYear : 0;
    const taxable = revenue - otherKrw - interest - depreciation;
    const tax = Math.max(0, taxable) * (p.corporateTaxPct / 100);
    const profit = Math.round(revenue - otherKrw - tax - interest - principal);
    cumulative += profit;
    total += profit;
    totalEnergy += energy;
    pvEnergy += energy / (1 + r) ** y;
    pvOther += otherKrw / (1 + r) ** y;
    chart.push(cumulative);
    if (payback === null && cumulative >= 0) payback = y;
    rows.push({
      year: y,
      energyKwh: Math.round(energy),
      smpKrwPerKwh: Math.round(smp * 100) / 100,
      recKrwPerKwh: Math.round(rec * 100) / 100,
      revenueKrw: Math.round(revenue),
      otherCostKrw: otherKrw,
      loanInterestKrw: Math.round(interest),
      loanPrincipalKrw: Math.round(principal),
      depreciationKrw: Math.round(depreciation),
      taxKrw: Math.round(tax),
      profitKrw: profit,
      cumulativeProfitKrw: cumulative,
    });
  }
  const flows = [-equityKrw, ...rows.map((row) => row.profitKrw)];
  return {
    recWeight,
    projectCostKrw,
    constructionCostKrw,
    loanKrw,
    equityKrw,
    annualLoanPaymentKrw: Math.round(payment),
    years: rows,
    totalEnergyKwh: totalEnergy,
    predictionProfitKrw: total,
    yAvgProfitKrw: Math.round(total / years),
    mAvgProfitKrw: Math.round(total / (12 * years)),
    profitChartKrw: chart,
    paybackYear: payback,
    npvKrw: Math.round(npv(r, flows)),
    irr: equityKrw > 0 ? irr(flows) : null,
    lcoeKrwPerKwh: pvEnergy > 0 ? Math.round((projectCostKrw + pvOther) / pvEnergy) : 0,
    parameters: { ...p },
  };
}
