// The analysis's forecast and profit (spec sections 7 and 9): the nearest station, the engine's
// year and 20-year finance, with the server's defaults, live prices from 30 kW up and the
// station's calibration; the grid connection and a farmland permit from the land data (issue 31);
// a roof owner's own use when given.
import type { FarmlandRoute, LandData, PowerProfitDefaults, ProfitData } from '@haetbit/contracts';
import {
  defaultsPriceSources,
  forecast,
  nearestStation,
  recWeightFor,
  type ForecastRequest,
  type GridConnection,
  type OwnerSource,
  type SelfConsumptionInput,
} from '@haetbit/solar';
import { AppError } from '../../lib/errors.js';
import type { AnalysisRow } from './repo.js';

/** Live prices for a local division (1 mainland, 9 Jeju): SMP in 원/kWh, REC in 원/REC. */
export interface PriceSource {
  latest(localDiv: 1 | 9): Promise<{
    smpKrwPerKwh: number;
    recKrwPerRec: number;
    smpSource?: string;
    confidence?: 'confirmed' | 'unconfirmed';
    /** The SMP row's own status (`confidence` also weighs the REC row). */
    smpConfidence?: 'confirmed' | 'unconfirmed';
    /** YYYYMMDD: first day of the SMP row used. */
    smpDt?: string;
    /** Twelve monthly SMP figures by calendar month, when the source has the trailing 12. */
    trailing12?: {
      byCalendarMonth: number[];
      source: string;
      confidence: 'confirmed' | 'unconfirmed';
      /** YYYY-MM..YYYY-MM. */
      window?: string;
    } | null;
  }>;
}

/** Per-station linear calibration of the physics result (spec: gradient and constant). */
export interface CalibrationSource {
  calibrationFor(stnId: number): Promise<{ gradient: number; constant: number }>;
}

type LivePrices = Awaited<ReturnType<PriceSource['latest']>>;

/** What the forecast reads besides the analysis. */
export interface ProfitDeps {
  /** Server defaults below 30 kW and REC weights (power_profit_default). */
  profitDefaults: () => Promise<PowerProfitDefaults>;
  prices: PriceSource;
  calibration?: CalibrationSource;
  logger?: { warn(object: object, message: string): void };
}

/** Live SMP/REC prices are used from this size up; smaller systems use the defaults (spec 9). */
export const LIVE_PRICE_MIN_KW = 30;
/** A pnu starting 50 is Jeju, priced in local division 9 (spec section 9). */
export const localDivOf = (pnu: string): 1 | 9 => (pnu.startsWith('50') ? 9 : 1);

/** How the SMP of a forecast was found, with its source and status (shown with the assumptions). */
function smpProvenance(
  priceSource: 'live' | 'default',
  prices: LivePrices,
  defaultsSource: string,
): Pick<ProfitData['prices'], 'smpBasis' | 'smpSource' | 'smpConfidence'> {
  if (priceSource === 'default') {
    return {
      smpBasis: 'default',
      smpSource: `server default below ${LIVE_PRICE_MIN_KW} kW or without live prices: ${defaultsSource}`,
      smpConfidence: 'unconfirmed',
    };
  }
  if (prices.trailing12) {
    return {
      smpBasis: 'solar-weighted-12m',
      smpSource: `${prices.trailing12.source}; each month weighted by this site's expected output`,
      smpConfidence: prices.trailing12.confidence,
    };
  }
  return {
    smpBasis: 'latest',
    smpSource: `${prices.smpSource ?? 'latest published SMP'}; the trailing 12 months are not all published, so the latest row is used`,
    smpConfidence: prices.smpConfidence ?? prices.confidence ?? 'unconfirmed',
  };
}

/**
 * The grid connection and a farmland permit's years for the chosen install type, from the land
 * module's verdicts (`powerLine.reason`, `landType.farmland`; absent on analyses stored before
 * them, which read as a standard connection without a permit). `farmland` says whether the lot is
 * 전·답·과수원 for a ground plant.
 */
export function gridAndPermitOf(
  landData: LandData,
  installType: 'R' | 'L',
): {
  gridConnection: GridConnection;
  permitYears: number | undefined;
  farmland: boolean;
} {
  const item = landData.feasibility[installType];
  const reason = item.powerLine.reason;
  const gridConnection: GridConnection =
    reason === 'managedSubstation'
      ? 'managed'
      : reason === 'flexibleConnection'
        ? 'flexible'
        : 'standard';
  // A permit limits an agrivoltaic plant on farmland (영농형 타용도 일시사용허가); roofs are unaffected.
  const farmland = installType === 'L' ? item.landType.farmland : undefined;
  return {
    gridConnection,
    permitYears: farmland?.agrivoltaicPermitYears ?? undefined,
    farmland: farmland !== undefined,
  };
}

/** ISO date of a YYYYMMDD or YYYY-MM string (the price rows' dates). */
function isoDate(value: string): string {
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return value;
}

/**
 * Whose SMP a forecast used: a 제주 parcel takes the land months when 12 Jeju months are not
 * published (the price service says so in its source) or when the defaults apply.
 */
function smpAreaOf(
  localDiv: 1 | 9,
  priceSource: 'live' | 'default',
  prices: LivePrices,
): 'land' | 'jeju' {
  if (localDiv === 1 || priceSource === 'default') return 'land';
  const source = prices.trailing12?.source ?? prices.smpSource ?? '';
  return /land SMP used/.test(source) ? 'land' : 'jeju';
}

/** The owner-facing source of the SMP a forecast used. */
function smpOwnerSources(
  priceSource: 'live' | 'default',
  prices: LivePrices,
  defaults: PowerProfitDefaults,
  localDiv: 1 | 9,
): OwnerSource[] {
  if (priceSource === 'default') return defaultsPriceSources('smp', defaults.fitSmp, defaults.asOf);
  const area = smpAreaOf(localDiv, priceSource, prices) === 'jeju' ? '제주' : '육지';
  const last = prices.trailing12?.window?.split('..')[1];
  return [
    {
      org: '한국전력거래소 (햇빛 매칭 가격표)',
      title: prices.trailing12
        ? `최근 12개월 ${area} SMP 월평균${prices.trailing12.window ? ` (${prices.trailing12.window.replace('..', '~')})` : ''}, 이 부지의 월별 발전량으로 가중`
        : `가장 최근에 공표된 ${area} SMP`,
      asOf: isoDate(last ?? prices.smpDt ?? defaults.asOf),
      confidence:
        (prices.trailing12?.confidence ?? prices.smpConfidence ?? prices.confidence) === 'confirmed'
          ? 'confirmed'
          : 'unconfirmed',
    },
  ];
}

/** The live prices, or undefined (logged) when the source cannot answer: the defaults apply. */
async function livePrices(deps: ProfitDeps, localDiv: 1 | 9): Promise<LivePrices | undefined> {
  try {
    return await deps.prices.latest(localDiv);
  } catch (error) {
    deps.logger?.warn({ err: error, localDiv }, 'live SMP/REC unavailable: using defaults');
    return undefined;
  }
}

/** The engine's forecast and the spec's profit for the stored install type and size. */
export async function forecastProfit(
  deps: ProfitDeps,
  row: AnalysisRow,
  azimuthDeg: number,
  tiltDeg: number,
  owner: {
    /** A roof owner's own use (상계거래); absent: the one of the stored forecast, if any. */
    selfConsumption?: SelfConsumptionInput | undefined;
    /** Farmland: 농지전용 or 영농형; absent: the stored forecast's, else conversion. */
    farmlandRoute?: FarmlandRoute | undefined;
  } = {},
): Promise<{ profitData: ProfitData; monthlyKwh: number[] }> {
  if (row.installType !== 'R' && row.installType !== 'L') {
    throw new AppError('INSTALL_TYPE_REQUIRED');
  }
  const systemSizeKw = row.systemSizeKw ?? 0;
  if (!(systemSizeKw > 0)) throw new AppError('CAPACITY_UNKNOWN');
  const center = row.landData.boundaryPos?.center;
  if (!center) throw new AppError('CAPACITY_UNKNOWN');

  const localDiv = localDivOf(row.pnu);
  const station = nearestStation(center.lat, center.lng);
  // The defaults, the live prices and the station's calibration are independent reads.
  const [defaults, live, calibrationRow] = await Promise.all([
    deps.profitDefaults(),
    systemSizeKw >= LIVE_PRICE_MIN_KW ? livePrices(deps, localDiv) : undefined,
    deps.calibration?.calibrationFor(station.stnId),
  ]);
  const prices: LivePrices = live ?? {
    smpKrwPerKwh: defaults.fitSmp,
    recKrwPerRec: defaults.fitRec,
  };
  const priceSource: 'live' | 'default' = live ? 'live' : 'default';
  const isForest = row.landData.landInfo?.lndcgrCodeNm === '임야';
  const recWeight = recWeightFor(row.installType, systemSizeKw, isForest, defaults);
  const calibration = calibrationRow ?? { gradient: 1, constant: 0 };
  const { gridConnection, permitYears, farmland } = gridAndPermitOf(row.landData, row.installType);
  const farmlandRoute: FarmlandRoute | undefined = farmland
    ? (owner.farmlandRoute ?? row.profitData?.farmlandRoute ?? 'conversion')
    : undefined;
  const operatingYears = farmlandRoute === 'agrivoltaic' ? permitYears : undefined;
  const isJeju = localDiv === 9;
  const fixedContract = isJeju
    ? defaults.fixedContractJejuKrwPerMwh
    : defaults.fixedContractKrwPerMwh;
  const stored = row.profitData?.selfConsumption;
  const ownUse: SelfConsumptionInput | undefined =
    owner.selfConsumption ??
    (stored ? { tariff: stored.tariff, monthlyKwh: stored.monthlyKwh } : undefined);
  const request: ForecastRequest = {
    address: row.address,
    installType: row.installType,
    isForest,
    systemSize: systemSizeKw,
    azimuth: azimuthDeg,
    tilt: tiltDeg,
    latitude: center.lat,
    longitude: center.lng,
    // The station found above: the engine measures the site's distance to it, not searching again.
    stationId: station.stnId,
    ...(prices.trailing12
      ? { smpMonthly: prices.trailing12.byCalendarMonth }
      : { smpPrice: prices.smpKrwPerKwh }),
    recPrice: prices.recKrwPerRec,
    recRate: recWeight,
    gradient: calibration.gradient,
    constant: calibration.constant,
    fixedPrice: fixedContract,
    gridConnection,
    ...(operatingYears !== undefined ? { operatingYears } : {}),
    ...(ownUse && row.installType === 'R' ? { selfConsumption: ownUse } : {}),
    priceSources: {
      smp: smpOwnerSources(priceSource, prices, defaults, localDiv),
      fixed: defaultsPriceSources('fixedPrice', fixedContract, defaults.asOf),
    },
  };
  const result = forecast(request);
  // Converted farmland that would also allow 영농형: what the permit's years would give.
  const agrivoltaic =
    farmlandRoute === 'conversion' && permitYears !== undefined
      ? forecast({ ...request, operatingYears: permitYears })
      : undefined;
  const profitData: ProfitData = {
    ...result.profitData,
    paybackYear: result.finance.paybackYear,
    npvKrw: result.finance.npvKrw,
    irr: result.finance.irr,
    lcoeKrwPerKwh: result.finance.lcoeKrwPerKwh,
    prices: {
      smpKrwPerKwh: result.prices.smpKrwPerKwh,
      recKrwPerRec: prices.recKrwPerRec,
      recWeight,
      source: priceSource,
      localDiv,
      ...smpProvenance(priceSource, prices, defaults.source),
      smpArea: smpAreaOf(localDiv, priceSource, prices),
    },
    station: {
      stnId: result.station.stnId,
      stnName: result.station.stnName,
      distanceKm: result.station.distanceKm,
    },
    assumptionsVersion: result.assumptionsVersion,
    uncertainty: result.uncertainty,
    losses: result.losses,
    operatingCosts: result.operatingCosts,
    oneOffCosts: result.oneOffCosts,
    finance: {
      projectIrr: result.finance.projectIrr,
      equityIrr: result.finance.equityIrr,
      projectPaybackYear: result.finance.projectPaybackYear,
      paybackYear: result.finance.paybackYear,
      npvKrw: result.finance.npvKrw,
      lcoeKrwPerKwh: result.finance.lcoeKrwPerKwh,
      minDscr: result.finance.minDscr,
      priceScenario: result.finance.priceScenario,
      paysBack: result.finance.paysBack,
      loanKrw: result.finance.loanKrw,
      equityKrw: result.finance.equityKrw,
      p90: result.finance.p90,
    },
    scenarios: result.scenarios,
    financeInputs: {
      systemSizeKw,
      installType: row.installType,
      isForest,
      firstYearKwh: result.energy.annualKwh,
      curtailmentPct: result.curtailmentPct,
      recWeight,
      smpPriceKrwPerKwh: result.prices.smpKrwPerKwh,
      recPriceKrwPerRec: prices.recKrwPerRec,
      p90LifetimeFactor: result.uncertainty.p90LifetimeFactor,
      priceScenario: result.finance.priceScenario,
      zeroPriceEnergyPct:
        result.finance.priceScenario === 'selfConsumption'
          ? 0
          : result.curtailment.zeroPriceEnergyPct,
      fixedContractKrwPerMwh: fixedContract,
      years: result.horizon.years,
      ...(result.prices.recSpotCloseYear !== undefined
        ? { spotRecCloseYear: result.prices.recSpotCloseYear }
        : {}),
      ...(result.selfConsumption?.eligible
        ? {
            selfConsumption: {
              tariff: result.selfConsumption.tariff,
              savingKrwByYear: result.selfConsumption.savingKrwByYear,
              taxExempt: result.selfConsumption.tariff === 'residential',
            },
          }
        : {}),
    },
    calibration: {
      climateStnName: result.station.climateStnName,
      gradient: result.station.gradient,
      constant: result.station.constant,
      fleetRegion: result.station.fleetRegion,
      fleetHoursPerDay: result.station.fleetHoursPerDay,
      physicsAnnualKwh: result.energy.physicsAnnualKwh,
      totalLossPct: result.energy.totalLossPct,
    },
    defaults: { asOf: defaults.asOf, source: defaults.source },
    curtailmentPct: result.curtailmentPct,
    curtailment: result.curtailment,
    horizon: result.horizon,
    headline: result.headline,
    ...(result.selfConsumption ? { selfConsumption: result.selfConsumption } : {}),
    ownerAssumptions: result.ownerAssumptions,
    ...(farmlandRoute ? { farmlandRoute } : {}),
    ...(agrivoltaic
      ? {
          agrivoltaic: {
            permitYears: agrivoltaic.horizon.years,
            yAvgProfit: agrivoltaic.profitData.yAvgProfit,
            predictionProfit: agrivoltaic.profitData.predictionProfit,
            paysBack: agrivoltaic.finance.paysBack ?? false,
            paybackYear: agrivoltaic.finance.paybackYear,
            projectIrr: agrivoltaic.finance.projectIrr,
          },
        }
      : {}),
  };
  return { profitData, monthlyKwh: result.monthlyProduction };
}
