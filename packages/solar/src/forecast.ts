// forecast: the `/calc-proposal-data/v2` answer (spec sections 3, 7 and 9) from the calculation
// inputs: station -> synthetic year -> model chain -> calibration -> 20-year finance.
import { ASSUMPTIONS_VERSION, SYSTEM_DEFAULTS } from './assumptions.js';
import { getStation, nearestStation, climateStationFor, syntheticYear } from './climatology.js';
import { runFinance } from './finance.js';
import { simulatePrepared } from './modelchain.js';
import type { SystemSpec } from './modelchain.js';
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

  let station: ForecastOutput['station'];
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
      gradient: input.gradient,
      constant: input.constant,
    };
  } else {
    const n = nearestStation(input.latitude!, input.longitude!);
    station = {
      stnId: n.stnId,
      stnName: n.stnName,
      climateStnId: n.climateStnId,
      climateStnName: n.climateStnName,
      distanceKm: round2(n.distanceKm),
      gradient: input.gradient,
      constant: input.constant,
    };
  }

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
  const physics = simulatePrepared(syntheticYear(station.climateStnId).sky, system);
  const monthly = calibrateMonthlyKwh(physics.monthlyKwh, input.gradient, input.constant);
  const annualKwh = monthly.reduce((a, b) => a + b, 0);

  const fin = runFinance({
    systemSizeKw: kw,
    installType: input.installType,
    isForest: input.isForest,
    firstYearKwh: annualKwh,
    years: input.years,
    smpPriceKrwPerKwh: input.smpPrice,
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
  });

  const monthlyProduction = monthly.map((kwh) => Math.round(kwh));
  const monthlyAvgPowerTimes = monthly.map((kwh, m) =>
    round2(kwh / kw / daysInMonth(SYNTHETIC_YEAR, m + 1)),
  );
  const dailyGenerationHours = annualKwh / kw / 365;
  return {
    assumptionsVersion: ASSUMPTIONS_VERSION,
    station,
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
    finance: {
      recWeight: fin.recWeight,
      projectCostKrw: fin.projectCostKrw,
      loanKrw: fin.loanKrw,
      equityKrw: fin.equityKrw,
      annualLoanPaymentKrw: fin.annualLoanPaymentKrw,
      paybackYear: fin.paybackYear,
      npvKrw: fin.npvKrw,
      irr: fin.irr === null ? null : Math.round(fin.irr * 1e6) / 1e6,
      lcoeKrwPerKwh: fin.lcoeKrwPerKwh,
    },
    energy: {
      physicsAnnualKwh: round2(physics.annualKwh),
      annualKwh: round2(annualKwh),
      specificYieldKwhPerKwp: round2(annualKwh / kw),
      dailyGenerationHours: Math.round(dailyGenerationHours * 1000) / 1000,
    },
  };
}
