// @haetbit/solar: pure TypeScript PV-yield and 20-year finance engine (no I/O).
// Conventions as pvlib: degrees, azimuth clockwise from north (180 = south), W/m2, C, m/s.

// Models
export {
  solarPosition,
  solarPositionInto,
  solarPositionExactInto,
  allocateSolarPositionArrays,
  DEFAULT_DELTA_T_S,
  DEFAULT_REFRACTION_TEMP_C,
  DEFAULT_ATMOS_REFRACT_DEG,
} from './position.js';
export { clearSunEphemerisCache, EPHEMERIS_NODE_SPACING_DAYS } from './sun-ephemeris.js';
export type { SpaSite, SolarPosition, SolarPositionArrays } from './position.js';
export { pressurePaFromAltitudeM, relativeAirmassKastenYoung } from './atmosphere.js';
export {
  SOLAR_CONSTANT_WM2,
  extraterrestrialDniWm2,
  clearnessIndex,
  ERBS_LIMITS,
  erbs,
  erbsSeriesInto,
  aoiProjection,
  angleOfIncidenceDeg,
  groundDiffuseWm2,
  isotropicSkyDiffuseWm2,
  haydaviesSkyDiffuseWm2,
  perezSkyDiffuseWm2,
  perezSkyState,
  perezSkyStateInto,
  PEREZ_ALLSITES_1990,
  totalIrradiance,
} from './irradiance.js';
export type {
  ErbsResult,
  PoaComponents,
  SkyOverPlane,
  TotalIrradianceInput,
  TranspositionModel,
  PerezSkyState,
} from './irradiance.js';
export { iamPhysical, iamPhysicalFromCos, IAM_PHYSICAL_DEFAULTS } from './iam.js';
export type { IamGlass } from './iam.js';
export {
  sapmCellTempC,
  faimanCellTempC,
  cellTempC,
  SAPM_TEMPERATURE_PARAMS,
  FAIMAN_DEFAULTS,
  TEMPERATURE_MODELS,
} from './temperature.js';
export type { SapmMounting, SapmTemperatureParams, TemperatureModel } from './temperature.js';
export { pvwattsDcW, pvwattsInverterAcW, applyLossesW, ETA_INV_REF } from './pvsystem.js';

// Model chain
export {
  allocateWeatherSeries,
  prepareSky,
  prepareSkyFromPositions,
  clearSiteGeometryCache,
  geometryFromPositions,
  siteGeometry,
  clearSunTrackCache,
  skyFromGeometry,
  litRows,
  truncateWeatherSeries,
  simulatePrepared,
  degradeYears,
  decomposeSeriesErbs,
} from './modelchain.js';
export type {
  WeatherSeries,
  PreparedSky,
  SiteGeometry,
  SystemSpec,
  YearResult,
  IamModel,
} from './modelchain.js';
export { simulateYear, SolarInputError, clearTimeIndexCache } from './simulate.js';

// Climatology and stations
export {
  nearestStation,
  listStations,
  getStation,
  getStationClimate,
  climateStationFor,
  greatCircleDistanceM,
  syntheticYear,
  clearSyntheticYearCache,
  haurwitzGhiWm2,
  mulberry32,
  SYNTHETIC_YEAR,
  KST_OFFSET_MIN,
} from './climatology.js';
export type {
  NearestStation,
  StationCalibration,
  StationClimate,
  SyntheticYear,
} from './climatology.js';
export type { StationRecord, ClimatologyRow } from './types.js';
export { STATIONS, STATION_SOURCE } from './data/stations.js';
export { CLIMATOLOGY_ROWS, CLIMATOLOGY_STATUS } from './data/climatology.js';

// Geometry (shared with the server's parcel providers and the web map)
export {
  EARTH_MEAN_RADIUS_M,
  geodesicRingAreaM2,
  metresPerDegree,
  pointInRing,
  projectRingToLocalM,
  ringCenter,
  signedRingArea,
  sameAreaM2,
} from './geometry.js';
export type { Point } from './geometry.js';

// Layout
export {
  layoutOnPolygon,
  layoutOnArea,
  layoutOnLocalPolygon,
  layoutSite,
  KOREA_MID_LATITUDE_DEG,
  rowPitchM,
  winterSolsticeNoonElevationDeg,
} from './layout.js';
export type { LayoutOptions, LayoutResult, LayoutSite, SiteShape } from './layout.js';

// Finance and forecast
export {
  runFinance,
  recWeightFor,
  recWeightKey,
  npv,
  irr,
  koreanCorporateTaxKrw,
  operatingCostLines,
  inverterReplacement,
  defaultProjectCostManwonPerKw,
} from './finance.js';
export type {
  FinanceInput,
  FinanceResult,
  FinanceYear,
  InstallType,
  PriceScenario,
  OperatingCostLine,
  OneOffCost,
} from './finance.js';
export {
  energyUncertainty,
  uncertaintyTerms,
  combinedSigmaPct,
  lossChain,
  totalLossPct,
} from './uncertainty.js';
export type { EnergyUncertainty, UncertaintyTerm, LossItem } from './uncertainty.js';
export {
  FLEET_HOURS,
  REGION_GRADIENTS,
  STATION_GRADIENTS,
  CALIBRATION_VERSION,
  CALIBRATION_SYSTEM,
  fleetBandHours,
  fleetCalibration,
  fleetCalibrationSource,
  fleetRegionOf,
  fitGradients,
  fitRegionGradients,
} from './calibration.js';
export {
  CURTAILMENT,
  CURTAILMENT_SEASON,
  annualCurtailmentPct,
  curtailmentFor,
  curtailmentRegionOf,
} from './curtailment.js';
export type { CurtailmentResult } from './curtailment.js';
export {
  KEPCO_TARIFFS,
  BILL_SURCHARGES,
  SURCHARGE_SOURCES,
  monthlyBillKrw,
  kwhForMonthlyBill,
  seasonOfMonth,
} from './tariffs.js';
export type { Tariff, ResidentialTariff, SeasonalTariff } from './tariffs.js';
export {
  NET_METERING,
  NET_METERING_SOURCE,
  netMeteringYear,
  monthlyUseKwh,
  selfConsumptionSavings,
} from './self-consumption.js';
export type { NetMeteringYear, SelfConsumptionRun } from './self-consumption.js';
export { OWNER_SOURCES, defaultsPriceSources, ownerAssumptions } from './owner-assumptions.js';
export type { OwnerAssumptionContext } from './owner-assumptions.js';
export type { FleetRegion, FleetHours, RegionGradient } from './calibration.js';
export { listAssumptions } from './assumption-list.js';
export { landingExamples, LANDING_LOAN } from './landing-examples.js';
export { LANDING_EXAMPLE_CASE } from './landing-case.js';
export type { LandingExample } from './landing-examples.js';
export type { AssumptionEntry } from './assumption-list.js';
export {
  clearChainCache,
  forecast,
  calibrateMonthlyKwh,
  solarWeightedSmp,
  roundToTotal,
} from './forecast.js';
export {
  ASSUMPTIONS_VERSION,
  REC_WEIGHTS,
  FINANCE_DEFAULTS,
  SYSTEM_DEFAULTS,
  LAYOUT_ASSUMPTIONS,
  OPERATING_COSTS,
  UNCERTAINTY,
  CORPORATE_TAX_BRACKETS,
  LOCAL_INCOME_TAX_SHARE,
  PVWATTS_LOSSES,
  PVWATTS_TOTAL_LOSSES_PCT,
} from './assumptions.js';
export type { RecWeightKey, Sourced } from './assumptions.js';

// Commands and schemas (CLI and HTTP)
export { runCommand, COMMANDS } from './cli.js';
export type { CommandName } from './cli.js';
export * from './schemas.js';
export {
  parseIsoWithOffset,
  parseIsoWithOffsetInto,
  emptyLocalTime,
  formatIsoWithOffset,
  dayOfYear,
  daysInMonth,
  isLeapYear,
} from './time.js';
export type { LocalTime } from './time.js';
