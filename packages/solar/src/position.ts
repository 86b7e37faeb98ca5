// Solar position: the NREL Solar Position Algorithm (SPA).
// I. Reda and A. Andreas, "Solar position algorithm for solar radiation applications",
// Solar Energy 76(5), 577-589, 2004, with the 2007 corrigendum (Solar Energy 81(6), 838).
// Conventions as pvlib `solarposition.spa_python`: azimuth clockwise from north (180 = south),
// refraction from the local pressure and temperature, Julian day from Unix time.
import { pressurePaFromAltitudeM } from './atmosphere.js';
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

/** Default TT - UT1 difference, seconds (pvlib's long-standing default, 67 s). */
export const DEFAULT_DELTA_T_S = 67;
/** Default annual mean air temperature for the refraction correction, degrees C (as pvlib). */
export const DEFAULT_REFRACTION_TEMP_C = 12;
/** Approximate refraction at sunrise/sunset, degrees (SPA and pvlib default). */
export const DEFAULT_ATMOS_REFRACT_DEG = 0.5667;

export interface SpaSite {
  latitudeDeg: number;
  longitudeDeg: number;
  altitudeM: number;
  /** Local pressure for refraction; default from altitude (pvlib `alt2pres`). */
  pressurePa?: number;
  /** Local temperature for refraction; default 12 C. */
  temperatureC?: number;
  /** TT - UT1, seconds; default 67 s. */
  deltaTS?: number;
  /** Refraction at the horizon, degrees; default 0.5667. */
  atmosRefractDeg?: number;
}

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

/** Observer terms of SPA that do not depend on time (steps 3.11-3.12, 3.14). */
interface ObserverTerms {
  lonDeg: number;
  sinLat: number;
  cosLat: number;
  /** SPA eq. 38 and 39: the observer's geocentric x and y (Earth radii). */
  xTerm: number;
  yTerm: number;
  /** Refraction factor (P / 1010) (283 / (273 + T)) 1.02 of SPA eq. 42. */
  refractionScale: number;
  /** No refraction below this true elevation, degrees (sun below the horizon). */
  refractionLimitDeg: number;
  deltaTS: number;
}

function observerTerms(site: SpaSite): ObserverTerms {
  const latDeg = site.latitudeDeg;
  const elevM = site.altitudeM;
  const pressureMbar = (site.pressurePa ?? pressurePaFromAltitudeM(elevM)) / 100;
  const tempC = site.temperatureC ?? DEFAULT_REFRACTION_TEMP_C;
  const atmosRefract = site.atmosRefractDeg ?? DEFAULT_ATMOS_REFRACT_DEG;
  const latRad = latDeg * RAD;
  const sinLat = Math.sin(latRad);
  const cosLat = Math.cos(latRad);
  const u = Math.atan(0.99664719 * Math.tan(latRad));
  return {
    lonDeg: site.longitudeDeg,
    sinLat,
    cosLat,
    xTerm: Math.cos(u) + (elevM / 6378140) * cosLat,
    yTerm: 0.99664719 * Math.sin(u) + (elevM / 6378140) * sinLat,
    refractionScale: (pressureMbar / 1010) * (283 / (273 + tempC)) * 1.02,
    refractionLimitDeg: -1 * (0.26667 + atmosRefract),
    deltaTS: site.deltaTS ?? DEFAULT_DELTA_T_S,
  };
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
export function solarPositionInto(
  unixS: ArrayLike<number>,
  site: SpaSite,
  out: SolarPositionArrays,
  start = 0,
  end = unixS.length,
): void {
  const o = observerTerms(site);
  const { lonDeg, sinLat, cosLat, xTerm, yTerm, refractionScale, refractionLimitDeg } = o;
  const window = new SunEphemerisWindow(o.deltaTS);
  const zenith = out.zenithDeg;
  const apparentZenith = out.apparentZenithDeg;
  const elevation = out.elevationDeg;
  const apparentElevation = out.apparentElevationDeg;
  const azimuth = out.azimuthDeg;
  const cosAzimuth = out.cosAzimuth;
  const sinAzimuth = out.sinAzimuth;

  for (let i = start; i < end; i++) {
    const t = unixS[i]!;
    window.at(t);
    const alphaDeg = window.alphaDeg;
    const sinDelta = window.sinDelta;
    const sinXi = window.sinXi;
    const eqEqDeg = window.eqEqDeg;
    // |declination| < 24 degrees, so its cosine is the positive root.
    const cosDelta = Math.sqrt(1 - sinDelta * sinDelta);

    // Local hour angle (SPA eq. 14-15, 26).
    const jd = t / 86400 + 2440587.5;
    const jc = (jd - 2451545) / 36525;
    const hDeg =
      280.46061837 +
      360.98564736629 * (jd - 2451545) +
      0.000387933 * jc * jc -
      (jc * jc * jc) / 38710000 +
      eqEqDeg +
      lonDeg -
      alphaDeg;
    // Reduced to [0, 360) by floor, which is cheaper than % on doubles.
    const hRad = (hDeg - 360 * Math.floor(hDeg / 360)) * RAD;
    const sinH = Math.sin(hRad);
    const cosH = Math.cos(hRad);

    // Parallax in right ascension and topocentric declination (SPA eq. 40-41) without the
    // inverse trigonometry: with X = cos d - x sin xi cos H > 0 and Y = -x sin xi sin H,
    // (cos, sin) of the parallax da are (X, Y) / |(X, Y)|, and those of the topocentric
    // declination d' are (X, N) / |(X, N)| with N = (sin d - y sin xi) cos da.
    const xSinXi = xTerm * sinXi;
    const bigX = cosDelta - xSinXi * cosH;
    const bigY = -xSinXi * sinH;
    const invXY = 1 / Math.sqrt(bigX * bigX + bigY * bigY);
    const cosDa = bigX * invXY;
    const sinDa = bigY * invXY;
    const bigN = (sinDelta - yTerm * sinXi) * cosDa;
    const invNX = 1 / Math.sqrt(bigN * bigN + bigX * bigX);
    const sinDp = bigN * invNX;
    const cosDp = bigX * invNX;
    // Topocentric hour angle H' = H - da (SPA eq. 42) by the angle-difference formulas.
    const cosHp = cosH * cosDa + sinH * sinDa;
    const sinHp = sinH * cosDa - cosH * sinDa;

    // Topocentric elevation, refraction, zenith and azimuth (SPA eq. 41-47).
    let sinE0 = sinLat * sinDp + cosLat * cosDp * cosHp;
    if (sinE0 > 1) sinE0 = 1;
    else if (sinE0 < -1) sinE0 = -1;
    const e0Deg = Math.asin(sinE0) * DEG;
    const dE =
      e0Deg >= refractionLimitDeg
        ? refractionScale / (60 * Math.tan((e0Deg + 10.3 / (e0Deg + 5.11)) * RAD))
        : 0;
    const eDeg = e0Deg + dE;
    // SPA eq. 45 multiplied through by cos d' > 0, which leaves atan2 unchanged.
    const gy = sinHp * cosDp;
    const gx = cosHp * sinLat * cosDp - sinDp * cosLat;
    const gammaDeg = Math.atan2(gy, gx) * DEG;
    if (cosAzimuth !== undefined && sinAzimuth !== undefined) {
      // azimuth = gamma + 180: (cos, sin) = -(gx, gy) / |(gx, gy)|.
      const r = Math.sqrt(gx * gx + gy * gy);
      cosAzimuth[i] = r > 0 ? -gx / r : -1;
      sinAzimuth[i] = r > 0 ? -gy / r : 0;
    }

    zenith[i] = 90 - e0Deg;
    apparentZenith[i] = 90 - eDeg;
    elevation[i] = e0Deg;
    apparentElevation[i] = eDeg;
    // gamma is in (-180, 180], so gamma + 180 is in (0, 360].
    const az = gammaDeg + 180;
    azimuth[i] = az >= 360 ? az - 360 : az;
  }
}

/**
 * The reference path: full SPA for every instant (Reda & Andreas 2004), as pvlib
 * `spa_python`. About 20 times slower than {@link solarPositionInto}; used to check it.
 */
export function solarPositionExactInto(
  unixS: ArrayLike<number>,
  site: SpaSite,
  out: SolarPositionArrays,
  start = 0,
  end = unixS.length,
): void {
  const o = observerTerms(site);
  const { lonDeg, sinLat, cosLat, xTerm, yTerm, refractionScale, refractionLimitDeg } = o;
  const g = new Float64Array(GEOCENTRIC_LENGTH);

  for (let i = start; i < end; i++) {
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
    const dE =
      e0Deg >= refractionLimitDeg
        ? refractionScale / (60 * Math.tan((e0Deg + 10.3 / (e0Deg + 5.11)) * RAD))
        : 0;
    const eDeg = e0Deg + dE;
    const gammaDeg = mod360(
      Math.atan2(Math.sin(hPrimeRad), cosHp * sinLat - Math.tan(deltaPrimeRad) * cosLat) * DEG,
    );

    out.zenithDeg[i] = 90 - e0Deg;
    out.apparentZenithDeg[i] = 90 - eDeg;
    out.elevationDeg[i] = e0Deg;
    out.apparentElevationDeg[i] = eDeg;
    out.azimuthDeg[i] = mod360(gammaDeg + 180);
  }
}

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

/**
 * The half of the sun's position that does not depend on the observer, for a series of instants:
 * the Greenwich apparent hour angle (apparent sidereal time minus right ascension) as its cosine
 * and sine, the declination's sine and cosine and the parallax's sine. With these an observer's
 * position needs no trigonometric call for the hour angle (H = GHA + longitude by angle
 * addition), so a series shared by many sites, a typical year above all, pays the ephemeris and
 * the sidereal time once ({@link solarGeometryFromTrackInto}).
 */
export interface SunTrack {
  length: number;
  deltaTS: number;
  cosGha: Float64Array;
  sinGha: Float64Array;
  sinDelta: Float64Array;
  cosDelta: Float64Array;
  sinXi: Float64Array;
}

/** The {@link SunTrack} of `unixS` with TT - UT1 = `deltaTS` (the values solarPositionInto uses). */
export function computeSunTrack(unixS: ArrayLike<number>, deltaTS = DEFAULT_DELTA_T_S): SunTrack {
  const n = unixS.length;
  const buffer = new ArrayBuffer(n * 5 * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * n * 8, n);
  const track: SunTrack = {
    length: n,
    deltaTS,
    cosGha: f64(0),
    sinGha: f64(1),
    sinDelta: f64(2),
    cosDelta: f64(3),
    sinXi: f64(4),
  };
  const window = new SunEphemerisWindow(deltaTS);
  for (let i = 0; i < n; i++) {
    const t = unixS[i]!;
    window.at(t);
    const sinDelta = window.sinDelta;
    // The same sidereal time and hour-angle reduction as solarPositionInto, longitude left out.
    const jd = t / 86400 + 2440587.5;
    const jc = (jd - 2451545) / 36525;
    const gDeg =
      280.46061837 +
      360.98564736629 * (jd - 2451545) +
      0.000387933 * jc * jc -
      (jc * jc * jc) / 38710000 +
      window.eqEqDeg -
      window.alphaDeg;
    const gRad = (gDeg - 360 * Math.floor(gDeg / 360)) * RAD;
    track.cosGha[i] = Math.cos(gRad);
    track.sinGha[i] = Math.sin(gRad);
    track.sinDelta[i] = sinDelta;
    track.cosDelta[i] = Math.sqrt(1 - sinDelta * sinDelta);
    track.sinXi[i] = window.sinXi;
  }
  return track;
}

/**
 * Columns written by {@link solarGeometryFromTrackInto}; angles in degrees. The azimuth is given
 * by its cosine and sine ({@link azimuthDegFromTrig} for the angle).
 */
export interface SolarGeometryArrays {
  zenithDeg: Float64Array;
  apparentZenithDeg: Float64Array;
  /** Cosine and sine of the apparent zenith. */
  cosZenith: Float64Array;
  sinZenith: Float64Array;
  cosAzimuth: Float64Array;
  sinAzimuth: Float64Array;
}

/**
 * The observer half of SPA on a {@link SunTrack}: the same steps as {@link solarPositionInto}
 * (parallax, topocentric elevation, refraction, azimuth), with the hour angle's cosine and sine
 * from the track by angle addition, the refraction's cotangent by angle addition from the true
 * elevation's sine and cosine, and the apparent zenith's cosine and sine from those and the
 * refraction's (short series in angles below 0.042 rad, exact to rounding): the one
 * transcendental call left per instant is the elevation's arcsine.
 * Agrees with solarPositionInto to rounding (position.test.ts).
 */
export function solarGeometryFromTrackInto(
  track: SunTrack,
  site: SpaSite,
  out: SolarGeometryArrays,
): void {
  const o = observerTerms(site);
  if (o.deltaTS !== track.deltaTS) {
    throw new Error(`the track was computed with deltaT ${track.deltaTS} s, not ${o.deltaTS} s`);
  }
  const { sinLat, cosLat, xTerm, yTerm, refractionScale, refractionLimitDeg } = o;
  const lonRad = o.lonDeg * RAD;
  const cosLon = Math.cos(lonRad);
  const sinLon = Math.sin(lonRad);
  const { cosGha, sinGha, sinDelta: sinDeltaCol, cosDelta: cosDeltaCol, sinXi: sinXiCol } = track;
  const { zenithDeg, apparentZenithDeg, cosZenith, sinZenith, cosAzimuth, sinAzimuth } = out;
  const n = track.length;
  for (let i = 0; i < n; i++) {
    const cg = cosGha[i]!;
    const sg = sinGha[i]!;
    const cosH = cg * cosLon - sg * sinLon;
    const sinH = sg * cosLon + cg * sinLon;
    const sinDelta = sinDeltaCol[i]!;
    const sinXi = sinXiCol[i]!;

    // Parallax and topocentric hour angle, as solarPositionInto.
    const xSinXi = xTerm * sinXi;
    const bigX = cosDeltaCol[i]! - xSinXi * cosH;
    const bigY = -xSinXi * sinH;
    const invXY = 1 / Math.sqrt(bigX * bigX + bigY * bigY);
    const cosDa = bigX * invXY;
    const sinDa = bigY * invXY;
    const bigN = (sinDelta - yTerm * sinXi) * cosDa;
    const invNX = 1 / Math.sqrt(bigN * bigN + bigX * bigX);
    const sinDp = bigN * invNX;
    const cosDp = bigX * invNX;
    const cosHp = cosH * cosDa + sinH * sinDa;
    const sinHp = sinH * cosDa - cosH * sinDa;

    let sinE0 = sinLat * sinDp + cosLat * cosDp * cosHp;
    if (sinE0 > 1) sinE0 = 1;
    else if (sinE0 < -1) sinE0 = -1;
    const e0Deg = Math.asin(sinE0) * DEG;
    const cosE0 = Math.sqrt(1 - sinE0 * sinE0);
    let dE = 0;
    if (e0Deg >= refractionLimitDeg) {
      // SPA eq. 43's cot(e0 + c), c = 10.3 / (e0 + 5.11) degrees, by angle addition from e0's
      // sine and cosine (known) and c's (0 < c < 0.042 rad: the series to c^5 and c^4 are exact
      // to rounding); e0 + c > 1.5 degrees, so the denominator stays away from 0.
      const c = (10.3 / (e0Deg + 5.11)) * RAD;
      const c2 = c * c;
      const sinC = c * (1 - c2 * (1 / 6 - c2 / 120));
      const cosC = 1 - c2 * (0.5 - c2 * (1 / 24 - c2 / 720));
      dE = (refractionScale / 60) * ((cosE0 * cosC - sinE0 * sinC) / (sinE0 * cosC + cosE0 * sinC));
    }
    const eDeg = e0Deg + dE;
    zenithDeg[i] = 90 - e0Deg;
    apparentZenithDeg[i] = 90 - eDeg;

    // cos(apparent zenith) = sin(e0 + dE), sin(apparent zenith) = cos(e0 + dE); |dE| < 0.011
    // rad, so the series to dE^5 is exact to rounding.
    const d = dE * RAD;
    const d2 = d * d;
    const cosD = 1 - d2 * (0.5 - d2 / 24);
    const sinD = d * (1 - d2 * (1 / 6 - d2 / 120));
    cosZenith[i] = sinE0 * cosD + cosE0 * sinD;
    sinZenith[i] = cosE0 * cosD - sinE0 * sinD;

    const gy = sinHp * cosDp;
    const gx = cosHp * sinLat * cosDp - sinDp * cosLat;
    const r = Math.sqrt(gx * gx + gy * gy);
    cosAzimuth[i] = r > 0 ? -gx / r : -1;
    sinAzimuth[i] = r > 0 ? -gy / r : 0;
  }
}

/**
 * Azimuths in degrees (clockwise from north, [0, 360)) from their cosines and sines, as
 * solarPositionInto writes them (to rounding). The model chain needs only the cosine and sine,
 * so geometry on a track computes the angle when it is read.
 */
export function azimuthDegFromTrig(
  cosAzimuth: Float64Array,
  sinAzimuth: Float64Array,
): Float64Array {
  const n = cosAzimuth.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // azimuth = gamma + 180 with (cos, sin)(gamma) = -(cos, sin)(azimuth).
    const az = Math.atan2(-sinAzimuth[i]!, -cosAzimuth[i]!) * DEG + 180;
    out[i] = az >= 360 ? az - 360 : az;
  }
  return out;
}
