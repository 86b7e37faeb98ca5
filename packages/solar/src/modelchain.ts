// Model chain: hourly weather -> sun -> plane of array -> IAM -> cell temperature -> PVWatts DC
// -> losses -> PVWatts inverter -> monthly and annual energy; then 20 years with degradation.
// Follows pvlib `ModelChain` conventions: apparent zenith for transposition, airmass and aoi;
// cell temperature from POA global; each hourly row counts 1 h; rows that come out NaN count 0
// (pandas `sum` skips NaN). The weather columns are in weather-series.ts, the sun over the site
// in site-geometry.ts and the plane-independent sky terms in prepared-sky.ts.
import { iamPhysicalFromCos } from './iam.js';
import type { TranspositionModel } from './irradiance.js';
import type { PreparedSky } from './prepared-sky.js';
import { ETA_INV_REF } from './pvsystem.js';
import { SAPM_TEMPERATURE_PARAMS, FAIMAN_DEFAULTS } from './temperature.js';
import type { SapmMounting, TemperatureModel } from './temperature.js';

export {
  allocateWeatherSeries,
  decomposeSeriesErbs,
  litRows,
  truncateWeatherSeries,
} from './weather-series.js';
export type { WeatherSeries } from './weather-series.js';
export {
  clearSiteGeometryCache,
  clearSunTrackCache,
  geometryFromPositions,
  siteGeometry,
} from './site-geometry.js';
export type { SiteGeometry } from './site-geometry.js';
export {
  allocateSkyColumns,
  prepareSky,
  prepareSkyFromPositions,
  skyFromGeometry,
} from './prepared-sky.js';
export type { PreparedSky, SkyColumns } from './prepared-sky.js';

const RAD = Math.PI / 180;

export type IamModel = 'none' | 'physical';

/** A PV system for the chain. Names and units as the `simulate` CLI command. */
export interface SystemSpec {
  tiltDeg: number;
  /** Clockwise from north, 180 = south. */
  surfaceAzimuthDeg: number;
  /** DC nameplate, kWp. */
  systemKwp: number;
  /** DC/AC ratio; AC nameplate = systemKwp / dcAcRatio. */
  dcAcRatio: number;
  albedo: number;
  /** Total DC system losses, percent (PVWatts: soiling, wiring, mismatch, availability...). */
  lossesPct: number;
  /** Power temperature coefficient, 1/C (e.g. -0.0037). */
  gammaPdcPerC: number;
  /** Nominal inverter efficiency (0-1). */
  etaInvNom: number;
  temperatureModel: TemperatureModel;
  transposition: TranspositionModel;
  iam: IamModel;
}

export interface YearResult {
  monthlyKwh: number[];
  annualKwh: number;
  specificYieldKwhPerKwp: number;
  dailyGenerationHours: number;
}

/**
 * Runs the chain for every hourly row of a prepared sky (see file header for the chain).
 * Allocation-free apart from the 12-month result.
 */
export function simulatePrepared(sky: PreparedSky, system: SystemSpec): YearResult {
  const w = sky.weather;
  const tilt = system.tiltDeg;
  const cosT = Math.cos(tilt * RAD);
  const sinT = Math.sin(tilt * RAD);
  const cosAs = Math.cos(system.surfaceAzimuthDeg * RAD);
  const sinAs = Math.sin(system.surfaceAzimuthDeg * RAD);
  const isoFactor = 0.5 * (1 + cosT);
  const groundFactor = system.albedo * (1 - cosT) * 0.5;
  const cos85 = Math.cos(85 * RAD);
  const pdc0W = system.systemKwp * 1000;
  const lossFactor = 1 - system.lossesPct / 100;
  const acNameplateW = pdc0W / system.dcAcRatio;
  const invPdc0W = acNameplateW / system.etaInvNom;
  const etaRatio = system.etaInvNom / ETA_INV_REF;
  const model = system.transposition;
  const usePhysicalIam = system.iam === 'physical';
  const faiman = system.temperatureModel === 'faiman';
  const sapm = faiman
    ? SAPM_TEMPERATURE_PARAMS.open_rack_glass_polymer
    : SAPM_TEMPERATURE_PARAMS[system.temperatureModel.slice(5) as SapmMounting];

  const monthlyWh = new Float64Array(12);
  const rows = sky.activeRows;
  // The columns in locals: one load each, not one per row.
  const { ghiWm2, dniWm2, dhiWm2, tempAirC, windMs, month } = w;
  const { cosZenith, sinZenith, cosAzimuth, sinAzimuth, airmass, perezF1, perezF2 } = sky;
  const dniExtra = sky.dniExtraWm2;
  for (let r = 0; r < rows.length; r++) {
    const i = rows[r]!;
    const ghi = ghiWm2[i]!;
    const dni = dniWm2[i]!;
    const dhi = dhiWm2[i]!;
    const cosZ = cosZenith[i]!;
    let cosAoi =
      cosT * cosZ + sinT * sinZenith[i]! * (cosAzimuth[i]! * cosAs + sinAzimuth[i]! * sinAs);
    if (cosAoi > 1) cosAoi = 1;
    else if (cosAoi < -1) cosAoi = -1;
    const cosAoiPos = cosAoi > 0 ? cosAoi : 0;

    let sky_: number;
    if (model === 'isotropic') {
      sky_ = dhi * isoFactor;
    } else if (model === 'haydavies') {
      const rb = cosAoiPos / Math.max(cosZ, 0.01745);
      const ai = dni / dniExtra[i]!;
      const iso = dhi * (1 - ai) * isoFactor;
      const circ = dhi * ai * rb;
      sky_ =
        (iso > 0 ? iso : Number.isNaN(iso) ? iso : 0) +
        (circ > 0 ? circ : Number.isNaN(circ) ? circ : 0);
    } else {
      const am = airmass[i]!;
      if (Number.isNaN(am)) {
        sky_ = 0;
      } else {
        const f1 = perezF1[i]!;
        const b = cosZ > cos85 ? cosZ : cos85;
        const v = dhi * (0.5 * (1 - f1) * (1 + cosT) + (f1 * cosAoiPos) / b + perezF2[i]! * sinT);
        sky_ = v > 0 ? v : Number.isNaN(v) ? v : 0;
      }
    }
    const ground = ghi * groundFactor;
    const beamRaw = dni * cosAoi;
    const beam = beamRaw > 0 ? beamRaw : Number.isNaN(beamRaw) ? beamRaw : 0;
    const poaGlobal = beam + sky_ + ground;
    const iam = usePhysicalIam ? iamPhysicalFromCos(cosAoi) : 1;
    const effective = beam * iam + sky_ + ground;

    const tAir = tempAirC[i]!;
    const wind = windMs[i]!;
    const tCell = faiman
      ? tAir + poaGlobal / (FAIMAN_DEFAULTS.u0 + FAIMAN_DEFAULTS.u1 * wind)
      : poaGlobal * Math.exp(sapm.a + sapm.b * wind) + tAir + (poaGlobal / 1000) * sapm.deltaTC;

    const pdc = effective * 0.001 * pdc0W * (1 + system.gammaPdcPerC * (tCell - 25)) * lossFactor;
    if (pdc === 0 || !(pdc === pdc)) continue;
    const zeta = pdc / invPdc0W;
    let pac = etaRatio * (-0.0162 * zeta - 0.0059 / zeta + 0.9858) * pdc;
    if (pac > acNameplateW) pac = acNameplateW;
    if (!(pac > 0)) continue;
    monthlyWh[month[i]! - 1]! += pac;
  }
  const monthlyKwh = Array.from(monthlyWh, (wh) => wh / 1000);
  const annualKwh = monthlyKwh.reduce((a, b) => a + b, 0);
  const specific = annualKwh / system.systemKwp;
  return {
    monthlyKwh,
    annualKwh,
    specificYieldKwhPerKwp: specific,
    dailyGenerationHours: specific / 365,
  };
}

/**
 * Energy for each of `years` years with a constant yearly degradation:
 * E(y) = E1 * (1 - degradation)^(y - 1), y = 1..years.
 */
export function degradeYears(
  firstYearKwh: number,
  years: number,
  degradationPerYear: number,
): number[] {
  const out: number[] = [];
  for (let y = 1; y <= years; y++) out.push(firstYearKwh * (1 - degradationPerYear) ** (y - 1));
  return out;
}
