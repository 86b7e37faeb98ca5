// forecast: the `/calc-proposal-data/v2` answer (spec sections 3, 7 and 9) from the calculation
// inputs: station -> synthetic year -> model chain -> fleet calibration -> 20-year finance (spot
// and fixed-price scenarios, P90 run) -> uncertainty band and loss chain.
import { ASSUMPTIONS_VERSION, FINANCE_DEFAULTS, SYSTEM_DEFAULTS } from './assumptions.js';
import { FLEET_HOURS, fleetCalibration } from './calibration.js';
import { getStation, nearestStation, climateStationFor, syntheticYear } from './climatology.js';
import { runFinance } from './finance.js';
import type { FinanceInput, FinanceResult } from './finance.js';
import { energyUncertainty, lossChain, totalLossPct } from './uncertainty.js';
import { simulatePrepared } from './modelchain.js';
import type { PreparedSky, SystemSpec } from './modelchain.js';
import { ForecastInputSchema } from './schemas.js';
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

const temperatureLossCache = new Map<string, number>();

/**
 * The temperature loss, %: the same chain rerun with a temperature coefficient of 0. Every step of
 * the chain scales with the system size, so the share depends on the station and the system's
 * shape only and is cached by them (one extra simulation per station and shape).
 */
function temperatureLossPctFor(
  climateStnId: number,
  sky: PreparedSky,
  system: SystemSpec,
  physics: { annualKwh: number },
): number {
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
  const cached = temperatureLossCache.get(key);
  if (cached !== undefined) return cached;
  const noTemperature = simulatePrepared(sky, { ...system, gammaPdcPerC: 0 });
  const pct =
    noTemperature.annualKwh > 0 ? 100 * (1 - physics.annualKwh / noTemperature.annualKwh) : 0;
  if (temperatureLossCache.size > 10_000) temperatureLossCache.clear();
  temperatureLossCache.set(key, pct);
  return pct;
}

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

  let station: Omit<
    ForecastOutput['station'],
    'gradient' | 'constant' | 'calibration' | 'fleetRegion' | 'fleetHoursPerDay'
  >;
  if (input.stationId !== undefined) {
    const s = getStation(input.stationId);
    if (!s) throw new SolarInputError(`unknown KMA station id ${input.stationId}`);
    const c = climateStationFor(s.stnId);
    station = {
      stnId: s.stnId,
      stnName: s.name,
      climateStnId: c.stnId,
      climateStnName: c.name,
      distanceKm: null,
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
  const physics = simulatePrepared(sky, system);
  const temperatureLossPct = temperatureLossPctFor(station.climateStnId, sky, system, physics);
  const monthly = calibrateMonthlyKwh(physics.monthlyKwh, gradient, constant);
  const annualKwh = monthly.reduce((a, b) => a + b, 0);
  const curtailmentPct =
    input.curtailmentPct ??
    (isJeju
      ? FINANCE_DEFAULTS.curtailmentJejuPct.value
      : FINANCE_DEFAULTS.curtailmentMainlandPct.value);

  const smpBasis = input.smpMonthly
    ? ('solar-weighted' as const)
    : input.smpPrice !== undefined
      ? ('given' as const)
      : ('default' as const);
  const smpPrice = input.smpMonthly
    ? round2(solarWeightedSmp(input.smpMonthly, monthly))
    : (input.smpPrice ?? FINANCE_DEFAULTS.smpPriceKrwPerKwh.value);

  const financeInput: FinanceInput = {
    systemSizeKw: kw,
    installType: input.installType,
    isForest: input.isForest,
    firstYearKwh: annualKwh,
    years: input.years,
    smpPriceKrwPerKwh: smpPrice,
    recPriceKrwPerRec: input.recPrice,
    recWeight: input.recRate,
    priceIncreasePct: input.increaseRate,
    moduleLossPct: input.moduleLossRate,
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
    fixedContractKrwPerMwh: input.fixedPrice,
    curtailmentPct,
  };
  const fin = runFinance({ ...financeInput, priceScenario: input.priceScenario });
  const scenarioRuns: Record<'spot' | 'fixed', FinanceResult> = {
    spot:
      input.priceScenario === 'spot' ? fin : runFinance({ ...financeInput, priceScenario: 'spot' }),
    fixed:
      input.priceScenario === 'fixed'
        ? fin
        : runFinance({ ...financeInput, priceScenario: 'fixed' }),
  };
  const uncertainty = energyUncertainty({
    firstYearKwh: fin.years.length > 0 ? fin.years[0]!.energyKwh : 0,
    meanAnnualKwh: fin.totalEnergyKwh / input.years,
    years: input.years,
    stationDistanceKm: station.distanceKm,
    isJeju,
  });
  const p90 = runFinance({
    ...financeInput,
    priceScenario: input.priceScenario,
    firstYearKwh: annualKwh * uncertainty.p90LifetimeFactor,
  });
  const losses = lossChain({
    temperaturePct: temperatureLossPct,
    inverterPct: 100 * (1 - system.etaInvNom),
    curtailmentPct,
    degradationFirstYearPct: fin.parameters.degradationFirstYearPct,
  });
  const ratio = (x: number | null): number | null =>
    x === null ? null : Math.round(x * 1e6) / 1e6;

  const monthlyProduction = monthly.map((kwh) => Math.round(kwh));
  const monthlyAvgPowerTimes = monthly.map((kwh, m) =>
    round2(kwh / kw / daysInMonth(SYNTHETIC_YEAR, m + 1)),
  );
  const dailyGenerationHours = annualKwh / kw / 365;
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
      mAvgPower: Math.round(fin.totalEnergyKwh / (12 * input.years)),
      dAvgPowerTime: round2(dailyGenerationHours),
      profitChart: fin.profitChartKrw,
      predictionPowerChart: monthlyProduction,
    },
    prices: { smpKrwPerKwh: smpPrice, smpBasis },
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
      priceScenario: fin.priceScenario,
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
    scenarios: (['spot', 'fixed'] as const).map((name) => {
      const run = scenarioRuns[name];
      const y1 = run.years[0];
      return {
        name,
        yAvgProfit: run.yAvgProfitKrw,
        projectIrr: ratio(run.projectIrr),
        paybackYear: run.paybackYear,
        projectPaybackYear: run.projectPaybackYear,
        firstYearPriceKrwPerKwh: y1 ? round2(y1.smpKrwPerKwh + y1.recKrwPerKwh) : 0,
      };
    }),
    energy: {
      physicsAnnualKwh: round2(physics.annualKwh),
      annualKwh: round2(annualKwh),
      specificYieldKwhPerKwp: round2(annualKwh / kw),
      dailyGenerationHours: Math.round(dailyGenerationHours * 1000) / 1000,
      totalLossPct: round2(totalLossPct(losses)),
    },
  };
}
