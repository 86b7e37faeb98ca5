// simulateYear: the `simulate` command as a function (hourly weather or a KMA station's
// synthetic year), with the model chain of modelchain.ts.
import { syntheticYear, getStation } from './climatology.js';
import { simulatePrepared } from './modelchain.js';
import type { SystemSpec, YearResult } from './modelchain.js';
import { allocateSkyColumns, prepareSky } from './prepared-sky.js';
import type { PreparedSky, SkyColumns } from './prepared-sky.js';
import { allocateWeatherSeries, litRows, truncateWeatherSeries } from './weather-series.js';
import type { WeatherSeries } from './weather-series.js';
import type { SimulateInput } from './schemas.js';
import { emptyLocalTime, parseIsoWithOffsetInto } from './time.js';

export class SolarInputError extends Error {
  readonly code = 'SOLAR_INVALID_INPUT';
  constructor(message: string) {
    super(message);
    this.name = 'SolarInputError';
  }
}

/** Prepared skies for station weather at a site, most recent last (small LRU). */
const stationSkyCache = new Map<string, PreparedSky>();
const STATION_SKY_CACHE_SIZE = 16;

function stationSkyAt(
  stnId: number,
  latitudeDeg: number,
  longitudeDeg: number,
  altitudeM: number,
): PreparedSky {
  const key = `${stnId}:${latitudeDeg}:${longitudeDeg}:${altitudeM}`;
  const hit = stationSkyCache.get(key);
  if (hit) {
    stationSkyCache.delete(key);
    stationSkyCache.set(key, hit);
    return hit;
  }
  const year = syntheticYear(stnId);
  // Only lit rows count (simulatePrepared skips the others): the sun is needed there only.
  const sky = prepareSky(litRows(year.weather), { latitudeDeg, longitudeDeg, altitudeM });
  stationSkyCache.set(key, sky);
  if (stationSkyCache.size > STATION_SKY_CACHE_SIZE) {
    const oldest = stationSkyCache.keys().next().value;
    if (oldest !== undefined) stationSkyCache.delete(oldest);
  }
  return sky;
}

/** The parsed times of an hourly series: the instant and the local calendar fields per row. */
interface TimeIndex {
  times: string[];
  unixS: Float64Array;
  month: Uint8Array;
  dayOfYear: Uint16Array;
}

/**
 * The last parsed time index. Weather years for many sites and systems come on the same
 * timestamps (a typical year), and comparing a row's text with the kept one costs a fraction of
 * parsing it, so a series whose every time equals the last one's reuses its instants.
 */
let lastTimeIndex: TimeIndex | undefined;

function timeIndexOf(rows: readonly { time: string }[]): TimeIndex {
  const n = rows.length;
  const last = lastTimeIndex;
  if (last !== undefined && last.times.length === n) {
    let same = true;
    for (let i = 0; i < n; i++) {
      if (rows[i]!.time !== last.times[i]) {
        same = false;
        break;
      }
    }
    if (same) return last;
  }
  const buffer = new ArrayBuffer(n * (8 + 2 + 1));
  const index: TimeIndex = {
    times: new Array<string>(n),
    unixS: new Float64Array(buffer, 0, n),
    dayOfYear: new Uint16Array(buffer, n * 8, n),
    month: new Uint8Array(buffer, n * 10, n),
  };
  const t = emptyLocalTime();
  for (let i = 0; i < n; i++) {
    const time = rows[i]!.time;
    if (!parseIsoWithOffsetInto(time, t)) {
      throw new SolarInputError(`weather.hourly[${i}].time is not ISO-8601 with an offset`);
    }
    index.times[i] = time;
    index.unixS[i] = t.unixS;
    index.month[i] = t.month;
    index.dayOfYear[i] = t.dayOfYear;
  }
  lastTimeIndex = index;
  return index;
}

/** Forgets the last parsed time index (benchmarks of a series seen for the first time). */
export function clearTimeIndexCache(): void {
  lastTimeIndex = undefined;
}

/**
 * One year of AC energy for a system at a site. Weather is either hourly rows (each counts 1 h;
 * months by each row's local time) or `{stationId}`: the station's synthetic year (2023, KST),
 * with the sun re-evaluated at the given site.
 */
export function simulateYear(input: SimulateInput): YearResult {
  const system: SystemSpec = {
    tiltDeg: input.tiltDeg,
    surfaceAzimuthDeg: input.surfaceAzimuthDeg,
    systemKwp: input.systemKwp,
    dcAcRatio: input.dcAcRatio,
    albedo: input.albedo,
    lossesPct: input.lossesPct,
    gammaPdcPerC: input.gammaPdcPerC,
    etaInvNom: input.etaInvNom,
    temperatureModel: input.temperatureModel,
    transposition: input.transposition,
    iam: input.iam,
  };
  const site = {
    latitudeDeg: input.latitude,
    longitudeDeg: input.longitude,
    altitudeM: input.altitudeM,
  };
  if ('stationId' in input.weather) {
    const stnId = input.weather.stationId;
    if (!getStation(stnId)) throw new SolarInputError(`unknown KMA station id ${stnId}`);
    return simulatePrepared(
      stationSkyAt(stnId, site.latitudeDeg, site.longitudeDeg, site.altitudeM),
      system,
    );
  }
  const rows = input.weather.hourly;
  const index = timeIndexOf(rows);
  const scratch = scratchFor(rows.length);
  const w = scratch.weather;
  // Only lit rows (any irradiance non-zero) are kept: the chain adds nothing for the others, so
  // the sun is evaluated where it matters only.
  let lit = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const ghi = row.ghiWm2;
    const dni = row.dniWm2;
    const dhi = row.dhiWm2;
    if (ghi === 0 && dni === 0 && dhi === 0) continue;
    w.unixS[lit] = index.unixS[i]!;
    w.month[lit] = index.month[i]!;
    w.dayOfYear[lit] = index.dayOfYear[i]!;
    w.ghiWm2[lit] = ghi;
    w.dniWm2[lit] = dni;
    w.dhiWm2[lit] = dhi;
    w.tempAirC[lit] = row.tempAirC;
    w.windMs[lit] = row.windMs;
    lit++;
  }
  return simulatePrepared(prepareSky(truncateWeatherSeries(w, lit), site, scratch.sky), system);
}

/**
 * The columns an hourly series is read into and its sky terms computed in. Nothing keeps them
 * after the call (the site's geometry keeps its own copy of the instants), so one set serves
 * every call: no allocation per year but the geometry of a site first seen.
 */
let scratch: { weather: WeatherSeries; sky: SkyColumns } | undefined;

function scratchFor(length: number): { weather: WeatherSeries; sky: SkyColumns } {
  if (scratch === undefined || scratch.weather.length < length) {
    scratch = { weather: allocateWeatherSeries(length), sky: allocateSkyColumns(length) };
  }
  return scratch;
}
