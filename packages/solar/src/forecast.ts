// forecast: the `/calc-proposal-data/v2` answer (spec sections 3, 7 and 9) from the calculation
// inputs: station -> synthetic year -> model chain -> fleet calibration -> curtailment by region,
// season and connection -> the horizon (a permit may shorten it) -> finance of every scenario
// (fixed contract, spot, spot with the REC market closing, self-consumption for a roof with its
// use given), the lead one in profitData -> uncertainty band, P90 run and loss chain -> the
// headline figures and the owner-facing assumptions.
import { ASSUMPTIONS_VERSION, FINANCE_DEFAULTS, SYSTEM_DEFAULTS } from './assumptions.js';
import { FLEET_HOURS, fleetCalibration } from './calibration.js';
import {
  getStation,
  greatCircleDistanceM,
  nearestStation,
  climateStationFor,
  syntheticYear,
} from './climatology.js';
import { curtailmentFor, curtailmentRegionOf } from './curtailment.js';
import { runFinance } from './finance.js';
import type { FinanceInput, FinanceResult } from './finance.js';
import type { OwnerSource, PriceScenarioName, Scenario, ScenarioName } from './forecast-output.js';
import { OWNER_SOURCES, ownerAssumptions } from './owner-assumptions.js';
import { monthlyUseKwh as selfConsumptionUse, selfConsumptionSavings } from './self-consumption.js';
import type { SelfConsumptionRun } from './self-consumption.js';
import { energyUncertainty, lossChain, totalLossPct } from './uncertainty.js';
import { simulatePrepared } from './modelchain.js';
import type { PreparedSky, SystemSpec } from './modelchain.js';
import { ForecastInputSchema, NET_METERING_MAX_KW } from './schemas.js';
import type { ForecastOutput, ForecastRequest } from './schemas.js';
import { SolarInputError } from './simulate.js';
import { daysInMonth } from './time.js';
import { SYNTHETIC_YEAR } from './climatology.js';

const round2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * Applies the station calibration energy' = gradient x energy + constant to a year of monthly
 * energy: the constant (kWh/year) is spread evenly over the 12 months; months never go below 0.
 */
export function calibrateMonthlyKwh(
  monthlyKwh: readonly number[],
  gradient: number,
  constant: number,
): number[] {
  return monthlyKwh.map((kwh) => Math.max(0, gradient * kwh + constant / 12));
}

/**
 * The solar-weighted SMP, KRW/kWh: each calendar month's SMP weighted by the energy the site is
 * expected to deliver in that month, sum(SMP_m x E_m) / sum(E_m). A plant sells when the sun
 * shines, so a spring month of high output counts more than a dark December.
 */
export function solarWeightedSmp(
  monthlySmpKrwPerKwh: readonly number[],
  monthlyKwh: readonly number[],
): number {
  if (monthlySmpKrwPerKwh.length !== 12 || monthlyKwh.length !== 12) {
    throw new RangeError('solarWeightedSmp needs 12 monthly prices and 12 monthly energies');
  }
  let weighted = 0;
  let energy = 0;
  for (let m = 0; m < 12; m++) {
    weighted += monthlySmpKrwPerKwh[m]! * monthlyKwh[m]!;
    energy += monthlyKwh[m]!;
  }
  if (energy > 0) return weighted / energy;
  return monthlySmpKrwPerKwh.reduce((a, b) => a + b, 0) / 12;
}

/** The chain's answer for 1 kWp of a system shape at a climate station. */
interface ChainPerKwp {
  monthlyKwhPerKwp: number[];
  annualKwhPerKwp: number;
  /** The temperature loss, %: the chain rerun with a temperature coefficient of 0. */
  temperatureLossPct: number;
}

const chainCache = new Map<string, ChainPerKwp>();

/** Forgets every station's kept chain (benchmarks measure a shape's first forecast with it). */
export function clearChainCache(): void {
  chainCache.clear();
}

/**
 * The model chain for 1 kWp of a system shape at a climate station, and its temperature loss.
 * Every step of the chain scales with the system size (PVWatts DC with pdc0, the inverter's AC
 * and DC ratings with the nameplate, the losses as factors), so the yield per kWp depends on the
 * station and the system's shape only: it is kept per station and shape (as the temperature loss
 * always was), and a forecast of any size multiplies it (identical to simulating that size, to
 * floating-point rounding; a test checks it).
 */
function chainPerKwp(climateStnId: number, sky: PreparedSky, system: SystemSpec): ChainPerKwp {
  const key = [
    climateStnId,
    system.tiltDeg,
    system.surfaceAzimuthDeg,
    system.dcAcRatio,
    system.lossesPct,
    system.gammaPdcPerC,
    system.etaInvNom,
    system.albedo,
    system.temperatureModel,
    system.transposition,
    system.iam,
  ].join('|');
  const cached = chainCache.get(key);
  if (cached !== undefined) return cached;
  const unit = { ...system, systemKwp: 1 };
  const physics = simulatePrepared(sky, unit);
  const noTemperature = simulatePrepared(sky, { ...unit, gammaPdcPerC: 0 });
  const entry: ChainPerKwp = {
    monthlyKwhPerKwp: physics.monthlyKwh,
    annualKwhPerKwp: physics.annualKwh,
    temperatureLossPct:
      noTemperature.annualKwh > 0 ? 100 * (1 - physics.annualKwh / noTemperature.annualKwh) : 0,
  };
  if (chainCache.size > 10_000) chainCache.clear();
  chainCache.set(key, entry);
  return entry;
}

/**
 * Rounds monthly values to integers whose sum is `total` (largest remainders), so the monthly bars
 * add up exactly to the first-year figure shown beside them.
 */
export function roundToTotal(values: readonly number[], total: number): number[] {
  const floors = values.map((v) => Math.floor(v));
  let missing = total - floors.reduce((a, b) => a + b, 0);
  const order = values
    .map((v, i) => ({ i, r: v - Math.floor(v) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; missing > 0 && k < order.length; k++, missing--) floors[order[k]!.i]! += 1;
  for (let k = order.length - 1; missing < 0 && k >= 0; k--, missing++) floors[order[k]!.i]! -= 1;
  return floors;
}

const ratio = (x: number | null): number | null => (x === null ? null : Math.round(x * 1e6) / 1e6);
const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/** The spot SMP's owner-facing source when the engine's default was used. */
const DEFAULT_SMP_SOURCES: OwnerSource[] = [OWNER_SOURCES.smp];
const GIVEN_SMP_SOURCES: OwnerSource[] = [
  {
    org: '햇빛 매칭',
    title: '계산 요청에 들어온 SMP',
    asOf: '2025-11-28',
    confidence: 'unconfirmed',
  },
];
const GIVEN_FIXED_SOURCES: OwnerSource[] = [
  {
    org: '햇빛 매칭',
    title: '계산 요청에 들어온 고정가격계약 단가',
    asOf: '2025-11-28',
    confidence: 'unconfirmed',
  },
];

/**
 * Full forecast. The sun is evaluated at the climate station (its synthetic year and geometry are
 * cached per station); the site coordinates only choose the station. Validates its input with
 * {@link ForecastInputSchema} and throws {@link SolarInputError} on invalid input.
 */
export function forecast(request: ForecastRequest): ForecastOutput {
  const parsed = ForecastInputSchema.safeParse(request);
  if (!parsed.success) {
    throw new SolarInputError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '),
    );
  }
  const input = parsed.data;
  if (input.priceScenario === 'selfConsumption' && !input.selfConsumption) {
    throw new SolarInputError('priceScenario selfConsumption needs the selfConsumption input');
  }

  let station: Omit<
    ForecastOutput['station'],
    'gradient' | 'constant' | 'calibration' | 'fleetRegion' | 'fleetHoursPerDay'
  >;
  if (input.stationId !== undefined) {
    const st = getStation(input.stationId);
    if (!st) throw new SolarInputError(`unknown KMA station id ${input.stationId}`);
    const c = climateStationFor(st.stnId);
    // With the site's coordinates beside it (a caller that found the nearest station already),
    // the distance is measured to the station given: no second search.
    const site =
      input.latitude !== undefined && input.longitude !== undefined
        ? { lat: input.latitude, lng: input.longitude }
        : null;
    station = {
      stnId: st.stnId,
      stnName: st.name,
      climateStnId: c.stnId,
      climateStnName: c.name,
      distanceKm: site
        ? round2(greatCircleDistanceM(site.lat, site.lng, st.latitudeDeg, st.longitudeDeg) / 1000)
        : null,
    };
  } else {
    const n = nearestStation(input.latitude!, input.longitude!);
    station = {
      stnId: n.stnId,
      stnName: n.stnName,
      climateStnId: n.climateStnId,
      climateStnName: n.climateStnName,
      distanceKm: round2(n.distanceKm),
    };
  }
  const fleet = fleetCalibration(station.stnId);
  const given = input.gradient !== undefined || input.constant !== undefined;
  const gradient = given ? (input.gradient ?? 1) : fleet.gradient;
  const constant = given ? (input.constant ?? 0) : fleet.constant;
  const isJeju = getStation(station.climateStnId)?.region === '제주';

  const kw = input.systemSize;
  const system: SystemSpec = {
    tiltDeg: input.tilt,
    surfaceAzimuthDeg: input.azimuth,
    systemKwp: kw,
    dcAcRatio: input.dcAcRatio ?? SYSTEM_DEFAULTS.dcAcRatio.value,
    albedo: SYSTEM_DEFAULTS.albedo.value,
    lossesPct: input.lossesPct ?? SYSTEM_DEFAULTS.lossesPct.value,
    gammaPdcPerC: SYSTEM_DEFAULTS.gammaPdcPerC.value,
    etaInvNom: SYSTEM_DEFAULTS.etaInvNom.value,
    temperatureModel: input.temperatureModel ?? SYSTEM_DEFAULTS.temperatureModel.value,
    transposition: input.transposition ?? SYSTEM_DEFAULTS.transposition.value,
    iam: SYSTEM_DEFAULTS.iam.value,
  };
  const sky = syntheticYear(station.climateStnId).sky;
  const chain = chainPerKwp(station.climateStnId, sky, system);
  const physics = {
    monthlyKwh: chain.monthlyKwhPerKwp.map((kwh) => kwh * kw),
    annualKwh: chain.annualKwhPerKwp * kw,
  };
  const temperatureLossPct = chain.temperatureLossPct;
  const monthly = calibrateMonthlyKwh(physics.monthlyKwh, gradient, constant);
  const annualKwh = monthly.reduce((a, b) => a + b, 0);

  // Curtailment by region (the station's 시도), season and connection.
  const curtailment = curtailmentFor({
    region: curtailmentRegionOf(getStation(station.stnId)?.region ?? ''),
    gridConnection: input.gridConnection,
    monthlyKwh: monthly,
    givenPct: input.curtailmentPct,
  });

  // The horizon: a permit (영농형 타용도 일시사용허가) may end before the analysis horizon.
  const years = Math.min(input.years, input.operatingYears ?? input.years);
  const limitedByPermit = input.operatingYears !== undefined && input.operatingYears < input.years;

  const smpBasis = input.smpMonthly
    ? ('solar-weighted' as const)
    : input.smpPrice !== undefined
      ? ('given' as const)
      : ('default' as const);
  // A month's SMP weighs by the energy sold in it (after that month's curtailment).
  const soldMonthly = monthly.map((kwh, m) => kwh * (1 - curtailment.monthlyPct[m]! / 100));
  const smpPrice = input.smpMonthly
    ? round2(solarWeightedSmp(input.smpMonthly, soldMonthly))
    : (input.smpPrice ?? FINANCE_DEFAULTS.smpPriceKrwPerKwh.value);
  const fixedContract =
    input.fixedPrice ??
    (isJeju
      ? FINANCE_DEFAULTS.fixedContractJejuKrwPerMwh.value
      : FINANCE_DEFAULTS.fixedContractKrwPerMwh.value);
  const recSpotCloseYear = input.recSpotCloseYear ?? FINANCE_DEFAULTS.recSpotCloseYear.value;
  const stepPct = FINANCE_DEFAULTS.degradationFirstYearPct.value;
  const moduleLossPct = input.moduleLossRate ?? FINANCE_DEFAULTS.moduleLossPct.value;

  // The finance runs on the figures the answer states (energy to 0.01 kWh, curtailment to
  // 0.0001 %), so a client rerunning it from them finds the same money to the won.
  const statedAnnualKwh = round2(annualKwh);
  const financeInput: FinanceInput = {
    systemSizeKw: kw,
    installType: input.installType,
    isForest: input.isForest,
    firstYearKwh: statedAnnualKwh,
    years,
    smpPriceKrwPerKwh: smpPrice,
    recPriceKrwPerRec: input.recPrice,
    recWeight: input.recRate,
    priceIncreasePct: input.increaseRate,
    moduleLossPct,
    degradationFirstYearPct: stepPct,
    projectCostManwonPerKw: input.projectCost,
    constructionCostManwonPerKw: input.constructionCost,
    firstLoanRatePct: input.firstLoanRate,
    loanTermYears: input.loanTerm,
    loanInterestPct: input.loanInterest,
    corporateTaxPct: input.corporateTaxRate,
    depreciationYears: input.depreciationPeriod,
    otherCostsManwonPerYear: input.otherCosts,
    discountRatePct: input.discountRate,
    leasedLand: input.leasedLand,
    fixedContractKrwPerMwh: fixedContract,
    curtailmentPct: round4(curtailment.pct),
    zeroPriceEnergyPct: curtailment.zeroPriceEnergyPct,
  };

  // Self-consumption (상계거래): a roof up to 1,000 kW whose owner gave a use. Behind the meter the
  // plant is not curtailed; the saving of each year comes from the tariff.
  const sc = input.selfConsumption;
  const scIneligible: 'over1000kW' | 'notRoof' | null = !sc
    ? null
    : input.installType !== 'R'
      ? 'notRoof'
      : kw > NET_METERING_MAX_KW
        ? 'over1000kW'
        : null;
  if (input.priceScenario === 'selfConsumption' && scIneligible) {
    throw new SolarInputError(
      scIneligible === 'notRoof'
        ? 'self-consumption is modelled for roofs only'
        : `net metering is open up to ${NET_METERING_MAX_KW} kW`,
    );
  }
  const asNewMonthly = monthly.map((kwh) => kwh * (1 - stepPct / 100));
  const scSavings = (factor: number): SelfConsumptionRun =>
    selfConsumptionSavings({
      input: sc!,
      firstYearMonthlyKwh: factor === 1 ? asNewMonthly : asNewMonthly.map((kwh) => kwh * factor),
      degradationPct: moduleLossPct,
      years,
    });
  const scRun = sc && !scIneligible ? scSavings(1) : null;
  const scFinanceInput = (run: SelfConsumptionRun, factor = 1): FinanceInput => ({
    ...financeInput,
    firstYearKwh: statedAnnualKwh * factor,
    priceScenario: 'selfConsumption',
    curtailmentPct: 0,
    zeroPriceEnergyPct: 0,
    revenueKrwByYear: run.savingKrwByYear,
    taxExempt: sc!.tariff === 'residential',
  });

  const runs: Partial<Record<ScenarioName, FinanceResult>> = {
    fixed: runFinance({ ...financeInput, priceScenario: 'fixed' }),
    spot: runFinance({ ...financeInput, priceScenario: 'spot' }),
    spotRecClose: runFinance({ ...financeInput, priceScenario: 'spot', recSpotCloseYear }),
  };
  if (scRun) runs.selfConsumption = runFinance(scFinanceInput(scRun));
  const better =
    runs.selfConsumption &&
    runs.selfConsumption.predictionProfitKrw > runs.fixed!.predictionProfitKrw
      ? ('selfConsumption' as const)
      : ('sell' as const);
  const lead: PriceScenarioName =
    input.priceScenario ?? (better === 'selfConsumption' ? 'selfConsumption' : 'fixed');
  const fin = runs[lead]!;
  const leadCurtailed = lead !== 'selfConsumption';
  const curtailmentPct = leadCurtailed ? curtailment.pct : 0;

  const uncertainty = energyUncertainty({
    firstYearKwh: fin.years.length > 0 ? fin.years[0]!.energyKwh : 0,
    meanAnnualKwh: fin.totalEnergyKwh / years,
    years,
    stationDistanceKm: station.distanceKm,
    isJeju,
    curtailmentSigmaPct: leadCurtailed ? curtailment.sigmaPct : 0,
  });
  const p90Factor = uncertainty.p90LifetimeFactor;
  const p90 =
    lead === 'selfConsumption'
      ? runFinance(scFinanceInput(scSavings(p90Factor), p90Factor))
      : runFinance({
          ...financeInput,
          priceScenario: lead,
          firstYearKwh: statedAnnualKwh * p90Factor,
        });
  const losses = lossChain({
    temperaturePct: temperatureLossPct,
    inverterPct: 100 * (1 - system.etaInvNom),
    curtailmentPct: round4(curtailmentPct),
    degradationFirstYearPct: fin.parameters.degradationFirstYearPct,
  });

  // One definition of the first year: the lead scenario's delivered energy, month by month.
  const firstYearKwh = fin.years.length > 0 ? fin.years[0]!.energyKwh : 0;
  const deliveredMonthly = monthly.map(
    (kwh, m) =>
      kwh * (1 - (leadCurtailed ? curtailment.monthlyPct[m]! : 0) / 100) * (1 - stepPct / 100),
  );
  const monthlyProduction = roundToTotal(deliveredMonthly, firstYearKwh);
  const monthlyAvgPowerTimes = monthlyProduction.map((kwh, m) =>
    round2(kwh / kw / daysInMonth(SYNTHETIC_YEAR, m + 1)),
  );
  const dailyHoursAsNew = annualKwh / kw / 365;
  const firstYearHours = round2(firstYearKwh / kw / 365);
  const monthlyAvgKwh = Math.round(firstYearKwh / 12);

  const scenarioOf = (name: ScenarioName): Scenario | null => {
    const run = runs[name];
    if (!run) return null;
    const y1 = run.years[0];
    return {
      name,
      yAvgProfit: run.yAvgProfitKrw,
      projectIrr: ratio(run.projectIrr),
      paybackYear: run.paybackYear,
      projectPaybackYear: run.projectPaybackYear,
      firstYearPriceKrwPerKwh: y1 ? round2(y1.smpKrwPerKwh + y1.recKrwPerKwh) : 0,
      predictionProfit: run.predictionProfitKrw,
      paysBack: run.paysBack,
      firstYearRevenueKrw: y1 ? y1.revenueKrw : 0,
      ...(name === 'spotRecClose' ? { recSpotCloseYear } : {}),
    };
  };
  const scenarios = (['fixed', 'spot', 'spotRecClose', 'selfConsumption'] as const)
    .map(scenarioOf)
    .filter((x): x is Scenario => x !== null);

  const opex = fin.operatingCosts.reduce((a, l) => a + l.firstYearKrw, 0);
  const inverter = fin.oneOffCosts.find((c) => c.name === 'inverterReplacement');
  const fixedY1 = runs.fixed!.years[0];
  const scFirst = scRun?.firstYear;
  const scGen = scRun?.firstYearGenerationKwh ?? 0;

  return {
    assumptionsVersion: ASSUMPTIONS_VERSION,
    station: {
      ...station,
      gradient,
      constant,
      calibration: given ? 'given' : 'fleet',
      fleetRegion: fleet.region,
      fleetHoursPerDay: FLEET_HOURS[fleet.region].hoursPerDay.value,
    },
    term20: {
      profitDatas: fin.years,
      yearlyProfit: fin.years.map((y) => y.profitKrw),
    },
    monthlyProduction,
    monthlyAvgPowerTimes,
    profitData: {
      yAvgProfit: fin.yAvgProfitKrw,
      mAvgProfit: fin.mAvgProfitKrw,
      predictionProfit: fin.predictionProfitKrw,
      predictionBizCost: fin.projectCostKrw,
      mAvgPower: monthlyAvgKwh,
      dAvgPowerTime: firstYearHours,
      profitChart: fin.profitChartKrw,
      predictionPowerChart: monthlyProduction,
    },
    prices: {
      smpKrwPerKwh: smpPrice,
      smpBasis,
      fixedContractKrwPerMwh: fixedContract,
      fixedBasis: input.fixedPrice !== undefined ? 'given' : 'default',
      recSpotCloseYear,
    },
    finance: {
      recWeight: fin.recWeight,
      projectCostKrw: fin.projectCostKrw,
      loanKrw: fin.loanKrw,
      equityKrw: fin.equityKrw,
      annualLoanPaymentKrw: fin.annualLoanPaymentKrw,
      paybackYear: fin.paybackYear,
      projectPaybackYear: fin.projectPaybackYear,
      npvKrw: fin.npvKrw,
      irr: ratio(fin.irr),
      projectIrr: ratio(fin.projectIrr),
      equityIrr: ratio(fin.irr),
      lcoeKrwPerKwh: fin.lcoeKrwPerKwh,
      minDscr: fin.minDscr,
      priceScenario: lead,
      paysBack: fin.paysBack,
      p90: {
        yAvgProfit: p90.yAvgProfitKrw,
        projectIrr: ratio(p90.projectIrr),
        paybackYear: p90.paybackYear,
        profitChart: p90.profitChartKrw,
      },
    },
    uncertainty,
    losses,
    operatingCosts: fin.operatingCosts,
    oneOffCosts: fin.oneOffCosts,
    scenarios,
    energy: {
      physicsAnnualKwh: round2(physics.annualKwh),
      annualKwh: round2(annualKwh),
      specificYieldKwhPerKwp: round2(annualKwh / kw),
      dailyGenerationHours: Math.round(dailyHoursAsNew * 1000) / 1000,
      totalLossPct: round2(totalLossPct(losses)),
      firstYearKwh,
    },
    curtailmentPct: round4(curtailmentPct),
    curtailment: {
      pct: round4(curtailment.pct),
      monthlyPct: curtailment.monthlyPct,
      region: curtailment.region,
      gridConnection: curtailment.gridConnection,
      zeroPriceEnergyPct: curtailment.zeroPriceEnergyPct,
      sigmaPct: curtailment.sigmaPct,
      sources: curtailment.sources,
    },
    horizon: {
      years,
      operatingYears: input.operatingYears ?? null,
      limitedByPermit,
    },
    headline: {
      years,
      netProfitKrw: fin.predictionProfitKrw,
      equityKrw: fin.equityKrw,
      yearlyCashKrw: fin.yAvgProfitKrw,
      paysBack: fin.paysBack,
      paybackYear: fin.paybackYear,
      firstYearKwh,
      monthlyAvgKwh,
      dailyGenerationHours: firstYearHours,
    },
    ...(sc
      ? {
          selfConsumption: {
            tariff: sc.tariff,
            monthlyKwh: scRun?.useKwh ?? selfConsumptionUse(sc),
            eligible: scIneligible === null,
            ineligibleReason: scIneligible,
            firstYearSavingKrw: scRun?.savingKrwByYear[0] ?? 0,
            savingKrwByYear: scRun?.savingKrwByYear ?? [],
            savingPerKwhKrw: scFirst && scGen > 0 ? round2(scFirst.savingKrw / scGen) : 0,
            selfUsedKwh: Math.round(scFirst?.selfUsedKwh ?? 0),
            surplusCarriedKwh: Math.round(scFirst?.surplusCarriedKwh ?? 0),
            surplusUnusedKwh: Math.round(scFirst?.creditOutKwh ?? 0),
            sellScenario: 'fixed' as const,
            better,
            sources: scRun?.sources ?? [OWNER_SOURCES.engineChoice],
          },
        }
      : {}),
    ownerAssumptions: ownerAssumptions({
      installType: input.installType,
      projectCostManwonPerKw: fin.parameters.projectCostManwonPerKw,
      loanSharePct: fin.parameters.firstLoanRatePct,
      loanTermYears: Math.min(fin.parameters.loanTermYears, years),
      loanInterestPct: fin.parameters.loanInterestPct,
      firstYearOpexKrw: opex,
      inverterReplacement: inverter ? { year: inverter.year, costKrw: inverter.costKrw } : null,
      taxExempt: fin.parameters.taxExempt,
      smpKrwPerKwh: smpPrice,
      smpSources:
        input.priceSources?.smp ??
        (smpBasis === 'default' ? DEFAULT_SMP_SOURCES : GIVEN_SMP_SOURCES),
      recKrwPerRec: fin.parameters.recPriceKrwPerRec,
      recWeight: fin.recWeight,
      fixedFirstYearKrwPerKwh: fixedY1 ? fixedY1.smpKrwPerKwh + fixedY1.recKrwPerKwh : 0,
      fixedSources:
        input.priceSources?.fixed ??
        (input.fixedPrice === undefined
          ? [OWNER_SOURCES.fixedAuction, OWNER_SOURCES.fixedCeiling]
          : GIVEN_FIXED_SOURCES),
      recSpotCloseYear,
      curtailmentPct,
      curtailmentSources: curtailment.sources,
      jeju: curtailment.region === 'jeju',
      selfConsumption:
        scRun && scGen > 0
          ? { tariff: sc!.tariff, savingPerKwhKrw: scRun.firstYear.savingKrw / scGen }
          : null,
      years,
      limitedByPermit,
    }),
  };
}
