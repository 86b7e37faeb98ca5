// Uncertainty of the annual energy and the itemised loss chain.
//
// Budget (reference/forecast-and-finance.md C.2; Dobos, Gilman & Kasberg 2012, NREL/CP-6A20-54488;
// PVsyst help "P50-P90 evaluations"; Thevenard & Pelland, Solar Energy 91, 2013):
//   sigma_1 = sqrt(iav^2 + resource^2 + model^2 + losses^2 + curtailment^2)            one year
//   sigma_N = sqrt((iav / sqrt(N))^2 + resource^2 + model^2 + losses^2 + curtailment^2)  N-year mean
// (the curtailment term, curtailment.ts, is a regime risk and does not average out over years)
//   P90 = P50 (1 - 1.2816 sigma), P10 = P50 (1 + 1.2816 sigma)  (annual yield ~ Gaussian)
// The resource term grows when the weather station is far from the site or on 제주.
import { PVWATTS_LOSSES, UNCERTAINTY } from './assumptions.js';

export interface UncertaintyTerm {
  name: 'interannual' | 'resource' | 'model' | 'losses' | 'curtailment';
  sigmaPct: number;
}

export interface EnergyUncertainty {
  p50AnnualKwh: number;
  p90AnnualKwh: number;
  p10AnnualKwh: number;
  /** Combined one-year sigma, %. */
  sigmaPct: number;
  terms: UncertaintyTerm[];
  /** The same for the mean year of the horizon (interannual term / sqrt(N)). */
  lifetime: {
    years: number;
    p50MeanAnnualKwh: number;
    p90MeanAnnualKwh: number;
    p10MeanAnnualKwh: number;
    sigmaPct: number;
  };
  /** One month's sigma, % (for the monthly band). */
  monthlySigmaPct: number;
  /** P90 / P50 of one year and of the horizon mean. */
  p90Factor: number;
  p90LifetimeFactor: number;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/** The named sigma terms for a site (far station or 제주: the larger resource term). */
export function uncertaintyTerms(options: {
  stationDistanceKm: number | null;
  isJeju: boolean;
  /** 1-sigma uncertainty of the curtailment loss, % (curtailment.ts); 0 or absent: no term. */
  curtailmentSigmaPct?: number | undefined;
}): UncertaintyTerm[] {
  const u = UNCERTAINTY;
  const far =
    options.isJeju ||
    (options.stationDistanceKm !== null && options.stationDistanceKm > u.resourceFarKm.value);
  const terms: UncertaintyTerm[] = [
    { name: 'interannual', sigmaPct: u.interannualPct.value },
    { name: 'resource', sigmaPct: far ? u.resourceFarPct.value : u.resourcePct.value },
    { name: 'model', sigmaPct: u.modelPct.value },
    { name: 'losses', sigmaPct: u.lossesPct.value },
  ];
  const curtailment = options.curtailmentSigmaPct ?? 0;
  if (curtailment > 0) terms.push({ name: 'curtailment', sigmaPct: curtailment });
  return terms;
}

/** Quadrature sum of the terms, the interannual one divided by sqrt(years). */
export function combinedSigmaPct(terms: readonly UncertaintyTerm[], years = 1): number {
  let s = 0;
  for (const t of terms) {
    const v = t.name === 'interannual' ? t.sigmaPct / Math.sqrt(years) : t.sigmaPct;
    s += v * v;
  }
  return Math.sqrt(s);
}

/** P50/P90/P10 of the first-year energy and of the horizon's mean year. */
export function energyUncertainty(options: {
  /** P50 first-year energy, kWh. */
  firstYearKwh: number;
  /** P50 mean annual energy over the horizon, kWh. */
  meanAnnualKwh: number;
  years: number;
  stationDistanceKm: number | null;
  isJeju: boolean;
  curtailmentSigmaPct?: number | undefined;
}): EnergyUncertainty {
  const z = UNCERTAINTY.z90.value;
  const terms = uncertaintyTerms(options);
  const s1 = combinedSigmaPct(terms, 1) / 100;
  const sN = combinedSigmaPct(terms, options.years) / 100;
  const e1 = options.firstYearKwh;
  const eN = options.meanAnnualKwh;
  return {
    p50AnnualKwh: Math.round(e1),
    p90AnnualKwh: Math.round(e1 * (1 - z * s1)),
    p10AnnualKwh: Math.round(e1 * (1 + z * s1)),
    sigmaPct: round1(s1 * 100),
    terms,
    lifetime: {
      years: options.years,
      p50MeanAnnualKwh: Math.round(eN),
      p90MeanAnnualKwh: Math.round(eN * (1 - z * sN)),
      p10MeanAnnualKwh: Math.round(eN * (1 + z * sN)),
      sigmaPct: round1(sN * 100),
    },
    monthlySigmaPct: UNCERTAINTY.monthlyPct.value,
    p90Factor: round4(1 - z * s1),
    p90LifetimeFactor: round4(1 - z * sN),
  };
}

export interface LossItem {
  name: string;
  pct: number;
}

/**
 * The loss chain from the modules' rated output to the energy sold, in order: the PVWatts DC
 * categories, temperature, inverter (efficiency and clipping), curtailment and the first-year
 * degradation. Each is a share of what reaches it, so 1 - prod(1 - pct/100) is the total.
 */
export function lossChain(options: {
  temperaturePct: number;
  inverterPct: number;
  curtailmentPct: number;
  degradationFirstYearPct: number;
}): LossItem[] {
  const items: LossItem[] = PVWATTS_LOSSES.filter((l) => l.pct > 0).map((l) => ({ ...l }));
  items.push(
    { name: 'temperature', pct: round4(options.temperaturePct) },
    { name: 'inverter', pct: round4(options.inverterPct) },
    { name: 'curtailment', pct: options.curtailmentPct },
    { name: 'degradationFirstYear', pct: options.degradationFirstYearPct },
  );
  return items;
}

/** 100 (1 - prod(1 - pct/100)). */
export function totalLossPct(items: readonly LossItem[]): number {
  return 100 * (1 - items.reduce((p, l) => p * (1 - l.pct / 100), 1));
}
