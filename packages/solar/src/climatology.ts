// KMA station climatology, nearest-station search and a deterministic synthetic hourly year.
//
// Synthetic year (per climate station; see README "Synthetic hourly year"):
//  1. Hours of the fixed non-leap year 2023 in KST (+09:00), stamped at the half hour (hh:30) so
//     the sun is evaluated at the centre of each hour. 8760 rows.
//  2. Sun by SPA at the station (altitude 0 m where unknown), apparent zenith.
//  3. Clear-sky shape: Haurwitz (1945) GHIcs = 1098 cos Z exp(-0.057 / cos Z) for cos Z > 0.
//  4. Day-to-day clearness: for month m with target Hm (kWh/m2/day, from ghiMjM2Day / 3.6), the
//     mean ratio K = sum(target) / sum(clear sky). Day d gets k_d = K + A * u_d, where u_d is the
//     de-meaned output of the mulberry32 generator seeded with stnId * 100 + m, and
//     A = max(0, min(0.35, K - 0.08, 1.0 - K)). GHI(h) = GHIcs(h) * k_d * f, with
//     f = target / sum(GHIcs * k_d), so the monthly GHI total equals the climatology exactly.
//  5. DNI and DHI by Erbs (pvlib `erbs`) from GHI, apparent zenith and day of year.
//  6. Air temperature: monthly mean plus a daily cosine peaking at 15:00 with half-range
//     2 + 4 * k_d C (clear days swing more); 24 equally spaced samples of a full cosine sum to 0,
//     so the monthly mean is kept exactly. Wind: the monthly mean, constant.
import {
  decomposeSeriesErbs,
  allocateWeatherSeries,
  prepareSkyFromPositions,
} from './modelchain.js';
import { EARTH_MEAN_RADIUS_M } from './geometry.js';
import type { PreparedSky, WeatherSeries } from './modelchain.js';
import { allocateSolarPositionArrays, solarPositionInto } from './position.js';
import { daysInMonth, dayOfYear } from './time.js';
import { CLIMATOLOGY_ROWS } from './data/climatology.js';
import { STATIONS } from './data/stations.js';
import type { ClimatologyRow, StationRecord } from './types.js';

export const SYNTHETIC_YEAR = 2023;
export const KST_OFFSET_MIN = 9 * 60;
const RAD = Math.PI / 180;

/** Monthly climatology of one station, arrays indexed by month - 1. */
export interface StationClimate {
  stnId: number;
  stnName: string;
  /** Mean daily GHI, kWh/m2/day. */
  ghiKwhM2Day: number[];
  tempAirC: number[];
  windMs: number[];
  rows: ClimatologyRow[];
}

const climateById = new Map<number, StationClimate>();
for (const row of CLIMATOLOGY_ROWS) {
  let c = climateById.get(row.stnId);
  if (!c) {
    c = {
      stnId: row.stnId,
      stnName: row.stnName,
      ghiKwhM2Day: Array<number>(12).fill(Number.NaN),
      tempAirC: Array<number>(12).fill(Number.NaN),
      windMs: Array<number>(12).fill(Number.NaN),
      rows: [],
    };
    climateById.set(row.stnId, c);
  }
  c.ghiKwhM2Day[row.month - 1] = row.ghiMjM2Day / 3.6;
  c.tempAirC[row.month - 1] = row.tempAirC;
  c.windMs[row.month - 1] = row.windMs;
  c.rows.push(row);
}

const stationById = new Map<number, StationRecord>(STATIONS.map((s) => [s.stnId, s]));

export function listStations(): readonly StationRecord[] {
  return STATIONS;
}

export function getStation(stnId: number): StationRecord | undefined {
  return stationById.get(stnId);
}

/** Climatology of a station that has its own GHI record, or undefined. */
export function getStationClimate(stnId: number): StationClimate | undefined {
  return climateById.get(stnId);
}

/** Great-circle (haversine) distance on a sphere of radius 6 371 008.8 m, metres. */
export function greatCircleDistanceM(
  lat1Deg: number,
  lng1Deg: number,
  lat2Deg: number,
  lng2Deg: number,
): number {
  const dLat = (lat2Deg - lat1Deg) * RAD;
  const dLng = (lng2Deg - lng1Deg) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1Deg * RAD) * Math.cos(lat2Deg * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface NearestStation {
  /** Nearest ASOS station to the point (any station). */
  stnId: number;
  stnName: string;
  distanceKm: number;
  /** Station whose climatology is used (itself, or the nearest station with GHI to it). */
  climateStnId: number;
  climateStnName: string;
  /** Distance from the point to the climate station, km. */
  climateDistanceKm: number;
  /** Linear calibration of the physics result (energy' = gradient * energy + constant). */
  gradient: number;
  constant: number;
}

function nearestOf(
  latDeg: number,
  lngDeg: number,
  candidates: readonly StationRecord[],
): { station: StationRecord; distanceM: number } {
  let best: StationRecord | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const s of candidates) {
    const d = greatCircleDistanceM(latDeg, lngDeg, s.latitudeDeg, s.longitudeDeg);
    if (d < bestD || (d === bestD && best && s.stnId < best.stnId)) {
      best = s;
      bestD = d;
    }
  }
  if (!best) throw new Error('no stations');
  return { station: best, distanceM: bestD };
}

const COVERED = STATIONS.filter((s) => climateById.has(s.stnId));

/** The climate station for a station: itself when it has GHI, else the nearest covered one. */
export function climateStationFor(stnId: number): StationRecord {
  const s = stationById.get(stnId);
  if (!s) throw new RangeError(`unknown station ${stnId}`);
  if (climateById.has(stnId)) return s;
  return nearestOf(s.latitudeDeg, s.longitudeDeg, COVERED).station;
}

export interface StationCalibration {
  gradient: number;
  constant: number;
}

/**
 * Nearest KMA ASOS station to a point by great-circle distance. Stations without a GHI record
 * borrow the climatology of the covered station nearest to them. `calibrations` optionally maps
 * stnId to the spec's gradient/constant (default 1 and 0).
 */
export function nearestStation(
  latDeg: number,
  lngDeg: number,
  calibrations?: ReadonlyMap<number, StationCalibration>,
): NearestStation {
  const { station, distanceM } = nearestOf(latDeg, lngDeg, STATIONS);
  const climate = climateStationFor(station.stnId);
  const cal = calibrations?.get(station.stnId) ?? { gradient: 1, constant: 0 };
  return {
    stnId: station.stnId,
    stnName: station.name,
    distanceKm: distanceM / 1000,
    climateStnId: climate.stnId,
    climateStnName: climate.name,
    climateDistanceKm:
      greatCircleDistanceM(latDeg, lngDeg, climate.latitudeDeg, climate.longitudeDeg) / 1000,
    gradient: cal.gradient,
    constant: cal.constant,
  };
}

/** mulberry32: a small deterministic 32-bit PRNG (T. Ettinger, public domain), values in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Haurwitz clear-sky GHI, W/m2: 1098 cos Z exp(-0.057 / cos Z), 0 when the sun is down.
 * B. Haurwitz, "Insolation in relation to cloudiness and cloud density", Journal of Meteorology
 * 2, 154-166, 1945 (pvlib `clearsky.haurwitz`).
 */
export function haurwitzGhiWm2(apparentZenithDeg: number): number {
  const c = Math.cos(apparentZenithDeg * RAD);
  return c > 0 ? 1098 * c * Math.exp(-0.057 / c) : 0;
}

export interface SyntheticYear {
  stnId: number;
  weather: WeatherSeries;
  /** Sun geometry and sky terms at the station, ready for {@link simulatePrepared}. */
  sky: PreparedSky;
  /** Daily clearness multipliers k_d (365), for inspection. */
  dailyClearness: Float64Array;
}

const syntheticCache = new Map<number, SyntheticYear>();

/** cos(2 pi (h + 0.5 - 15) / 24) for local hours h = 0..23: the daily temperature wave (step 6). */
const DAILY_TEMPERATURE_SHAPE = Float64Array.from({ length: 24 }, (_, h) =>
  Math.cos((2 * Math.PI * (h + 0.5 - 15)) / 24),
);

/**
 * Deterministic synthetic hourly year for a climate station (algorithm in the file header).
 * Cached per station: the first call costs one SPA run over 8760 hours (tens of ms); later calls
 * are a map lookup. The result is shared: do not mutate it.
 */
export function syntheticYear(stnId: number): SyntheticYear {
  const climateStation = climateStationFor(stnId);
  const cached = syntheticCache.get(climateStation.stnId);
  if (cached) return cached;
  const climate = climateById.get(climateStation.stnId)!;
  const year = SYNTHETIC_YEAR;
  const n = 8760;
  const w = allocateWeatherSeries(n);
  const startUnixS = Date.UTC(year, 0, 1, 0, 30, 0) / 1000 - KST_OFFSET_MIN * 60;
  for (let i = 0; i < n; i++) w.unixS[i] = startUnixS + i * 3600;
  let i = 0;
  for (let m = 1; m <= 12; m++) {
    for (let d = 1; d <= daysInMonth(year, m); d++) {
      const doy = dayOfYear(year, m, d);
      for (let h = 0; h < 24; h++, i++) {
        w.month[i] = m;
        w.dayOfYear[i] = doy;
      }
    }
  }
  const pos = allocateSolarPositionArrays(n);
  pos.cosAzimuth = new Float64Array(n);
  pos.sinAzimuth = new Float64Array(n);
  solarPositionInto(
    w.unixS,
    {
      latitudeDeg: climateStation.latitudeDeg,
      longitudeDeg: climateStation.longitudeDeg,
      altitudeM: climateStation.altitudeM ?? 0,
    },
    pos,
  );
  const clear = new Float64Array(n);
  for (let k = 0; k < n; k++) clear[k] = haurwitzGhiWm2(pos.apparentZenithDeg[k]!);

  const dailyClearness = new Float64Array(365);
  let row = 0;
  let dayIndex = 0;
  for (let m = 1; m <= 12; m++) {
    const days = daysInMonth(year, m);
    const targetWhM2 = climate.ghiKwhM2Day[m - 1]! * days * 1000;
    const dailyClearWh = new Float64Array(days);
    for (let d = 0; d < days; d++) {
      let s = 0;
      for (let h = 0; h < 24; h++) s += clear[row + d * 24 + h]!;
      dailyClearWh[d] = s;
    }
    const clearTotal = dailyClearWh.reduce((a, b) => a + b, 0);
    const kMean = targetWhM2 / clearTotal;
    const amplitude = Math.max(0, Math.min(0.35, kMean - 0.08, 1 - kMean));
    const rand = mulberry32(climate.stnId * 100 + m);
    const u = Array.from({ length: days }, () => 2 * rand() - 1);
    const uMean = u.reduce((a, b) => a + b, 0) / days;
    const k = u.map((v) => kMean + amplitude * (v - uMean));
    let shaped = 0;
    for (let d = 0; d < days; d++) shaped += dailyClearWh[d]! * k[d]!;
    const f = targetWhM2 / shaped;
    const tempMeanC = climate.tempAirC[m - 1]!;
    const windMs = climate.windMs[m - 1]!;
    for (let d = 0; d < days; d++) {
      const kd = k[d]! * f;
      dailyClearness[dayIndex + d] = kd;
      const halfRange = 2 + 4 * Math.min(kd, 1);
      for (let h = 0; h < 24; h++) {
        const idx = row + d * 24 + h;
        w.ghiWm2[idx] = clear[idx]! * kd;
        w.tempAirC[idx] = tempMeanC + halfRange * DAILY_TEMPERATURE_SHAPE[h]!;
        w.windMs[idx] = windMs;
      }
    }
    row += days * 24;
    dayIndex += days;
  }
  decomposeSeriesErbs(w, pos.apparentZenithDeg);
  const sky = prepareSkyFromPositions(
    w,
    pos.zenithDeg,
    pos.apparentZenithDeg,
    pos.azimuthDeg,
    pos.cosAzimuth,
    pos.sinAzimuth,
  );
  const result: SyntheticYear = { stnId: climate.stnId, weather: w, sky, dailyClearness };
  syntheticCache.set(climate.stnId, result);
  return result;
}

/** Drops cached synthetic years (tests and benchmarks). */
export function clearSyntheticYearCache(): void {
  syntheticCache.clear();
}
