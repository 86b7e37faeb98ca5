// Regional calibration of the physics to Korean fleet statistics (reference/forecast-and-finance.md
// B.1 and C.1). The synthetic year from five years of monthly station means runs 3-10 % below the
// daily generation hours that fleets of real plants report (제주 -10 %). Each KMA station belongs
// to a fleet region; the region's gradient is
//   gradient = fleet h/day of the region / mean physics h/day of the region's climate stations
// for the reference system (south, tilt 21, PVWatts defaults), constant 0. Stations of one region
// share the gradient, so the differences between them (coast, mountains) are kept while the
// region's mean lands on the fleet figure. 제주 is a blend of 제주 (184) and 고산 (185), the two
// stations with a radiation record.
//
// Each station is also kept inside its region's fleet band, not only the region's mean (a five-year
// third-party copy of one station's radiation is not evidence that a city beats its region's fleet
// by 8 %): a station's calibrated hours are clamped into
//   [fleet (1 - tol), min(fleet (1 + tol), the sunniest region's fleet mean)]
// (the second bound for every region but the sunniest one: 엔라이튼 2021 ranks 전남 first), and the
// region's gradient is refitted so the mean of the clamped hours is still the fleet figure:
//   find g with mean_s clamp(g p_s, lo, hi) = fleet,  gradient_s = clamp(g p_s, lo, hi) / p_s.
// The gradients are generated into src/data/calibration.ts by scripts/generate-calibration.ts; a
// test recomputes them.
import { SYSTEM_DEFAULTS } from './assumptions.js';
import { FLEET_HOURS, fleetRegionOf } from './fleet-hours.js';
import type { FleetRegion } from './fleet-hours.js';
import { climateStationFor, getStation, getStationClimate, syntheticYear } from './climatology.js';
import { CALIBRATION_VERSION, REGION_GRADIENTS, STATION_GRADIENTS } from './data/calibration.js';
import { STATIONS } from './data/stations.js';
import { simulatePrepared } from './modelchain.js';

export { CALIBRATION_VERSION, REGION_GRADIENTS, STATION_GRADIENTS, FLEET_HOURS, fleetRegionOf };
export type { FleetRegion, FleetHours } from './fleet-hours.js';

/** The reference system the gradients are fitted on (reference C.1: south, tilt 20-30). */
export const CALIBRATION_SYSTEM = { tiltDeg: 21, surfaceAzimuthDeg: 180 } as const;

export interface RegionGradient {
  /** The region's gradient before each station is clamped into the band. */
  gradient: number;
  /** Mean physics h/day of the region's climate stations for the reference system. */
  physicsHoursPerDay: number;
  /** Climate stations the mean is taken over. */
  stnIds: number[];
}

/** Physics h/day of a climate station for the reference system (one simulation). */
function physicsHoursOf(stnId: number): number {
  return simulatePrepared(syntheticYear(stnId).sky, {
    ...CALIBRATION_SYSTEM,
    systemKwp: 100,
    dcAcRatio: SYSTEM_DEFAULTS.dcAcRatio.value,
    albedo: SYSTEM_DEFAULTS.albedo.value,
    lossesPct: SYSTEM_DEFAULTS.lossesPct.value,
    gammaPdcPerC: SYSTEM_DEFAULTS.gammaPdcPerC.value,
    etaInvNom: SYSTEM_DEFAULTS.etaInvNom.value,
    temperatureModel: SYSTEM_DEFAULTS.temperatureModel.value,
    transposition: SYSTEM_DEFAULTS.transposition.value,
    iam: SYSTEM_DEFAULTS.iam.value,
  }).dailyGenerationHours;
}

/** The band a station's calibrated h/day is kept in (see the file header). */
export function fleetBandHours(region: FleetRegion): { lo: number; hi: number } {
  const f = FLEET_HOURS[region];
  const top = Math.max(...Object.values(FLEET_HOURS).map((x) => x.hoursPerDay.value));
  const isTop = f.hoursPerDay.value >= top;
  const hi = f.hoursPerDay.value * (1 + f.tolerancePct / 100);
  return {
    lo: f.hoursPerDay.value * (1 - f.tolerancePct / 100),
    hi: isTop ? hi : Math.min(hi, top),
  };
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * Fits the regional gradients and each station's gradient from the synthetic years (about 50
 * station-years of simulation; run by the generator script and the test, never per request).
 */
export function fitGradients(): {
  regions: Record<FleetRegion, RegionGradient>;
  stations: Record<number, number>;
} {
  const physics = new Map<number, number>();
  const physicsOf = (climateStnId: number): number => {
    let h = physics.get(climateStnId);
    if (h === undefined) {
      h = physicsHoursOf(climateStnId);
      physics.set(climateStnId, h);
    }
    return h;
  };
  const byRegion = new Map<FleetRegion, number[]>();
  for (const station of STATIONS) {
    if (!getStationClimate(station.stnId)) continue;
    const region = fleetRegionOf(station.region);
    const list = byRegion.get(region) ?? [];
    list.push(station.stnId);
    byRegion.set(region, list);
  }
  const regions = {} as Record<FleetRegion, RegionGradient>;
  for (const region of Object.keys(FLEET_HOURS) as FleetRegion[]) {
    const stnIds = byRegion.get(region);
    if (!stnIds) throw new Error(`no climate station in fleet region ${region}`);
    const hours = stnIds.map(physicsOf);
    const target = FLEET_HOURS[region].hoursPerDay.value;
    const { lo, hi } = fleetBandHours(region);
    const meanAt = (g: number): number =>
      hours.reduce((a, p) => a + clamp(g * p, lo, hi), 0) / hours.length;
    let gLo = 0.5;
    let gHi = 2;
    for (let i = 0; i < 80; i++) {
      const mid = (gLo + gHi) / 2;
      if (meanAt(mid) < target) gLo = mid;
      else gHi = mid;
    }
    regions[region] = {
      gradient: round4((gLo + gHi) / 2),
      physicsHoursPerDay: round4(hours.reduce((a, b) => a + b, 0) / hours.length),
      stnIds,
    };
  }
  const stations: Record<number, number> = {};
  for (const station of STATIONS) {
    const region = fleetRegionOf(station.region);
    const p = physicsOf(climateStationFor(station.stnId).stnId);
    const { lo, hi } = fleetBandHours(region);
    stations[station.stnId] = round4(clamp(regions[region].gradient * p, lo, hi) / p);
  }
  return { regions, stations };
}

/** The regional gradients alone (what earlier versions generated). */
export function fitRegionGradients(): Record<FleetRegion, RegionGradient> {
  return fitGradients().regions;
}

/** The fleet calibration of a KMA station: its region's gradient, constant 0. */
export function fleetCalibration(stnId: number): {
  gradient: number;
  constant: number;
  region: FleetRegion;
} {
  const station = getStation(stnId);
  if (!station) throw new RangeError(`unknown station ${stnId}`);
  const region = fleetRegionOf(station.region);
  const gradient = (STATION_GRADIENTS as Record<number, number>)[stnId];
  return { gradient: gradient ?? REGION_GRADIENTS[region].gradient, constant: 0, region };
}

/** Where a calibration row comes from (the server stores it beside the gradient). */
export function fleetCalibrationSource(stnId: number): string {
  const { region } = fleetCalibration(stnId);
  const f = FLEET_HOURS[region];
  return `fleet ${f.label} ${f.hoursPerDay.value} h/day ±${f.tolerancePct} % (${f.hoursPerDay.status}), each station inside the band; ${CALIBRATION_VERSION}`;
}
