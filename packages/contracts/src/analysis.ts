import {
  CurtailmentSchema,
  ForecastFinanceSchema,
  HeadlineSchema,
  HorizonSchema,
  LossSchema,
  OneOffCostSchema,
  OperatingCostSchema,
  OwnerAssumptionSchema,
  PRICE_SCENARIOS,
  ProfitDataSchema,
  ScenarioSchema,
  SelfConsumptionSchema,
  TARIFF_KINDS,
  UncertaintySchema,
} from '@haetbit/solar/forecast-output';
import { z } from 'zod';
import { INSTALL_TYPES, MATCH_STATUSES } from './constants.js';
import { dbIdSchema, deviceIdSchema } from './identity.js';
import {
  buildingTitleInfoSchema,
  capacitySchema,
  devLimitInfoSchema,
  feasibilitySchema,
  landInfoSchema,
  landMovementSchema,
  landPossessionSchema,
  landPriceSchema,
  localOrdinanceSchema,
  parcelBoundarySchema,
  pnuSchema,
  selectedJibunInfoSchema,
} from './land.js';

/**
 * The owner's analysis of one address (spec sections 3, 4 and 7). An analysis is 'ANL' until a
 * match request is made for it; then its status follows the match (CRG … CME).
 */
export const ANALYSIS_STATUSES = ['ANL', ...MATCH_STATUSES] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** The address check before analysis (spec section 4). */
export const ADDRESS_CHECK_STATES = ['analyzable', 'analyzing', 'matching'] as const;
export type AddressCheckState = (typeof ADDRESS_CHECK_STATES)[number];

const addressTextSchema = z.string().trim().min(1).max(200);

export const checkIsIngBodySchema = z.object({ pnu: pnuSchema, deviceId: deviceIdSchema }).strict();
export const activeAnalysisSchema = z.object({
  id: z.number().int(),
  status: z.enum(ANALYSIS_STATUSES),
  matchReqId: z.number().int().nullable(),
  matchStatusId: z.number().int().nullable(),
  address: z.string(),
  pnu: z.string(),
});
export type ActiveAnalysis = z.infer<typeof activeAnalysisSchema>;
export const checkIsIngAnswerSchema = z.object({
  state: z.enum(ADDRESS_CHECK_STATES),
  list: z.array(activeAnalysisSchema),
});
export type CheckIsIngAnswer = z.infer<typeof checkIsIngAnswerSchema>;

/** GET /api/match-analysis/list: the device's analyses not yet in matching (status list screen). */
export const analyzingListQuerySchema = z.object({ deviceId: deviceIdSchema }).strict();
export const analyzingItemSchema = activeAnalysisSchema.extend({
  /**
   * The analysis cannot go on: no install type gives this parcel a capacity (spec section 4: "the
   * flow stops"). The list says why and offers to delete it instead of showing it as in progress.
   */
  capacityUnknown: z.boolean(),
});
export type AnalyzingItem = z.infer<typeof analyzingItemSchema>;
export const analyzingListAnswerSchema = z.object({ data: z.array(analyzingItemSchema) });

export const createAnalysisBodySchema = z
  .object({
    pnu: pnuSchema,
    address: addressTextSchema,
    // Most land parcels have no road address; clients say so with null, nothing or ''.
    roadAddress: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      addressTextSchema.nullable().optional(),
    ),
    deviceId: deviceIdSchema,
  })
  .strict();
export const createAnalysisAnswerSchema = z.object({ id: z.number().int() });

/** What the server gathered about the parcel, stored with the analysis (landData). */
export const landDataSchema = z.object({
  boundaryPos: parcelBoundarySchema.nullable(),
  /**
   * 토지특성 with the latest 토지이동 cause (spec section 3 land info: landMovRsnCdNm), which the
   * land-movement lookup gives; absent in analyses stored before it was kept.
   */
  landInfo: landInfoSchema.extend({ landMovRsnCdNm: z.string().nullable().optional() }).nullable(),
  gnrlBldgInfo: buildingTitleInfoSchema.nullable(),
  devLimitInfo: devLimitInfoSchema.nullable(),
  localOrdinance: localOrdinanceSchema.nullable(),
  kepcoJibunInfo: z
    .object({
      kepcoJibunList: z.array(z.string()),
      selectedJibunInfo: selectedJibunInfoSchema.nullable(),
    })
    .nullable(),
  /**
   * 토지소유정보 and 개별공시지가 shown in the feasibility popup (spec section 3): possession type,
   * the last ownership change's cause and date, co-owners, and the latest published price. Absent
   * in analyses stored before they were collected.
   */
  possession: landPossessionSchema.nullable().optional(),
  landPrice: landPriceSchema.nullable().optional(),
  /** 토지이동 이력 (`/open/nsdi-api/land-move-attr/{pnu}`, spec section 7), kept with the analysis. */
  landMovement: landMovementSchema.nullable().optional(),
  /** Verdicts for both install types; the screen shows the one the owner picked. */
  feasibility: z.object({ L: feasibilitySchema, R: feasibilitySchema }),
  /** Capacity for both install types from the server's own layout. */
  capacity: z.object({ L: capacitySchema, R: capacitySchema }),
  /** Which lookups had no answer (spec section 8 texts are in feasibility). */
  unavailable: z.array(z.string()),
  fetchedAt: z.string(),
});
export type LandData = z.infer<typeof landDataSchema>;

/** The analysis record; JSON blobs travel as strings at the API edge (spec section 3). */
export const analysisSchema = z.object({
  id: z.number().int(),
  pnu: z.string(),
  address: z.string(),
  roadAddress: z.string().nullable(),
  deviceId: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  matchReqId: z.number().int().nullable(),
  matchStatusId: z.number().int().nullable(),
  installType: z.enum(INSTALL_TYPES).nullable(),
  area: z.number().nullable(),
  moduleQty: z.number().int().nullable(),
  systemSize: z.number().nullable(),
  azimuth: z.number(),
  tilt: z.number(),
  landData: z.string(),
  profitData: z.string().nullable(),
  predictionMonthlyPower: z.string().nullable(),
  createdAt: z.string(),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** Largest area an owner may enter (m²): 1 km², far beyond any single parcel or roof. */
export const MAX_AREA_M2 = 1_000_000;
export const areaM2Schema = z.number().positive().max(MAX_AREA_M2);

/**
 * PATCH /api/match-analysis, three forms (spec section 7). The server never trusts derived
 * numbers (DESIGN D6): landData is re-read from its providers, moduleQty and systemSize are
 * recomputed from the install type and area, and profitData is computed by the server.
 */
export const patchAnalysisInstallSchema = z
  .object({
    id: dbIdSchema,
    installType: z.enum(INSTALL_TYPES),
    area: areaM2Schema.optional(),
    moduleQty: z.number().int().min(0).max(10_000_000).optional(),
    systemSize: z.number().min(0).max(10_000_000).optional(),
  })
  .strict();
export type PatchAnalysisInstallBody = z.infer<typeof patchAnalysisInstallSchema>;
export const patchAnalysisBodySchema = z.union([
  patchAnalysisInstallSchema,
  z.object({ id: dbIdSchema, landData: z.string().max(1_000_000) }).strict(),
  z.object({ id: dbIdSchema, profitData: z.string().max(1_000_000) }).strict(),
]);
export type PatchAnalysisBody = z.infer<typeof patchAnalysisBodySchema>;

/**
 * How a ground plant on farmland (전·답·과수원) is built: 농지전용 (the land is converted; the plant
 * runs the full horizon) or 영농형 (farming goes on under the panels; the plant runs for the
 * 타용도 일시사용허가 only). The forecast defaults to conversion and says what agrivoltaics would give.
 */
export const FARMLAND_ROUTES = ['conversion', 'agrivoltaic'] as const;
export type FarmlandRoute = (typeof FARMLAND_ROUTES)[number];

/** A roof owner's own use of electricity (the engine's `selfConsumption` input). */
export const selfConsumptionBodySchema = z
  .object({
    tariff: z.enum(TARIFF_KINDS),
    monthlyKwh: z.number().min(0).max(10_000_000).optional(),
    monthlyBillKrw: z.number().int().min(0).max(10_000_000_000).optional(),
  })
  .strict()
  .refine((v) => (v.monthlyKwh === undefined) !== (v.monthlyBillKrw === undefined), {
    message: 'give monthlyKwh or monthlyBillKrw (one of them)',
  });
export type SelfConsumptionBody = z.infer<typeof selfConsumptionBodySchema>;

/**
 * PATCH /api/match-analysis/prediction (spec section 7). Only what the owner decides: the stored
 * analysis supplies the rest (decision 030). The spec's position, size and station fields are
 * accepted and ignored (decision 005): the server reads them from the analysis it stored. Azimuth
 * and tilt, when sent, replace the stored ones (180° and 21° until the owner sets them).
 */
export const predictionBodySchema = z
  .object({
    id: dbIdSchema,
    /** Spec field, ignored: the stored parcel centre. */
    lat: z.number().min(33).max(39).optional(),
    /** Spec field, ignored: the stored parcel centre. */
    lng: z.number().min(124).max(132).optional(),
    /** The owner's; absent: the stored one. */
    azimuth: z.number().min(0).max(360).optional(),
    /** The owner's; absent: the stored one. */
    tilt: z.number().min(0).max(90).optional(),
    /** Spec field, ignored: the stored area (m², the screen's pyeong divided by 0.3025). */
    area: areaM2Schema.optional(),
    /** Spec field, ignored: the stored module count. */
    moduleQty: z.number().int().min(0).max(10_000_000).optional(),
    /** Spec field, ignored: the stored size. */
    systemSize: z.number().min(0).max(10_000_000).optional(),
    /** Spec fields, ignored: the nearest station and its calibration are the server's. */
    stnId: z.number().int().positive().max(100_000).optional(),
    stnName: z.string().max(50).optional(),
    predictionGradient: z.number().min(0).max(10).optional(),
    predictionConstant: z.number().min(-1e9).max(1e9).optional(),
    /**
     * A roof owner's own use (상계거래, issue 31): the KEPCO tariff and the monthly use in kWh or
     * the monthly bill in KRW (one of them). Adds the self-consumption scenario for roofs.
     */
    selfConsumption: selfConsumptionBodySchema.optional(),
    /** A ground plant on farmland: 농지전용 (default) or 영농형 for the permit's years. */
    farmlandRoute: z.enum(FARMLAND_ROUTES).optional(),
  })
  .strict();
export type PredictionBody = z.infer<typeof predictionBodySchema>;

/** Project and equity figures of the forecast (the engine's `finance`, as stored). */
export const forecastFinanceSchema = ForecastFinanceSchema.pick({
  projectIrr: true,
  equityIrr: true,
  projectPaybackYear: true,
  paybackYear: true,
  npvKrw: true,
  lcoeKrwPerKwh: true,
  minDscr: true,
  priceScenario: true,
  paysBack: true,
  loanKrw: true,
  equityKrw: true,
  p90: true,
});

/**
 * What the device needs to rerun the engine's finance when the owner changes an assumption: the
 * calibrated first-year energy as new and the figures the server chose for this parcel.
 */
export const financeInputsSchema = z.object({
  systemSizeKw: z.number(),
  installType: z.enum(INSTALL_TYPES),
  isForest: z.boolean(),
  firstYearKwh: z.number(),
  curtailmentPct: z.number(),
  recWeight: z.number(),
  smpPriceKrwPerKwh: z.number(),
  recPriceKrwPerRec: z.number(),
  p90LifetimeFactor: z.number(),
  /*
   * Beside them since issue 31 (absent on forecasts stored before it): the scenario the server led
   * with, the share of energy sold at a zero or negative price, the fixed contract used, the
   * horizon (a permit may shorten it), the REC close year of the spotRecClose scenario (named so
   * that spreading these inputs into the finance does not close the REC market of plain spot),
   * and for a roof with its use given the bill saving of each year and whether it is taxed.
   */
  priceScenario: z.enum(PRICE_SCENARIOS).optional(),
  zeroPriceEnergyPct: z.number().optional(),
  fixedContractKrwPerMwh: z.number().optional(),
  years: z.number().int().optional(),
  spotRecCloseYear: z.number().int().optional(),
  selfConsumption: z
    .object({
      tariff: z.enum(TARIFF_KINDS),
      savingKrwByYear: z.array(z.number().int()),
      taxExempt: z.boolean(),
    })
    .optional(),
});

/** The spec's profitData (the engine's) with the figures of the honest forecast beside it. */
export const profitDataSchema = ProfitDataSchema.extend({
  /** Extra figures the engine answers beyond the spec's fields. */
  paybackYear: z.number().int().nullable(),
  npvKrw: z.number().int(),
  irr: z.number().nullable(),
  lcoeKrwPerKwh: z.number().int(),
  prices: z.object({
    smpKrwPerKwh: z.number(),
    recKrwPerRec: z.number(),
    recWeight: z.number(),
    source: z.enum(['live', 'default']),
    localDiv: z.union([z.literal(1), z.literal(9)]),
    /**
     * How the spot scenario's starting SMP was found: 'solar-weighted-12m' = the trailing 12
     * months of the price table weighted by this site's monthly output; 'latest' = the latest
     * published row; 'default' = the server default (below 30 kW or prices unavailable).
     * Absent on forecasts stored before it was recorded.
     */
    smpBasis: z.enum(['solar-weighted-12m', 'latest', 'default']).optional(),
    /** Where the SMP came from, and its status. */
    smpSource: z.string().optional(),
    smpConfidence: z.enum(['confirmed', 'unconfirmed']).optional(),
    /**
     * Whose SMP the spot scenario used: 'jeju' or 'land' (a 제주 parcel priced with the land
     * months when 12 Jeju months are not published). Absent on forecasts stored before it.
     */
    smpArea: z.enum(['land', 'jeju']).optional(),
  }),
  station: z.object({
    stnId: z.number().int(),
    stnName: z.string(),
    distanceKm: z.number().nullable(),
  }),
  assumptionsVersion: z.string(),
  /**
   * The honest forecast beside the spec's fields (issue 18; absent on forecasts stored before it):
   * these names are what clients rely on.
   */
  uncertainty: UncertaintySchema.optional(),
  losses: z.array(LossSchema).optional(),
  operatingCosts: z.array(OperatingCostSchema).optional(),
  oneOffCosts: z.array(OneOffCostSchema).optional(),
  finance: forecastFinanceSchema.optional(),
  scenarios: z.array(ScenarioSchema).optional(),
  financeInputs: financeInputsSchema.optional(),
  /** How the station's figures were calibrated to fleet statistics. */
  calibration: z
    .object({
      climateStnName: z.string(),
      gradient: z.number(),
      constant: z.number(),
      fleetRegion: z.string(),
      fleetHoursPerDay: z.number(),
      physicsAnnualKwh: z.number(),
      totalLossPct: z.number(),
    })
    .optional(),
  /**
   * Which power_profit_default row the fallbacks and REC weights came from: its `asOf` and source
   * (absent on forecasts stored before it was recorded).
   */
  defaults: z.object({ asOf: z.string(), source: z.string() }).optional(),
  /*
   * The 2026 forecast (issue 31/32; absent on forecasts stored before it): the annual curtailment
   * and its basis, the horizon, the headline figures with one definition each, 상계거래 when the
   * owner gave a use, and the owner-facing assumptions with Korean names and sources.
   */
  curtailmentPct: z.number().optional(),
  curtailment: CurtailmentSchema.optional(),
  horizon: HorizonSchema.optional(),
  headline: HeadlineSchema.optional(),
  selfConsumption: SelfConsumptionSchema.optional(),
  ownerAssumptions: z.array(OwnerAssumptionSchema).optional(),
  /** On farmland: the route this forecast is for (`horizon` says the years). */
  farmlandRoute: z.enum(FARMLAND_ROUTES).optional(),
  /**
   * On farmland that allows 영농형, forecast for conversion: what the lead scenario gives over the
   * permit's years instead (the same engine with `operatingYears`).
   */
  agrivoltaic: z
    .object({
      permitYears: z.number().int(),
      yAvgProfit: z.number().int(),
      predictionProfit: z.number().int(),
      paysBack: z.boolean(),
      paybackYear: z.number().int().nullable(),
      projectIrr: z.number().nullable(),
    })
    .optional(),
});
export type ProfitData = z.infer<typeof profitDataSchema>;
export type FinanceInputs = z.infer<typeof financeInputsSchema>;
/** P50/P90/P10 of the first-year energy and of the 20-year mean (engine's uncertainty budget). */
export type ForecastUncertainty = z.infer<typeof UncertaintySchema>;

export const predictionAnswerSchema = z.object({
  predictionMonthlyPower: z.string(),
  profitData: z.string(),
});

export * from './recruit.js';
