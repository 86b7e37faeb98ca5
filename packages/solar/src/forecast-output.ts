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

/** P50/P90/P10 of the first-year energy and of the lifetime mean (the uncertainty budget). */
export const UncertaintySchema = z.object({
  p50AnnualKwh: z.number(),
  p90AnnualKwh: z.number(),
  p10AnnualKwh: z.number(),
  sigmaPct: z.number(),
  terms: z.array(
    z.object({
      name: z.enum(['interannual', 'resource', 'model', 'losses']),
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
/** The owner's figures under one price scenario (spot or the fixed-price contract). */
export const ScenarioSchema = z.object({
  name: z.enum(['spot', 'fixed']),
  yAvgProfit: z.int(),
  projectIrr: nullableRatio,
  paybackYear: z.int().nullable(),
  projectPaybackYear: z.int().nullable(),
  firstYearPriceKrwPerKwh: z.number(),
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
  priceScenario: z.enum(['spot', 'fixed']),
  /** The owner's yearly net cash and the project IRR with P90 energy every year. */
  p90: z.object({
    yAvgProfit: z.int(),
    projectIrr: nullableRatio,
    paybackYear: z.int().nullable(),
    profitChart: z.array(z.int()),
  }),
});

/** The spec's profitData (section 3), money in integer KRW. */
export const ProfitDataSchema = z.object({
  yAvgProfit: z.int(),
  mAvgProfit: z.int(),
  predictionProfit: z.int(),
  predictionBizCost: z.int(),
  /** kWh per month, 20-year total / 240. */
  mAvgPower: z.number(),
  /** h/day, first year. */
  dAvgPowerTime: z.number(),
  /** Cumulative net cash, years 0..20, KRW. */
  profitChart: z.array(z.int()),
  /** First-year kWh per month (12). */
  predictionPowerChart: z.array(z.number()).length(12),
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
  }),
  finance: ForecastFinanceSchema,
  uncertainty: UncertaintySchema,
  losses: z.array(LossSchema),
  operatingCosts: z.array(OperatingCostSchema),
  oneOffCosts: z.array(OneOffCostSchema),
  scenarios: z.array(ScenarioSchema),
  energy: z.object({
    physicsAnnualKwh: z.number(),
    annualKwh: z.number(),
    specificYieldKwhPerKwp: z.number(),
    dailyGenerationHours: z.number(),
    /** Share of the rated output lost along the chain (product of the losses), %. */
    totalLossPct: z.number(),
  }),
});

export type ForecastOutput = z.infer<typeof ForecastOutputSchema>;
export type ProfitData = z.infer<typeof ProfitDataSchema>;
