// Model chain: hourly weather -> sun -> plane of array -> IAM -> cell temperature -> PVWatts DC
// -> losses -> PVWatts inverter -> monthly and annual energy; then 20 years with degradation.
// Follows pvlib `ModelChain` conventions: apparent zenith for transposition, airmass and aoi;
// cell temperature from POA global; each hourly row counts 1 h; rows that come out NaN count 0
// (pandas `sum` skips NaN).
import { relativeAirmassFromCos } from './atmosphere.js';
import { iamPhysicalFromCos } from './iam.js';
import { erbsSeriesInto, extraterrestrialDniWm2, perezSkyStateInto } from './irradiance.js';
import type { TranspositionModel } from './irradiance.js';
import {
  DEFAULT_DELTA_T_S,
  azimuthDegFromTrig,
  computeSunTrack,
  solarGeometryFromTrackInto,
} from './position.js';
import type { SpaSite, SunTrack } from './position.js';
import { ETA_INV_REF } from './pvsystem.js';
import { SAPM_TEMPERATURE_PARAMS, FAIMAN_DEFAULTS } from './temperature.js';
import type { SapmMounting, TemperatureModel } from './temperature.js';

const RAD = Math.PI / 180;

/** Hourly weather in columns. Each row is one hour. */
export interface WeatherSeries {
  length: number;
  /** Instant of the row, Unix seconds (the sun is evaluated here). */
  unixS: Float64Array;
  /** Local month 1-12 (from the row's own UTC offset). */
  month: Uint8Array;
  /** Local day of year 1-366. */
  dayOfYear: Uint16Array;
  ghiWm2: Float64Array;
  dniWm2: Float64Array;
  dhiWm2: Float64Array;
  tempAirC: Float64Array;
  windMs: Float64Array;
}

export function allocateWeatherSeries(length: number): WeatherSeries {
  // One buffer for all columns: one allocation instead of eight (the synthetic year and every
  // simulate call build these), doubles first so every view is aligned.
  const buffer = new ArrayBuffer(length * (6 * 8 + 2 + 1));
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * length * 8, length);
  return {
    length,
    unixS: f64(0),
    month: new Uint8Array(buffer, length * (6 * 8 + 2), length),
    dayOfYear: new Uint16Array(buffer, length * 6 * 8, length),
    ghiWm2: f64(1),
    dniWm2: f64(2),
    dhiWm2: f64(3),
    tempAirC: f64(4),
    windMs: f64(5),
  };
}

/**
 * Weather plus everything that depends only on the place and the sky, not on the plane:
 * sun angles, extraterrestrial DNI, airmass, Perez F1/F2 and Hay-Davies anisotropy.
 * Build once per (place, weather) and reuse for any tilt, azimuth and system.
 */
export interface PreparedSky {
  weather: WeatherSeries;
  zenithDeg: Float64Array;
  apparentZenithDeg: Float64Array;
  azimuthDeg: Float64Array;
  cosZenith: Float64Array;
  sinZenith: Float64Array;
  cosAzimuth: Float64Array;
  sinAzimuth: Float64Array;
  dniExtraWm2: Float64Array;
  airmass: Float64Array;
  perezF1: Float64Array;
  perezF2: Float64Array;
  /** Rows that can produce power (any irradiance component non-zero). */
  activeRows: Int32Array;
}

/**
 * The sun over a site for a time index: angles, their cosines and sines, and the airmass. It
 * depends on the place and the instants only, not on the weather or the plane, so it is built
 * once per (site, time index) and shared ({@link prepareSky} keeps the last few).
 */
export interface SiteGeometry {
  zenithDeg: Float64Array;
  apparentZenithDeg: Float64Array;
  azimuthDeg: Float64Array;
  cosZenith: Float64Array;
  sinZenith: Float64Array;
  cosAzimuth: Float64Array;
  sinAzimuth: Float64Array;
  /** Kasten-Young relative airmass; NaN with the sun below the horizon. */
  airmass: Float64Array;
}

/** Geometry of solar positions (cosines and sines of the azimuth computed when not given). */
export function geometryFromPositions(
  zenithDeg: Float64Array,
  apparentZenithDeg: Float64Array,
  azimuthDeg: Float64Array,
  cosAzimuthIn?: Float64Array,
  sinAzimuthIn?: Float64Array,
): SiteGeometry {
  const n = apparentZenithDeg.length;
  const given = cosAzimuthIn !== undefined && sinAzimuthIn !== undefined;
  // One buffer for the columns (one allocation instead of five).
  const buffer = new ArrayBuffer(n * (given ? 3 : 5) * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * n * 8, n);
  const cosZenith = f64(0);
  const sinZenith = f64(1);
  const airmass = f64(2);
  const cosAzimuth = given ? cosAzimuthIn : f64(3);
  const sinAzimuth = given ? sinAzimuthIn : f64(4);
  for (let i = 0; i < n; i++) {
    const z = apparentZenithDeg[i]!;
    const cosZ = Math.cos(z * RAD);
    cosZenith[i] = cosZ;
    sinZenith[i] = Math.sin(z * RAD);
    if (!given) {
      const a = azimuthDeg[i]!;
      cosAzimuth[i] = Math.cos(a * RAD);
      sinAzimuth[i] = Math.sin(a * RAD);
    }
    airmass[i] = z <= 90 ? relativeAirmassFromCos(z, cosZ) : Number.NaN;
  }
  return {
    zenithDeg,
    apparentZenithDeg,
    azimuthDeg,
    cosZenith,
    sinZenith,
    cosAzimuth,
    sinAzimuth,
    airmass,
  };
}

/** Solar geometry by site and time index, most recent last (small LRU). */
const geometryCache = new Map<string, { unixS: Float64Array; geometry: SiteGeometry }>();
const GEOMETRY_CACHE_SIZE = 8;

/**
 * The geometry of `unixS` at `site`: from the cache when the same site was asked with the same
 * instants (compared one by one), else by SPA (and kept).
 */
export function siteGeometry(unixS: Float64Array, site: SpaSite): SiteGeometry {
  const n = unixS.length;
  const key = `${site.latitudeDeg}|${site.longitudeDeg}|${site.altitudeM}|${n}|${unixS[0]}|${unixS[n - 1]}`;
  const hit = geometryCache.get(key);
  if (hit && sameInstants(hit.unixS, unixS)) {
    geometryCache.delete(key);
    geometryCache.set(key, hit);
    return hit.geometry;
  }
  const geometry = geometryOnTrack(sunTrackOf(unixS, site.deltaTS ?? DEFAULT_DELTA_T_S), site);
  geometryCache.set(key, { unixS: Float64Array.from(unixS), geometry });
  if (geometryCache.size > GEOMETRY_CACHE_SIZE) {
    const oldest = geometryCache.keys().next().value;
    if (oldest !== undefined) geometryCache.delete(oldest);
  }
  return geometry;
}

/**
 * The sun's site-independent terms by time index, most recent last (small LRU): every site on
 * the same instants (a station's typical year, the same hourly series at another place) reuses
 * them and computes only the observer's half.
 */
const trackCache = new Map<string, { unixS: Float64Array; track: SunTrack }>();
const TRACK_CACHE_SIZE = 8;

function sameInstants(a: Float64Array, b: Float64Array): boolean {
  const n = a.length;
  if (b.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sunTrackOf(unixS: Float64Array, deltaTS: number): SunTrack {
  const n = unixS.length;
  const key = `${deltaTS}|${n}|${unixS[0]}|${unixS[n - 1]}`;
  const hit = trackCache.get(key);
  if (hit && sameInstants(hit.unixS, unixS)) {
    trackCache.delete(key);
    trackCache.set(key, hit);
    return hit.track;
  }
  const track = computeSunTrack(unixS, deltaTS);
  trackCache.set(key, { unixS: Float64Array.from(unixS), track });
  if (trackCache.size > TRACK_CACHE_SIZE) {
    const oldest = trackCache.keys().next().value;
    if (oldest !== undefined) trackCache.delete(oldest);
  }
  return track;
}

/** The site's geometry on a sun track: SPA's observer half, then the airmass. */
function geometryOnTrack(track: SunTrack, site: SpaSite): SiteGeometry {
  const n = track.length;
  // One buffer for the seven columns (one allocation instead of seven).
  const buffer = new ArrayBuffer(n * 7 * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * n * 8, n);
  const cosAzimuth = f64(4);
  const sinAzimuth = f64(5);
  let azimuthDeg: Float64Array | undefined;
  const g: SiteGeometry = {
    zenithDeg: f64(0),
    apparentZenithDeg: f64(1),
    // The chain reads the azimuth's cosine and sine only: the angle is computed when read.
    get azimuthDeg(): Float64Array {
      return (azimuthDeg ??= azimuthDegFromTrig(cosAzimuth, sinAzimuth));
    },
    cosZenith: f64(2),
    sinZenith: f64(3),
    cosAzimuth,
    sinAzimuth,
    airmass: f64(6),
  };
  solarGeometryFromTrackInto(track, site, g);
  const { apparentZenithDeg, cosZenith, airmass } = g;
  for (let i = 0; i < n; i++) {
    const z = apparentZenithDeg[i]!;
    airmass[i] = z <= 90 ? relativeAirmassFromCos(z, cosZenith[i]!) : Number.NaN;
  }
  return g;
}

/** Drops the cached sun tracks (benchmarks of a first time index). */
export function clearSunTrackCache(): void {
  trackCache.clear();
}

/** Drops the cached site geometry (benchmarks). */
export function clearSiteGeometryCache(): void {
  geometryCache.clear();
}

/**
 * Solar geometry and sky terms for a weather series at a site (SPA with deltaT 67 s). The
 * geometry is shared by every call with the same site and instants; only the sky terms that
 * depend on the weather are computed per call.
 */
export function prepareSky(weather: WeatherSeries, site: SpaSite): PreparedSky {
  return skyFromGeometry(weather, siteGeometry(weather.unixS, site));
}

/** True when a row can produce power: any irradiance component non-zero (NaN counts). */
function isLitRow(weather: WeatherSeries, i: number): boolean {
  return weather.ghiWm2[i] !== 0 || weather.dniWm2[i] !== 0 || weather.dhiWm2[i] !== 0;
}

/**
 * The rows of a series that can produce power (any irradiance component non-zero), in order, as
 * a new series; the series itself when every row is lit. {@link simulatePrepared} reads only
 * those rows, so a sky prepared on this series gives the same energy for about half the work on
 * a year of hours (the nights need no sun).
 */
export function litRows(weather: WeatherSeries): WeatherSeries {
  const n = weather.length;
  let m = 0;
  for (let i = 0; i < n; i++) if (isLitRow(weather, i)) m++;
  if (m === n) return weather;
  const out = allocateWeatherSeries(m);
  let r = 0;
  for (let i = 0; i < n; i++) {
    if (!isLitRow(weather, i)) continue;
    out.unixS[r] = weather.unixS[i]!;
    out.month[r] = weather.month[i]!;
    out.dayOfYear[r] = weather.dayOfYear[i]!;
    out.ghiWm2[r] = weather.ghiWm2[i]!;
    out.dniWm2[r] = weather.dniWm2[i]!;
    out.dhiWm2[r] = weather.dhiWm2[i]!;
    out.tempAirC[r] = weather.tempAirC[i]!;
    out.windMs[r] = weather.windMs[i]!;
    r++;
  }
  return out;
}

/** The first `length` rows of a series, as views (no copy). */
export function truncateWeatherSeries(weather: WeatherSeries, length: number): WeatherSeries {
  if (length >= weather.length) return weather;
  return {
    length,
    unixS: weather.unixS.subarray(0, length),
    month: weather.month.subarray(0, length),
    dayOfYear: weather.dayOfYear.subarray(0, length),
    ghiWm2: weather.ghiWm2.subarray(0, length),
    dniWm2: weather.dniWm2.subarray(0, length),
    dhiWm2: weather.dhiWm2.subarray(0, length),
    tempAirC: weather.tempAirC.subarray(0, length),
    windMs: weather.windMs.subarray(0, length),
  };
}

export function prepareSkyFromPositions(
  weather: WeatherSeries,
  zenithDeg: Float64Array,
  apparentZenithDeg: Float64Array,
  azimuthDeg: Float64Array,
  /** Cosine and sine of the azimuth when the solar position gave them (else computed here). */
  cosAzimuthIn?: Float64Array,
  sinAzimuthIn?: Float64Array,
): PreparedSky {
  return skyFromGeometry(
    weather,
    geometryFromPositions(zenithDeg, apparentZenithDeg, azimuthDeg, cosAzimuthIn, sinAzimuthIn),
  );
}

/** The weather-dependent sky terms (extraterrestrial DNI, Perez F1/F2, lit rows) on a geometry. */
export function skyFromGeometry(weather: WeatherSeries, g: SiteGeometry): PreparedSky {
  const n = weather.length;
  // One buffer for the three columns (one allocation instead of three).
  const buffer = new ArrayBuffer(n * 3 * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * n * 8, n);
  const dniExtraWm2 = f64(0);
  const perezF1 = f64(1);
  const perezF2 = f64(2);
  const apparentZenithDeg = g.apparentZenithDeg;
  const airmass = g.airmass;
  const active = new Int32Array(n);
  let activeCount = 0;
  let lastDayOfYear = -1;
  let dniExtraDayWm2 = 0;
  for (let i = 0; i < n; i++) {
    const z = apparentZenithDeg[i]!;
    // Spencer's E0 depends on the day only: once per day for hourly rows.
    const doy = weather.dayOfYear[i]!;
    if (doy !== lastDayOfYear) {
      dniExtraDayWm2 = extraterrestrialDniWm2(doy);
      lastDayOfYear = doy;
    }
    dniExtraWm2[i] = dniExtraDayWm2;
    if (z <= 90) {
      const dhi = weather.dhiWm2[i]!;
      perezSkyStateInto(
        dhi,
        weather.dniWm2[i]!,
        dniExtraDayWm2,
        z,
        airmass[i]!,
        perezF1,
        perezF2,
        i,
      );
    } else {
      // Sun below the horizon (or NaN): the airmass is NaN, and so are the Perez F1 and F2
      // (delta = DHI * airmass / E0 is NaN), exactly as the full computation gives.
      perezF1[i] = Number.NaN;
      perezF2[i] = Number.NaN;
    }
    if (isLitRow(weather, i)) active[activeCount++] = i;
  }
  return {
    weather,
    zenithDeg: g.zenithDeg,
    apparentZenithDeg,
    // A getter: the geometry may compute the angle only when it is read.
    get azimuthDeg(): Float64Array {
      return g.azimuthDeg;
    },
    cosZenith: g.cosZenith,
    sinZenith: g.sinZenith,
    cosAzimuth: g.cosAzimuth,
    sinAzimuth: g.sinAzimuth,
    dniExtraWm2,
    airmass,
    perezF1,
    perezF2,
    activeRows: active.slice(0, activeCount),
  };
}

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

/** Fills DNI/DHI of a series from its GHI with Erbs (apparent zenith, local day of year). */
export function decomposeSeriesErbs(weather: WeatherSeries, apparentZenithDeg: Float64Array): void {
  erbsSeriesInto(
    weather.ghiWm2,
    apparentZenithDeg,
    weather.dayOfYear,
    weather.dniWm2,
    weather.dhiWm2,
    weather.length,
  );
}
