// zod schemas of the engine's commands (CLI and, reused by the server, HTTP routes).
// Conventions as pvlib: degrees, azimuth clockwise from north (180 = south), irradiance W/m2,
// times ISO-8601 with an offset. Row arrays hold at most MAX_ROWS entries (one leap year of hours).
import { z } from 'zod';
import { parseIsoWithOffset } from './time.js';
import { TEMPERATURE_MODELS } from './temperature.js';
import {
  GRID_CONNECTIONS,
  OwnerSourceSchema,
  PRICE_SCENARIOS,
  TARIFF_KINDS,
} from './forecast-output.js';

export * from './forecast-output.js';

/** Maximum number of rows/times per request: 8784 = hours in a leap year. */
export const MAX_ROWS = 8784;

const finite = (what: string) =>
  z.number({
    error: (issue) =>
      issue.code === 'invalid_type' ? `${what} must be a finite number` : undefined,
  });
const latitude = finite('latitude').min(-90).max(90);
const longitude = finite('longitude').min(-180).max(180);
const altitudeM = finite('altitudeM').min(-500).max(9000);
const tiltDeg = finite('tiltDeg').min(0).max(90);
const azimuthDeg = finite('azimuthDeg').min(0).max(360);
const zenithDeg = finite('zenithDeg').min(0).max(180);
const irradianceWm2 = (what: string) => finite(what).min(-2000).max(3000);
const albedo = finite('albedo').min(0).max(1);
const tempAirC = finite('tempAirC').min(-90).max(70);
const windMs = finite('windMs').min(0).max(100);

export const IsoTimeSchema = z.string().refine((s) => parseIsoWithOffset(s) !== null, {
  message: 'time must be ISO-8601 with an offset, e.g. 2025-06-21T12:30:00+09:00',
});

const rows = <T extends z.ZodType>(row: T) =>
  z
    .array(row)
    .min(1, { message: 'rows must not be empty' })
    .max(MAX_ROWS, { message: `at most ${MAX_ROWS} rows per request (one leap year of hours)` });

const nullableNumber = z.number().nullable();

// position ---------------------------------------------------------------------------------------
export const PositionInputSchema = z.object({
  latitude,
  longitude,
  altitudeM,
  times: rows(IsoTimeSchema),
});
export const PositionOutputSchema = z.object({
  results: z.array(
    z.object({
      zenithDeg: z.number(),
      apparentZenithDeg: z.number(),
      azimuthDeg: z.number(),
      elevationDeg: z.number(),
    }),
  ),
});

// decompose --------------------------------------------------------------------------------------
export const DecomposeInputSchema = z.object({
  rows: rows(
    z.object({
      ghiWm2: irradianceWm2('ghiWm2'),
      zenithDeg,
      dayOfYear: z.int().min(1).max(366),
    }),
  ),
});
export const DecomposeOutputSchema = z.object({
  rows: z.array(z.object({ dniWm2: nullableNumber, dhiWm2: nullableNumber, kt: nullableNumber })),
});

// transpose --------------------------------------------------------------------------------------
export const TranspositionSchema = z.enum(['isotropic', 'haydavies', 'perez']);
export const TransposeInputSchema = z.object({
  model: TranspositionSchema,
  rows: rows(
    z.object({
      ghiWm2: irradianceWm2('ghiWm2'),
      dniWm2: irradianceWm2('dniWm2'),
      dhiWm2: irradianceWm2('dhiWm2'),
      zenithDeg,
      azimuthDeg,
      tiltDeg,
      surfaceAzimuthDeg: azimuthDeg,
      albedo,
      dniExtraWm2: finite('dniExtraWm2').min(1).max(2000),
    }),
  ),
});
export const TransposeOutputSchema = z.object({
  rows: z.array(
    z.object({
      poaGlobalWm2: nullableNumber,
      poaDirectWm2: nullableNumber,
      poaDiffuseWm2: nullableNumber,
      poaGroundWm2: nullableNumber,
    }),
  ),
});

// celltemp ---------------------------------------------------------------------------------------
export const TemperatureModelSchema = z.enum(TEMPERATURE_MODELS);
export const CellTempInputSchema = z.object({
  model: TemperatureModelSchema,
  rows: rows(z.object({ poaGlobalWm2: irradianceWm2('poaGlobalWm2'), tempAirC, windMs })),
});
export const CellTempOutputSchema = z.object({
  rows: z.array(z.object({ cellTempC: nullableNumber })),
});

// pvwatts ----------------------------------------------------------------------------------------
export const PvwattsInputSchema = z.object({
  pdc0W: finite('pdc0W').positive().max(1e10),
  gammaPdcPerC: finite('gammaPdcPerC').min(-0.05).max(0.05),
  inverterPdc0W: finite('inverterPdc0W').positive().max(1e10),
  etaInvNom: finite('etaInvNom').gt(0).max(1),
  rows: rows(
    z.object({
      poaEffectiveWm2: irradianceWm2('poaEffectiveWm2'),
      cellTempC: finite('cellTempC').min(-90).max(150),
    }),
  ),
});
export const PvwattsOutputSchema = z.object({
  rows: z.array(z.object({ pdcW: nullableNumber, pacW: nullableNumber })),
});

// simulate ---------------------------------------------------------------------------------------
export const IamSchema = z.enum(['none', 'physical']);
export const HourlyWeatherRowSchema = z.object({
  time: IsoTimeSchema,
  ghiWm2: irradianceWm2('ghiWm2'),
  dniWm2: irradianceWm2('dniWm2'),
  dhiWm2: irradianceWm2('dhiWm2'),
  tempAirC,
  windMs,
});
export const SimulateInputSchema = z.object({
  latitude,
  longitude,
  altitudeM,
  tiltDeg,
  surfaceAzimuthDeg: azimuthDeg,
  systemKwp: finite('systemKwp').positive().max(1e6),
  dcAcRatio: finite('dcAcRatio').gt(0).max(10),
  albedo,
  lossesPct: finite('lossesPct').min(0).lt(100),
  gammaPdcPerC: finite('gammaPdcPerC').min(-0.05).max(0.05),
  etaInvNom: finite('etaInvNom').gt(0).max(1),
  temperatureModel: TemperatureModelSchema,
  transposition: TranspositionSchema,
  iam: IamSchema,
  weather: z.union([
    z.object({ hourly: rows(HourlyWeatherRowSchema) }),
    z.object({ stationId: z.int().positive() }),
  ]),
});
export const SimulateOutputSchema = z.object({
  monthlyKwh: z.array(z.number()).length(12),
  annualKwh: z.number(),
  specificYieldKwhPerKwp: z.number(),
  dailyGenerationHours: z.number(),
});

// forecast ---------------------------------------------------------------------------------------
const pct = (what: string) => finite(what).min(0).max(100);

/** Net metering limit of 상계거래, kW (reference market-2024-2026.md 1.9, confirmed). */
export const NET_METERING_MAX_KW = 1000;

/**
 * A roof owner's own use of electricity (상계거래): the KEPCO tariff and either the consumption per
 * month (one number for every month, or twelve, January first), kWh, or the monthly bill, KRW (the
 * engine finds the kWh that bill pays for under the tariff).
 */
export const SelfConsumptionInputSchema = z
  .object({
    tariff: z.enum(TARIFF_KINDS),
    monthlyKwh: z
      .union([
        finite('monthlyKwh').min(0).max(10_000_000),
        z.array(finite('monthlyKwh').min(0).max(10_000_000)).length(12),
      ])
      .optional(),
    monthlyBillKrw: finite('monthlyBillKrw').min(0).max(10_000_000_000).optional(),
  })
  .refine((v) => (v.monthlyKwh === undefined) !== (v.monthlyBillKrw === undefined), {
    message: 'give monthlyKwh or monthlyBillKrw (one of them)',
  });
export type SelfConsumptionInput = z.infer<typeof SelfConsumptionInputSchema>;
export const ForecastInputSchema = z
  .object({
    address: z.string().max(500).optional(),
    /** kW (spec: systemSize = moduleQty x 480 / 1000). */
    systemSize: finite('systemSize').positive().max(100_000),
    azimuth: azimuthDeg.default(180),
    tilt: tiltDeg.default(21),
    years: z.int().min(1).max(40).default(20),
    /** KRW/kWh. */
    smpPrice: finite('smpPrice').min(0).max(2000).optional(),
    /**
     * SMP of each calendar month, January first, KRW/kWh (a trailing 12 months of the price
     * source). Given, the spot scenario starts from their solar-weighted mean: each month weighted
     * by this site's expected output in that month. Takes precedence over `smpPrice`.
     */
    smpMonthly: z.array(finite('smpMonthly').min(0).max(2000)).length(12).optional(),
    /** KRW per REC (1 REC = 1 MWh); the engine divides by 1000. */
    recPrice: finite('recPrice').min(0).max(1_000_000).optional(),
    /** REC weight; default by install type and size (spec section 9). */
    recRate: finite('recRate').min(0).max(10).optional(),
    installType: z.enum(['R', 'L']),
    isForest: z.boolean().default(false),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    stationId: z.int().positive().optional(),
    /**
     * Station calibration: energy' = gradient x energy + constant (kWh/year). Both absent: the
     * station's fleet calibration (src/calibration.ts); one given: the other is 1 or 0.
     */
    gradient: finite('gradient').min(0).max(10).optional(),
    constant: finite('constant').min(-1e9).max(1e9).optional(),
    /** 만원/kW. */
    constructionCost: finite('constructionCost').min(0).max(10_000).optional(),
    /** 만원/kW; default ground 110, rooftop 130. */
    projectCost: finite('projectCost').min(0).max(10_000).optional(),
    loanTerm: z.int().min(0).max(40).optional(),
    firstLoanRate: pct('firstLoanRate').optional(),
    loanInterest: pct('loanInterest').optional(),
    corporateTaxRate: pct('corporateTaxRate').optional(),
    moduleLossRate: pct('moduleLossRate').optional(),
    depreciationPeriod: z.int().min(0).max(40).optional(),
    increaseRate: finite('increaseRate').min(-50).max(50).optional(),
    /** 만원/year, beside the itemised operating costs. */
    otherCosts: finite('otherCosts').min(0).max(1e7).optional(),
    /**
     * The scenario profitData is computed for. Absent: the 20-year fixed contract (new build), or
     * for a roof with `selfConsumption` whichever of the fixed contract and self-consumption pays
     * more over the horizon. Every scenario is in `scenarios` either way.
     */
    priceScenario: z.enum(PRICE_SCENARIOS).optional(),
    /** Fixed-price contract, KRW/MWh (SMP + 1 REC); default the latest auction level. */
    fixedPrice: finite('fixedPrice').min(0).max(1_000_000).optional(),
    /**
     * The operating year from which the REC spot market is assumed closed (the spotRecClose
     * scenario sells SMP only from then on); default in the assumptions.
     */
    recSpotCloseYear: z.int().min(1).max(41).optional(),
    /**
     * Grid connection: 'standard', 'managed' (at a 계통관리변전소) or 'flexible' (a 유연접속
     * allocation, curtailed first); sets the curtailment with the region and the season.
     */
    gridConnection: z.enum(GRID_CONNECTIONS).default('standard'),
    /**
     * Where the SMP and the fixed contract the caller sends come from, as an owner reads it (the
     * server's price table or its operator-edited defaults); absent, the engine's own sources.
     */
    priceSources: z
      .object({
        smp: z.array(OwnerSourceSchema).min(1).max(5).optional(),
        fixed: z.array(OwnerSourceSchema).min(1).max(5).optional(),
      })
      .optional(),
    /** A roof owner's consumption and tariff: adds the self-consumption (상계거래) scenario. */
    selfConsumption: SelfConsumptionInputSchema.optional(),
    /**
     * A permit-limited horizon, years (e.g. 8 for 영농형 타용도 일시사용허가): the finance runs for
     * min(years, operatingYears) and the answer says so.
     */
    operatingYears: z.int().min(1).max(40).optional(),
    /** Leased land: adds the land lease line. */
    leasedLand: z.boolean().default(false),
    /**
     * Energy lost to grid curtailment, % a year; default by region, season and connection
     * (curtailment.ts). Given, it replaces the model's annual figure (same seasonal shape).
     */
    curtailmentPct: pct('curtailmentPct').optional(),
    discountRate: finite('discountRate').min(-50).max(100).optional(),
    /** System overrides (defaults in assumptions). */
    lossesPct: finite('lossesPct').min(0).lt(100).optional(),
    dcAcRatio: finite('dcAcRatio').gt(0).max(10).optional(),
    transposition: TranspositionSchema.optional(),
    temperatureModel: TemperatureModelSchema.optional(),
  })
  .refine(
    (v) => v.stationId !== undefined || (v.latitude !== undefined && v.longitude !== undefined),
    { message: 'give latitude and longitude, or stationId' },
  );

export type PositionInput = z.infer<typeof PositionInputSchema>;
export type PositionOutput = z.infer<typeof PositionOutputSchema>;
export type DecomposeInput = z.infer<typeof DecomposeInputSchema>;
export type DecomposeOutput = z.infer<typeof DecomposeOutputSchema>;
export type TransposeInput = z.infer<typeof TransposeInputSchema>;
export type TransposeOutput = z.infer<typeof TransposeOutputSchema>;
export type CellTempInput = z.infer<typeof CellTempInputSchema>;
export type CellTempOutput = z.infer<typeof CellTempOutputSchema>;
export type PvwattsInput = z.infer<typeof PvwattsInputSchema>;
export type PvwattsOutput = z.infer<typeof PvwattsOutputSchema>;
export type SimulateInput = z.infer<typeof SimulateInputSchema>;
export type SimulateOutput = z.infer<typeof SimulateOutputSchema>;
/** Forecast input before defaults are applied (what a caller may send). */
export type ForecastRequest = z.input<typeof ForecastInputSchema>;
export type ForecastInput = z.infer<typeof ForecastInputSchema>;
