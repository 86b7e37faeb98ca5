// Hourly weather in columns, the model chain's input: one typed array per quantity, one row per
// hour (W/m2, C, m/s), with each row's instant for the sun and local calendar fields for sums.
import { erbsSeriesInto } from './irradiance.js';

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

/** True when a row can produce power: any irradiance component non-zero (NaN counts). */
export function isLitRow(weather: WeatherSeries, i: number): boolean {
  return weather.ghiWm2[i] !== 0 || weather.dniWm2[i] !== 0 || weather.dhiWm2[i] !== 0;
}

/**
 * The rows of a series that can produce power (any irradiance component non-zero), in order, as
 * a new series; the series itself when every row is lit. The model chain reads only those rows,
 * so a sky prepared on this series gives the same energy for about half the work on a year of
 * hours (the nights need no sun).
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
