// Solar position: the NREL Solar Position Algorithm (SPA).
// I. Reda and A. Andreas, "Solar position algorithm for solar radiation applications",
// Solar Energy 76(5), 577-589, 2004, with the 2007 corrigendum (Solar Energy 81(6), 838).
// Conventions as pvlib `solarposition.spa_python`: azimuth clockwise from north (180 = south),
// refraction from the local pressure and temperature, Julian day from Unix time.
import { pressurePaFromAltitudeM } from './atmosphere.js';
import { B0, B1, L0, L1, L2, L3, L4, L5, NUTATION, R0, R1, R2, R3, R4 } from './data/spa-tables.js';

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
}

export interface SolarPosition {
  zenithDeg: number;
  apparentZenithDeg: number;
  azimuthDeg: number;
  elevationDeg: number;
  apparentElevationDeg: number;
}

export function allocateSolarPositionArrays(length: number): SolarPositionArrays {
  return {
    zenithDeg: new Float64Array(length),
    apparentZenithDeg: new Float64Array(length),
    azimuthDeg: new Float64Array(length),
    elevationDeg: new Float64Array(length),
    apparentElevationDeg: new Float64Array(length),
  };
}

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

function mod360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

function periodicSum(table: readonly number[], jme: number): number {
  let s = 0;
  for (let k = 0; k < table.length; k += 3) {
    s += table[k]! * Math.cos(table[k + 1]! + table[k + 2]! * jme);
  }
  return s;
}

/**
 * Computes the sun's position for many instants and writes into preallocated arrays
 * (no allocation per call). `unixS[i]` are seconds since 1970-01-01T00:00:00Z.
 */
export function solarPositionInto(
  unixS: ArrayLike<number>,
  site: SpaSite,
  out: SolarPositionArrays,
  start = 0,
  end = unixS.length,
): void {
  const latDeg = site.latitudeDeg;
  const lonDeg = site.longitudeDeg;
  const elevM = site.altitudeM;
  const pressureMbar = (site.pressurePa ?? pressurePaFromAltitudeM(elevM)) / 100;
  const tempC = site.temperatureC ?? DEFAULT_REFRACTION_TEMP_C;
  const deltaTS = site.deltaTS ?? DEFAULT_DELTA_T_S;
  const atmosRefract = site.atmosRefractDeg ?? DEFAULT_ATMOS_REFRACT_DEG;

  // Observer terms (independent of time).
  const latRad = latDeg * RAD;
  const sinLat = Math.sin(latRad);
  const cosLat = Math.cos(latRad);
  const u = Math.atan(0.99664719 * Math.tan(latRad));
  const xTerm = Math.cos(u) + (elevM / 6378140) * cosLat;
  const yTerm = 0.99664719 * Math.sin(u) + (elevM / 6378140) * sinLat;
  const refractionScale = (pressureMbar / 1010) * (283 / (273 + tempC)) * 1.02;
  const refractionLimit = -1 * (0.26667 + atmosRefract);

  for (let i = start; i < end; i++) {
    const jd = unixS[i]! / 86400 + 2440587.5;
    const jde = jd + deltaTS / 86400;
    const jc = (jd - 2451545) / 36525;
    const jce = (jde - 2451545) / 36525;
    const jme = jce / 10;

    // Earth heliocentric longitude, latitude (degrees) and radius vector (AU).
    const lRad =
      (periodicSum(L0, jme) +
        jme *
          (periodicSum(L1, jme) +
            jme *
              (periodicSum(L2, jme) +
                jme *
                  (periodicSum(L3, jme) +
                    jme * (periodicSum(L4, jme) + jme * periodicSum(L5, jme)))))) /
      1e8;
    const lDeg = mod360(lRad * DEG);
    const bDeg = ((periodicSum(B0, jme) + jme * periodicSum(B1, jme)) / 1e8) * DEG;
    const rAu =
      (periodicSum(R0, jme) +
        jme *
          (periodicSum(R1, jme) +
            jme *
              (periodicSum(R2, jme) + jme * (periodicSum(R3, jme) + jme * periodicSum(R4, jme))))) /
      1e8;

    // Geocentric longitude and latitude.
    const thetaDeg = mod360(lDeg + 180);
    const betaDeg = -bDeg;

    // Nutation in longitude and obliquity (degrees).
    const jce2 = jce * jce;
    const jce3 = jce2 * jce;
    const x0 = 297.85036 + 445267.11148 * jce - 0.0019142 * jce2 + jce3 / 189474;
    const x1 = 357.52772 + 35999.05034 * jce - 0.0001603 * jce2 - jce3 / 300000;
    const x2 = 134.96298 + 477198.867398 * jce + 0.0086972 * jce2 + jce3 / 56250;
    const x3 = 93.27191 + 483202.017538 * jce - 0.0036825 * jce2 + jce3 / 327270;
    const x4 = 125.04452 - 1934.136261 * jce + 0.0020708 * jce2 + jce3 / 450000;
    let dPsiSum = 0;
    let dEpsSum = 0;
    for (let k = 0; k < NUTATION.length; k += 9) {
      const arg =
        (NUTATION[k]! * x0 +
          NUTATION[k + 1]! * x1 +
          NUTATION[k + 2]! * x2 +
          NUTATION[k + 3]! * x3 +
          NUTATION[k + 4]! * x4) *
        RAD;
      dPsiSum += (NUTATION[k + 5]! + NUTATION[k + 6]! * jce) * Math.sin(arg);
      dEpsSum += (NUTATION[k + 7]! + NUTATION[k + 8]! * jce) * Math.cos(arg);
    }
    const dPsiDeg = dPsiSum / 36000000;
    const dEpsDeg = dEpsSum / 36000000;

    // True obliquity of the ecliptic.
    const uu = jme / 10;
    const eps0Arcsec =
      84381.448 +
      uu *
        (-4680.93 +
          uu *
            (-1.55 +
              uu *
                (1999.25 +
                  uu *
                    (-51.38 +
                      uu *
                        (-249.67 +
                          uu * (-39.05 + uu * (7.12 + uu * (27.87 + uu * (5.79 + uu * 2.45)))))))));
    const epsDeg = eps0Arcsec / 3600 + dEpsDeg;
    const epsRad = epsDeg * RAD;

    // Apparent sun longitude, sidereal time, geocentric right ascension and declination.
    const lambdaRad = (thetaDeg + dPsiDeg - 20.4898 / (3600 * rAu)) * RAD;
    const v0 = mod360(
      280.46061837 +
        360.98564736629 * (jd - 2451545) +
        0.000387933 * jc * jc -
        (jc * jc * jc) / 38710000,
    );
    const vDeg = v0 + dPsiDeg * Math.cos(epsRad);
    const betaRad = betaDeg * RAD;
    const sinLambda = Math.sin(lambdaRad);
    const alphaDeg = mod360(
      Math.atan2(
        sinLambda * Math.cos(epsRad) - Math.tan(betaRad) * Math.sin(epsRad),
        Math.cos(lambdaRad),
      ) * DEG,
    );
    const deltaRad = Math.asin(
      Math.sin(betaRad) * Math.cos(epsRad) + Math.cos(betaRad) * Math.sin(epsRad) * sinLambda,
    );

    // Observer local hour angle and topocentric corrections (parallax).
    const hRad = mod360(vDeg + lonDeg - alphaDeg) * RAD;
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
      e0Deg >= refractionLimit
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
