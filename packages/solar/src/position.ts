// Solar position: the NREL Solar Position Algorithm (SPA).
// I. Reda and A. Andreas, "Solar position algorithm for solar radiation applications",
// Solar Energy 76(5), 577-589, 2004, with the 2007 corrigendum (Solar Energy 81(6), 838).
// Conventions as pvlib `solarposition.spa_python`: azimuth clockwise from north (180 = south),
// refraction from the local pressure and temperature, Julian day from Unix time.
// The observer's terms and topocentric step are in spa-observer.ts, the time-only half in
// sun-ephemeris.ts, and the same position over many sites on one series in sun-track.ts.
import {
  TOPO_GX,
  TOPO_GY,
  TOPO_SIN_E0,
  azimuthTrigInto,
  greenwichHourAngleDeg,
  observerTerms,
  refractionDeg,
  topocentricInto,
} from './spa-observer.js';
import type { SpaSite } from './spa-observer.js';
import {
  GEOCENTRIC_ALPHA_DEG,
  GEOCENTRIC_DELTA_RAD,
  GEOCENTRIC_DPSI_DEG,
  GEOCENTRIC_EPS_RAD,
  GEOCENTRIC_LENGTH,
  GEOCENTRIC_R_AU,
  SunEphemerisWindow,
  UNIX_EPOCH_JD,
  geocentricSunInto,
} from './sun-ephemeris.js';

export {
  DEFAULT_ATMOS_REFRACT_DEG,
  DEFAULT_DELTA_T_S,
  DEFAULT_REFRACTION_TEMP_C,
} from './spa-observer.js';
export type { SpaSite } from './spa-observer.js';
export { azimuthDegFromTrig, computeSunTrack, solarGeometryFromTrackInto } from './sun-track.js';
export type { SolarGeometryArrays, SunTrack } from './sun-track.js';

/** Column arrays written by {@link solarPositionInto}; all angles in degrees. */
export interface SolarPositionArrays {
  /** True (geometric, topocentric) zenith angle. */
  zenithDeg: Float64Array;
  /** Zenith angle corrected for atmospheric refraction. */
  apparentZenithDeg: Float64Array;
  /** Azimuth clockwise from north. */
  azimuthDeg: Float64Array;
  /** True elevation = 90 - zenith. */
  elevationDeg: Float64Array;
  /** Apparent elevation = 90 - apparent zenith. */
  apparentElevationDeg: Float64Array;
  /**
   * Cosine and sine of the azimuth, filled when present (the model chain's sky terms need them;
   * taken from the azimuth's own atan2 arguments, so no trigonometry is added).
   */
  cosAzimuth?: Float64Array;
  sinAzimuth?: Float64Array;
}

/**
 * Writes the sun's position over `site` at the instants `unixS` (seconds since
 * 1970-01-01T00:00:00Z) into `out`: the fast path and the reference path are interchangeable.
 */
export type SolarPositionWriter = (
  unixS: ArrayLike<number>,
  site: SpaSite,
  out: SolarPositionArrays,
) => void;

export interface SolarPosition {
  zenithDeg: number;
  apparentZenithDeg: number;
  azimuthDeg: number;
  elevationDeg: number;
  apparentElevationDeg: number;
}

export function allocateSolarPositionArrays(length: number): SolarPositionArrays {
  // One buffer, five views: one allocation instead of five.
  const buffer = new ArrayBuffer(length * 5 * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * length * 8, length);
  return {
    zenithDeg: f64(0),
    apparentZenithDeg: f64(1),
    azimuthDeg: f64(2),
    elevationDeg: f64(3),
    apparentElevationDeg: f64(4),
  };
}

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

function mod360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/** Greenwich mean sidereal time, degrees 0-360 (SPA eq. 12-13). */
function meanSiderealTimeDeg(jd: number): number {
  const jc = (jd - 2451545) / 36525;
  return mod360(
    280.46061837 +
      360.98564736629 * (jd - 2451545) +
      0.000387933 * jc * jc -
      (jc * jc * jc) / 38710000,
  );
}

/**
 * Computes the sun's position for many instants and writes into preallocated arrays
 * (no allocation per instant). `unixS[i]` are seconds since 1970-01-01T00:00:00Z.
 *
 * The time-only half of SPA (heliocentric series, nutation, obliquity, geocentric right ascension
 * and declination) is evaluated exactly every other day and interpolated by a cubic in between;
 * the observer half (hour angle, parallax, elevation, refraction, azimuth) is exact for every
 * instant. The interpolation moves the zenith by less than 7e-6 degree (budget in
 * sun-ephemeris.ts, `EPHEMERIS_NODE_SPACING_DAYS`); {@link solarPositionExactInto} is the
 * per-instant reference. The answer for an instant does not depend on the other instants.
 */
export const solarPositionInto: SolarPositionWriter = (unixS, site, out) => {
  const n = unixS.length;
  const o = observerTerms(site);
  const lonDeg = o.lonDeg;
  const window = new SunEphemerisWindow(o.deltaTS);
  const zenith = out.zenithDeg;
  const apparentZenith = out.apparentZenithDeg;
  const elevation = out.elevationDeg;
  const apparentElevation = out.apparentElevationDeg;
  const azimuth = out.azimuthDeg;
  const cosAzimuth = out.cosAzimuth;
  const sinAzimuth = out.sinAzimuth;
  const topo = new Float64Array(3);

  for (let i = 0; i < n; i++) {
    const t = unixS[i]!;
    window.at(t);
    const sinDelta = window.sinDelta;
    // Local hour angle (SPA eq. 14-15, 26), reduced to [0, 360) by floor, which is cheaper than
    // % on doubles. |declination| < 24 degrees, so its cosine is the positive root.
    const hDeg = greenwichHourAngleDeg(t, window.eqEqDeg, window.alphaDeg) + lonDeg;
    const hRad = (hDeg - 360 * Math.floor(hDeg / 360)) * RAD;
    const cosDelta = Math.sqrt(1 - sinDelta * sinDelta);
    topocentricInto(Math.cos(hRad), Math.sin(hRad), cosDelta, sinDelta, window.sinXi, o, topo);

    // Topocentric elevation, refraction, zenith and azimuth (SPA eq. 41-47).
    const e0Deg = Math.asin(topo[TOPO_SIN_E0]!) * DEG;
    const eDeg = e0Deg + refractionDeg(e0Deg, o);
    const gammaDeg = Math.atan2(topo[TOPO_GY]!, topo[TOPO_GX]!) * DEG;
    if (cosAzimuth !== undefined && sinAzimuth !== undefined) {
      azimuthTrigInto(topo, cosAzimuth, sinAzimuth, i);
    }

    zenith[i] = 90 - e0Deg;
    apparentZenith[i] = 90 - eDeg;
    elevation[i] = e0Deg;
    apparentElevation[i] = eDeg;
    // gamma is in (-180, 180], so gamma + 180 is in (0, 360].
    const az = gammaDeg + 180;
    azimuth[i] = az >= 360 ? az - 360 : az;
  }
};

/**
 * The reference path: full SPA for every instant (Reda & Andreas 2004), as pvlib
 * `spa_python`. About 20 times slower than {@link solarPositionInto}; used to check it.
 */
export const solarPositionExactInto: SolarPositionWriter = (unixS, site, out) => {
  const n = unixS.length;
  const o = observerTerms(site);
  const { lonDeg, sinLat, cosLat, xTerm, yTerm } = o;
  const g = new Float64Array(GEOCENTRIC_LENGTH);

  for (let i = 0; i < n; i++) {
    const jd = unixS[i]! / 86400 + UNIX_EPOCH_JD;
    geocentricSunInto(jd, o.deltaTS, g);
    const alphaDeg = g[GEOCENTRIC_ALPHA_DEG]!;
    const deltaRad = g[GEOCENTRIC_DELTA_RAD]!;
    const rAu = g[GEOCENTRIC_R_AU]!;
    const dPsiDeg = g[GEOCENTRIC_DPSI_DEG]!;
    const epsRad = g[GEOCENTRIC_EPS_RAD]!;

    // Apparent sidereal time and observer local hour angle.
    const vDeg = meanSiderealTimeDeg(jd) + dPsiDeg * Math.cos(epsRad);
    const hRad = mod360(vDeg + lonDeg - alphaDeg) * RAD;

    // Topocentric corrections (parallax).
    const xiRad = (8.794 / (3600 * rAu)) * RAD;
    const sinXi = Math.sin(xiRad);
    const cosDelta = Math.cos(deltaRad);
    const denom = cosDelta - xTerm * sinXi * Math.cos(hRad);
    const dAlphaRad = Math.atan2(-xTerm * sinXi * Math.sin(hRad), denom);
    const deltaPrimeRad = Math.atan2(
      (Math.sin(deltaRad) - yTerm * sinXi) * Math.cos(dAlphaRad),
      denom,
    );
    const hPrimeRad = hRad - dAlphaRad;

    // Topocentric elevation, refraction, zenith and azimuth.
    const cosHp = Math.cos(hPrimeRad);
    const e0Deg =
      Math.asin(sinLat * Math.sin(deltaPrimeRad) + cosLat * Math.cos(deltaPrimeRad) * cosHp) * DEG;
    const eDeg = e0Deg + refractionDeg(e0Deg, o);
    const gammaDeg = mod360(
      Math.atan2(Math.sin(hPrimeRad), cosHp * sinLat - Math.tan(deltaPrimeRad) * cosLat) * DEG,
    );

    out.zenithDeg[i] = 90 - e0Deg;
    out.apparentZenithDeg[i] = 90 - eDeg;
    out.elevationDeg[i] = e0Deg;
    out.apparentElevationDeg[i] = eDeg;
    out.azimuthDeg[i] = mod360(gammaDeg + 180);
  }
};

/** Solar position for one instant (allocates; use {@link solarPositionInto} for series). */
export function solarPosition(unixS: number, site: SpaSite): SolarPosition {
  const out = allocateSolarPositionArrays(1);
  solarPositionInto([unixS], site, out);
  return {
    zenithDeg: out.zenithDeg[0]!,
    apparentZenithDeg: out.apparentZenithDeg[0]!,
    azimuthDeg: out.azimuthDeg[0]!,
    elevationDeg: out.elevationDeg[0]!,
    apparentElevationDeg: out.apparentElevationDeg[0]!,
  };
}
