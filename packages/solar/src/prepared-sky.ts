// The sky terms of a weather series at a site that do not depend on the plane: the sun's geometry
// (site-geometry.ts), Spencer's extraterrestrial DNI and the Perez F1/F2 brightening coefficients
// (irradiance.ts). Built once per (place, weather) and reused for any tilt, azimuth and system.
import { extraterrestrialDniWm2, perezSkyStateInto } from './irradiance.js';
import { geometryFromPositions, siteGeometry } from './site-geometry.js';
import type { SiteGeometry } from './site-geometry.js';
import type { SpaSite } from './spa-observer.js';
import { isLitRow } from './weather-series.js';
import type { WeatherSeries } from './weather-series.js';

/**
 * Weather plus everything that depends only on the place and the sky, not on the plane:
 * sun angles, extraterrestrial DNI, airmass, Perez F1/F2 and Hay-Davies anisotropy.
 */
export interface PreparedSky extends SiteGeometry {
  weather: WeatherSeries;
  dniExtraWm2: Float64Array;
  perezF1: Float64Array;
  perezF2: Float64Array;
  /** Rows that can produce power (any irradiance component non-zero). */
  activeRows: Int32Array;
}

/** The weather-dependent columns of a {@link PreparedSky}, at least as long as the series. */
export interface SkyColumns {
  dniExtraWm2: Float64Array;
  perezF1: Float64Array;
  perezF2: Float64Array;
  activeRows: Int32Array;
}

export function allocateSkyColumns(length: number): SkyColumns {
  // One buffer for the four columns (one allocation instead of four).
  const buffer = new ArrayBuffer(length * (3 * 8 + 4));
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * length * 8, length);
  return {
    dniExtraWm2: f64(0),
    perezF1: f64(1),
    perezF2: f64(2),
    activeRows: new Int32Array(buffer, length * 3 * 8, length),
  };
}

/**
 * Solar geometry and sky terms for a weather series at a site (SPA with deltaT 67 s). The
 * geometry is shared by every call with the same site and instants; only the sky terms that
 * depend on the weather are computed per call (into `columns` when given: a caller that drops the
 * sky after one use can reuse them).
 */
export function prepareSky(
  weather: WeatherSeries,
  site: SpaSite,
  columns?: SkyColumns,
): PreparedSky {
  return skyFromGeometry(weather, siteGeometry(weather.unixS, site), columns);
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
export function skyFromGeometry(
  weather: WeatherSeries,
  g: SiteGeometry,
  columns: SkyColumns = allocateSkyColumns(weather.length),
): PreparedSky {
  const n = weather.length;
  const dniExtraWm2 = columns.dniExtraWm2.subarray(0, n);
  const perezF1 = columns.perezF1.subarray(0, n);
  const perezF2 = columns.perezF2.subarray(0, n);
  const active = columns.activeRows;
  const apparentZenithDeg = g.apparentZenithDeg;
  const airmass = g.airmass;
  const { dayOfYear, dhiWm2, dniWm2 } = weather;
  let activeCount = 0;
  let lastDayOfYear = -1;
  let dniExtraDayWm2 = 0;
  for (let i = 0; i < n; i++) {
    const z = apparentZenithDeg[i]!;
    // Spencer's E0 depends on the day only: once per day for hourly rows.
    const doy = dayOfYear[i]!;
    if (doy !== lastDayOfYear) {
      dniExtraDayWm2 = extraterrestrialDniWm2(doy);
      lastDayOfYear = doy;
    }
    dniExtraWm2[i] = dniExtraDayWm2;
    if (z <= 90) {
      perezSkyStateInto(
        dhiWm2[i]!,
        dniWm2[i]!,
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
    activeRows: active.subarray(0, activeCount),
  };
}
