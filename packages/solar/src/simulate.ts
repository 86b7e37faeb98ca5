// simulateYear: the `simulate` command as a function (hourly weather or a KMA station's
// synthetic year), with the model chain of modelchain.ts.
import { syntheticYear, getStation } from './climatology.js';
import { allocateWeatherSeries, prepareActiveSky, simulatePrepared } from './modelchain.js';
import type { PreparedSky, SystemSpec, YearResult } from './modelchain.js';
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
  const sky = prepareActiveSky(year.weather, { latitudeDeg, longitudeDeg, altitudeM });
  stationSkyCache.set(key, sky);
  if (stationSkyCache.size > STATION_SKY_CACHE_SIZE) {
    const oldest = stationSkyCache.keys().next().value;
    if (oldest !== undefined) stationSkyCache.delete(oldest);
  }
  return sky;
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
  const w = allocateWeatherSeries(rows.length);
  const t = emptyLocalTime();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (!parseIsoWithOffsetInto(row.time, t)) {
      throw new SolarInputError(`weather.hourly[${i}].time is not ISO-8601 with an offset`);
    }
    w.unixS[i] = t.unixS;
    w.month[i] = t.month;
    w.dayOfYear[i] = t.dayOfYear;
    w.ghiWm2[i] = row.ghiWm2;
    w.dniWm2[i] = row.dniWm2;
    w.dhiWm2[i] = row.dhiWm2;
    w.tempAirC[i] = row.tempAirC;
    w.windMs[i] = row.windMs;
  }
  return simulatePrepared(prepareActiveSky(w, site), system);
}
