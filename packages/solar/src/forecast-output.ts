// zod schemas of the engine's forecast answer (the `forecast` command, `/calc-proposal-data/v2`),
// apart from the commands' inputs so that the contracts can derive the stored forecast from them
// without the engine (`@haetbit/solar/forecast-output`: zod only). Money in KRW, energy in kWh.
import { z } from 'zod';

/** One year of the 20-year cash flow. */
export const FinanceYearSchema = z.object({
  year: z.int(),
  energyKwh: z.number(),
  smpKrwPerKwh: z.number(),
  recKrwPerKwh: z.number(),
  revenueKrw: z.int(),
  otherCostKrw: z.int(),
  loanInterestKrw: z.int(),
  loanPrincipalKrw: z.int(),
  depreciationKrw: z.int(),
  taxKrw: z.int(),
  profitKrw: z.int(),
  cumulativeProfitKrw: z.int(),
  projectCashKrw: z.int(),
});

const nullableRatio = z.number().nullable();

/**
 * How sure a figure is, as the project's reference files tag facts: 'confirmed' = seen in the cited
 * source; 'reported' = published by a secondary source (news, a company page) but not seen at the
 * issuing body; 'derived' = arithmetic on cited figures; 'unconfirmed' = not verified; 'spec' = the
 * product specification's value; 'engine choice' = a modelling choice of this engine.
 */
export const CONFIDENCES = [
  'confirmed',
  'reported',
  'derived',
  'unconfirmed',
  'spec',
  'engine choice',
] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** The confidence words an owner reads beside a source (one wording for every screen). */
export const CONFIDENCE_LABELS_KO: Record<Confidence, string> = {
  confirmed: '확인됨',
  reported: '보도 기준',
  derived: '계산값',
  unconfirmed: '미확인',
  spec: '서비스 기준값',
  'engine choice': '서비스 가정',
};

/**
 * Where an owner-facing figure comes from, in words an owner recognises: the organisation (기관명)
 * and the publication (자료명) in Korean, its reference date (기준일, ISO date), how sure it is and,
 * when public, its address.
 */
export const OwnerSourceSchema = z.object({
  org: z.string(),
  title: z.string(),
  asOf: z.string(),
  confidence: z.enum(CONFIDENCES),
  url: z.string().optional(),
});
export type OwnerSource = z.infer<typeof OwnerSourceSchema>;

/**
 * One owner-level assumption of a forecast (단가, 대출, 운영비, 성능 저하, 인버터 교체, 세금, SMP, REC,
 * 고정가격, 출력제어, 자가소비 요금 …): its Korean name, a one-line plain explanation, the value this
 * forecast used (with a Korean unit) and its sources. No engineering note travels here.
 */
export const OwnerAssumptionSchema = z.object({
  key: z.string(),
  labelKo: z.string(),
  explanationKo: z.string(),
  value: z.union([z.number(), z.string()]).nullable(),
  unitKo: z.string(),
  sources: z.array(OwnerSourceSchema).min(1),
});
export type OwnerAssumption = z.infer<typeof OwnerAssumptionSchema>;

/** Grid connection of the plant: standard, at a 계통관리변전소, or a 유연접속 allocation. */
export const GRID_CONNECTIONS = ['standard', 'managed', 'flexible'] as const;
export type GridConnection = (typeof GRID_CONNECTIONS)[number];

/** The curtailment regions of the engine (curtailment.ts). */
export const CURTAILMENT_REGIONS = ['mainland', 'honamGyeongnam', 'jeju'] as const;
export type CurtailmentRegion = (typeof CURTAILMENT_REGIONS)[number];

/** The price scenario a forecast leads with (profitData) and the scenarios beside it. */
export const PRICE_SCENARIOS = ['fixed', 'spot', 'selfConsumption'] as const;
export type PriceScenarioName = (typeof PRICE_SCENARIOS)[number];
export const SCENARIO_NAMES = ['fixed', 'spot', 'spotRecClose', 'selfConsumption'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** KEPCO tariff a roof owner pays (상계거래): 주택용, 일반용, 산업용. */
export const TARIFF_KINDS = ['residential', 'general', 'industrial'] as const;
export type TariffKind = (typeof TARIFF_KINDS)[number];

/** P50/P90/P10 of the first-year energy and of the lifetime mean (the uncertainty budget). */
export const UncertaintySchema = z.object({
  p50AnnualKwh: z.number(),
  p90AnnualKwh: z.number(),
  p10AnnualKwh: z.number(),
  sigmaPct: z.number(),
  terms: z.array(
    z.object({
      name: z.enum(['interannual', 'resource', 'model', 'losses', 'curtailment']),
      sigmaPct: z.number(),
    }),
  ),
  lifetime: z.object({
    years: z.int(),
    p50MeanAnnualKwh: z.number(),
    p90MeanAnnualKwh: z.number(),
    p10MeanAnnualKwh: z.number(),
    sigmaPct: z.number(),
  }),
  monthlySigmaPct: z.number(),
  p90Factor: z.number(),
  p90LifetimeFactor: z.number(),
});
/** One loss of the chain, %. */
export const LossSchema = z.object({ name: z.string(), pct: z.number() });
/** A yearly operating cost: its first year and its escalation, % per year. */
export const OperatingCostSchema = z.object({
  name: z.string(),
  firstYearKrw: z.int(),
  escalationPct: z.number(),
});
/** A cost paid once, in a given year (an inverter replacement). */
export const OneOffCostSchema = z.object({ name: z.string(), year: z.int(), costKrw: z.int() });
/**
 * The owner's figures under one scenario: the 20-year fixed-price contract, spot (SMP + REC), spot
 * with the REC spot market closing in `recSpotCloseYear`, or self-consumption under 상계거래 (roofs
 * with a consumption given). `firstYearPriceKrwPerKwh` is the first year's money per kWh sold (the
 * saving per kWh produced for self-consumption). The headline definitions are the forecast's (see
 * {@link HeadlineSchema}): `predictionProfit` is the net after the owner's own cash, the last point
 * of this scenario's cumulative chart.
 */
export const ScenarioSchema = z.object({
  name: z.enum(SCENARIO_NAMES),
  yAvgProfit: z.int(),
  projectIrr: nullableRatio,
  paybackYear: z.int().nullable(),
  projectPaybackYear: z.int().nullable(),
  firstYearPriceKrwPerKwh: z.number(),
  /** Net after the owner's own cash over the horizon (absent on forecasts stored before it). */
  predictionProfit: z.int().optional(),
  /** Whether the owner's own cash comes back within the horizon. */
  paysBack: z.boolean().optional(),
  /** First year of money received, this scenario's yearly cash (revenue or saving) in year 1. */
  firstYearRevenueKrw: z.int().optional(),
  /** spotRecClose: the operating year from which no REC is sold on the spot market. */
  recSpotCloseYear: z.int().optional(),
});

/** The forecast's project and equity figures, money in integer KRW. */
export const ForecastFinanceSchema = z.object({
  recWeight: z.number(),
  projectCostKrw: z.int(),
  loanKrw: z.int(),
  equityKrw: z.int(),
  annualLoanPaymentKrw: z.int(),
  /** Equity payback year (cumulative net cash >= 0). */
  paybackYear: z.int().nullable(),
  projectPaybackYear: z.int().nullable(),
  /** Project (unlevered, after-tax) NPV at the discount rate. */
  npvKrw: z.int(),
  /** Equity IRR (the same as equityIrr; kept for earlier callers). */
  irr: nullableRatio,
  projectIrr: nullableRatio,
  equityIrr: nullableRatio,
  lcoeKrwPerKwh: z.int(),
  minDscr: nullableRatio,
  /** The scenario profitData is computed for (new build: the fixed contract). */
  priceScenario: z.enum(PRICE_SCENARIOS),
  /**
   * Whether the owner's own cash comes back within the horizon (paybackYear not null); a plant
   * that does not pay back says so plainly (absent on forecasts stored before it).
   */
  paysBack: z.boolean().optional(),
  /** The owner's yearly net cash and the project IRR with P90 energy every year. */
  p90: z.object({
    yAvgProfit: z.int(),
    projectIrr: nullableRatio,
    paybackYear: z.int().nullable(),
    profitChart: z.array(z.int()),
  }),
});

/**
 * The spec's profitData (section 3), money in integer KRW, for the lead scenario
 * (`finance.priceScenario`). One definition each (packages/solar README "Headline figures"):
 * - yAvgProfit: the owner's average yearly net cash (revenue − operating costs − tax − interest −
 *   principal) over the horizon; mAvgProfit the same per month;
 * - predictionProfit: the net over the horizon after the owner's own cash (equity), i.e. the last
 *   point of profitChart (= yAvgProfit × years − equity, to rounding);
 * - predictionBizCost: the project cost;
 * - predictionPowerChart: the first year's delivered energy by month (after curtailment and the
 *   first-year degradation step); its sum is the first-year energy;
 * - mAvgPower: the first-year energy / 12; dAvgPowerTime: the first-year energy / kW / 365.
 */
export const ProfitDataSchema = z.object({
  yAvgProfit: z.int(),
  mAvgProfit: z.int(),
  predictionProfit: z.int(),
  predictionBizCost: z.int(),
  /** kWh per month: the first year's delivered energy / 12. */
  mAvgPower: z.number(),
  /** h/day: the first year's delivered energy / kW / 365. */
  dAvgPowerTime: z.number(),
  /** Cumulative net cash, years 0..N (N + 1 points; 21 for 20 years), KRW. */
  profitChart: z.array(z.int()),
  /** First-year delivered kWh per month (12). */
  predictionPowerChart: z.array(z.number()).length(12),
});

/**
 * The figures an owner reads first, each with one definition, equal on every screen: the horizon,
 * the net after own cash (= the chart's last point), the owner's cash, whether and when it pays
 * back, and the first-year energy the monthly bars add up to.
 */
export const HeadlineSchema = z.object({
  years: z.int(),
  netProfitKrw: z.int(),
  equityKrw: z.int(),
  yearlyCashKrw: z.int(),
  paysBack: z.boolean(),
  paybackYear: z.int().nullable(),
  firstYearKwh: z.number(),
  monthlyAvgKwh: z.number(),
  dailyGenerationHours: z.number(),
});

/** Curtailment (출력제어) of this forecast and what it rests on. */
export const CurtailmentSchema = z.object({
  /** Energy lost to curtailment in a year, % (the same as the forecast's `curtailmentPct`). */
  pct: z.number(),
  /** By calendar month, % of that month's energy (spring-weighted). */
  monthlyPct: z.array(z.number()).length(12),
  region: z.enum(CURTAILMENT_REGIONS),
  gridConnection: z.enum(GRID_CONNECTIONS),
  /**
   * Energy produced in hours whose price is zero or negative, % of the year: its SMP part earns
   * nothing (a revenue loss on top of the energy lost).
   */
  zeroPriceEnergyPct: z.number(),
  /** 1-sigma uncertainty of the curtailment loss, % of energy (in the P90 band). */
  sigmaPct: z.number(),
  sources: z.array(OwnerSourceSchema).min(1),
});

/** The horizon the finance ran for, and why (a permit-limited farmland use). */
export const HorizonSchema = z.object({
  years: z.int(),
  /** The permit's years when the caller gave one (영농형 타용도 일시사용허가), else null. */
  operatingYears: z.int().nullable(),
  limitedByPermit: z.boolean(),
});

/** 상계거래 (net metering) for a roof whose owner gave a consumption: 전기 팔기 vs 직접 쓰기. */
export const SelfConsumptionSchema = z.object({
  tariff: z.enum(TARIFF_KINDS),
  /** The owner's consumption by calendar month, kWh. */
  monthlyKwh: z.array(z.number()).length(12),
  /** 상계거래 is open up to 1,000 kW; above it the scenario is not computed. */
  eligible: z.boolean(),
  ineligibleReason: z.enum(['over1000kW', 'notRoof']).nullable(),
  /** First year: bill saving, KRW; saving per kWh produced; energy used on site; surplus kWh. */
  firstYearSavingKrw: z.int(),
  /** The bill saving of every year of the horizon, KRW (empty when not eligible). */
  savingKrwByYear: z.array(z.int()),
  savingPerKwhKrw: z.number(),
  selfUsedKwh: z.number(),
  /** Surplus kWh credited to later months (carried month to month). */
  surplusCarriedKwh: z.number(),
  /** Credit still unused at the end of the first year, kWh: valued at 0 (cash price unconfirmed). */
  surplusUnusedKwh: z.number(),
  /** The selling scenario compared (the lead sale scenario) and which pays more over the horizon. */
  sellScenario: z.enum(['fixed', 'spot']),
  better: z.enum(['sell', 'selfConsumption']),
  sources: z.array(OwnerSourceSchema).min(1),
});

/** The forecast's answer (`forecast`, `/calc-proposal-data/v2`). */
export const ForecastOutputSchema = z.object({
  assumptionsVersion: z.string(),
  station: z.object({
    stnId: z.int(),
    stnName: z.string(),
    climateStnId: z.int(),
    climateStnName: z.string(),
    distanceKm: z.number().nullable(),
    gradient: z.number(),
    constant: z.number(),
    /** 'fleet' = the region's fleet calibration; 'given' = the caller's gradient/constant. */
    calibration: z.enum(['fleet', 'given']),
    fleetRegion: z.string(),
    fleetHoursPerDay: z.number(),
  }),
  term20: z.object({
    profitDatas: z.array(FinanceYearSchema),
    yearlyProfit: z.array(z.int()),
  }),
  monthlyProduction: z.array(z.number()).length(12),
  monthlyAvgPowerTimes: z.array(z.number()).length(12),
  profitData: ProfitDataSchema,
  /**
   * The spot scenario's starting SMP: 'solar-weighted' from `smpMonthly`, 'given' = `smpPrice`,
   * 'default' = the engine's assumption.
   */
  prices: z.object({
    smpKrwPerKwh: z.number(),
    smpBasis: z.enum(['solar-weighted', 'given', 'default']),
    /** The 20-year fixed contract (SMP + 1 REC) this forecast used, KRW/MWh, and its basis. */
    fixedContractKrwPerMwh: z.number().optional(),
    fixedBasis: z.enum(['given', 'default']).optional(),
    /** Operating year from which the REC spot market is assumed closed (spotRecClose scenario). */
    recSpotCloseYear: z.int().optional(),
  }),
  finance: ForecastFinanceSchema,
  uncertainty: UncertaintySchema,
  losses: z.array(LossSchema),
  operatingCosts: z.array(OperatingCostSchema),
  oneOffCosts: z.array(OneOffCostSchema),
  scenarios: z.array(ScenarioSchema),
  energy: z.object({
    physicsAnnualKwh: z.number(),
    /** Calibrated first year as new, before curtailment and degradation, kWh. */
    annualKwh: z.number(),
    specificYieldKwhPerKwp: z.number(),
    /** Calibrated as new (what the fleet calibration targets), h/day. */
    dailyGenerationHours: z.number(),
    /** Share of the rated output lost along the chain (product of the losses), %. */
    totalLossPct: z.number(),
    /** First year delivered (after curtailment and the first-year step), kWh: Σ the monthly bars. */
    firstYearKwh: z.number(),
  }),
  /** Energy lost to curtailment in a year, % (issue 31's field; the basis is in `curtailment`). */
  curtailmentPct: z.number(),
  curtailment: CurtailmentSchema,
  horizon: HorizonSchema,
  headline: HeadlineSchema,
  /** Present when the input carried `selfConsumption`. */
  selfConsumption: SelfConsumptionSchema.optional(),
  /** The owner-level assumptions with Korean names, plain explanations and sources. */
  ownerAssumptions: z.array(OwnerAssumptionSchema),
});

export type ForecastOutput = z.infer<typeof ForecastOutputSchema>;
export type ProfitData = z.infer<typeof ProfitDataSchema>;
export type Headline = z.infer<typeof HeadlineSchema>;
export type CurtailmentBasis = z.infer<typeof CurtailmentSchema>;
export type Horizon = z.infer<typeof HorizonSchema>;
export type SelfConsumptionResult = z.infer<typeof SelfConsumptionSchema>;
export type Scenario = z.infer<typeof ScenarioSchema>;
