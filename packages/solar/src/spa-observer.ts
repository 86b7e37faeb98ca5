// The observer's half of the NREL Solar Position Algorithm: the site's constant terms and the
// topocentric step (parallax, topocentric declination and hour angle, elevation, azimuth) shared
// by every path that places the sun over a site. I. Reda and A. Andreas, "Solar position
// algorithm for solar radiation applications", Solar Energy 76(5), 577-589, 2004, steps
// 3.10-3.14 (eq. 26-47), with the 2007 corrigendum (Solar Energy 81(6), 838).
import { pressurePaFromAltitudeM } from './atmosphere.js';

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

const RAD = Math.PI / 180;

/** Observer terms of SPA that do not depend on time (steps 3.11-3.12, 3.14). */
export interface ObserverTerms {
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

export function observerTerms(site: SpaSite): ObserverTerms {
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

/**
 * Apparent Greenwich sidereal time minus the right ascension, degrees, not reduced (SPA eq.
 * 12-15 and 26 without the longitude): the Greenwich hour angle of the sun at `unixS`.
 */
export function greenwichHourAngleDeg(unixS: number, eqEqDeg: number, alphaDeg: number): number {
  const jd = unixS / 86400 + 2440587.5;
  const jc = (jd - 2451545) / 36525;
  return (
    280.46061837 +
    360.98564736629 * (jd - 2451545) +
    0.000387933 * jc * jc -
    (jc * jc * jc) / 38710000 +
    eqEqDeg -
    alphaDeg
  );
}

/** Slots of the array written by {@link topocentricInto}. */
export const TOPO_SIN_E0 = 0;
/** Azimuth's atan2 arguments (SPA eq. 45 multiplied through by cos d' > 0). */
export const TOPO_GY = 1;
export const TOPO_GX = 2;

/**
 * The topocentric step for one instant (SPA eq. 38-45): from the local hour angle's cosine and
 * sine, the declination's cosine and sine and the parallax's sine, writes the sine of the true
 * topocentric elevation (clipped to [-1, 1]) and the azimuth's atan2 arguments to `out`.
 *
 * Without inverse trigonometry: with X = cos d - x sin xi cos H > 0 and Y = -x sin xi sin H,
 * (cos, sin) of the parallax in right ascension da are (X, Y) / |(X, Y)|, and those of the
 * topocentric declination d' are (X, N) / |(X, N)| with N = (sin d - y sin xi) cos da; the
 * topocentric hour angle H' = H - da by the angle-difference formulas.
 */
export function topocentricInto(
  cosH: number,
  sinH: number,
  cosDelta: number,
  sinDelta: number,
  sinXi: number,
  o: ObserverTerms,
  out: Float64Array,
): void {
  const xSinXi = o.xTerm * sinXi;
  const bigX = cosDelta - xSinXi * cosH;
  const bigY = -xSinXi * sinH;
  const invXY = 1 / Math.sqrt(bigX * bigX + bigY * bigY);
  const cosDa = bigX * invXY;
  const sinDa = bigY * invXY;
  const bigN = (sinDelta - o.yTerm * sinXi) * cosDa;
  const invNX = 1 / Math.sqrt(bigN * bigN + bigX * bigX);
  const sinDp = bigN * invNX;
  const cosDp = bigX * invNX;
  const cosHp = cosH * cosDa + sinH * sinDa;
  const sinHp = sinH * cosDa - cosH * sinDa;

  let sinE0 = o.sinLat * sinDp + o.cosLat * cosDp * cosHp;
  if (sinE0 > 1) sinE0 = 1;
  else if (sinE0 < -1) sinE0 = -1;
  out[TOPO_SIN_E0] = sinE0;
  out[TOPO_GY] = sinHp * cosDp;
  out[TOPO_GX] = cosHp * o.sinLat * cosDp - sinDp * o.cosLat;
}

/**
 * The atmospheric refraction correction of a true topocentric elevation, degrees (SPA eq. 42-43,
 * Bennett's formula scaled by the site's pressure and temperature); none below the horizon limit.
 */
export function refractionDeg(e0Deg: number, o: ObserverTerms): number {
  return e0Deg >= o.refractionLimitDeg
    ? o.refractionScale / (60 * Math.tan((e0Deg + 10.3 / (e0Deg + 5.11)) * RAD))
    : 0;
}

/**
 * The azimuth's cosine and sine at `i` from the topocentric step's atan2 arguments (`topo`, as
 * {@link topocentricInto} writes it): azimuth = gamma + 180, so (cos, sin) = -(gx, gy) / |(gx, gy)|,
 * due south at the zenith.
 */
export function azimuthTrigInto(
  topo: Float64Array,
  cosAzimuth: Float64Array,
  sinAzimuth: Float64Array,
  i: number,
): void {
  const gy = topo[TOPO_GY]!;
  const gx = topo[TOPO_GX]!;
  const r = Math.sqrt(gx * gx + gy * gy);
  cosAzimuth[i] = r > 0 ? -gx / r : -1;
  sinAzimuth[i] = r > 0 ? -gy / r : 0;
}
