// Regional calibration of the physics to Korean fleet statistics (reference/forecast-and-finance.md
// B.1 and C.1). The synthetic year from five years of monthly station means runs 3-10 % below the
// daily generation hours that fleets of real plants report (제주 -10 %). Each KMA station belongs
// to a fleet region; the region's gradient is
//   gradient = fleet h/day of the region / mean physics h/day of the region's climate stations
// for the reference system (south, tilt 21, PVWatts defaults), constant 0. Stations of one region
// share the gradient, so the differences between them (coast, mountains) are kept while the
// region's mean lands on the fleet figure. 제주 is a blend of 제주 (184) and 고산 (185), the two
// stations with a radiation record. The gradients are generated into src/data/calibration.ts by
// scripts/generate-calibration.ts; a test recomputes them.
import { SYSTEM_DEFAULTS } from './assumptions.js';
import { FLEET_HOURS, fleetRegionOf } from './fleet-hours.js';
import type { FleetRegion } from './fleet-hours.js';
import { getStation, getStationClimate, syntheticYear } from './climatology.js';
import { CALIBRATION_VERSION, REGION_GRADIENTS } from './data/calibration.js';
import { STATIONS } from './data/stations.js';
import { simulatePrepared } from './modelchain.js';

export { CALIBRATION_VERSION, REGION_GRADIENTS, FLEET_HOURS, fleetRegionOf };
export type { FleetRegion, FleetHours } from './fleet-hours.js';

/** The reference system the gradients are fitted on (reference C.1: south, tilt 20-30). */
export const CALIBRATION_SYSTEM = { tiltDeg: 21, surfaceAzimuthDeg: 180 } as const;

export interface RegionGradient {
  gradient: number;
  /** Mean physics h/day of the region's climate stations for the reference system. */
  physicsHoursPerDay: number;
  /** Climate stations the mean is taken over. */
  stnIds: number[];
}

/**
 * Fits the regional gradients from the synthetic years (about 50 station-years of simulation;
 * run by the generator script and the test, never per request).
 */
export function fitRegionGradients(): Record<FleetRegion, RegionGradient> {
  const sums = new Map<FleetRegion, { hours: number[]; stnIds: number[] }>();
  for (const station of STATIONS) {
    if (!getStationClimate(station.stnId)) continue;
    const region = fleetRegionOf(station.region);
    const r = simulatePrepared(syntheticYear(station.stnId).sky, {
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
    });
    const entry = sums.get(region) ?? { hours: [], stnIds: [] };
    entry.hours.push(r.dailyGenerationHours);
    entry.stnIds.push(station.stnId);
    sums.set(region, entry);
  }
  const out = {} as Record<FleetRegion, RegionGradient>;
  for (const region of Object.keys(FLEET_HOURS) as FleetRegion[]) {
    const entry = sums.get(region);
    if (!entry) throw new Error(`no climate station in fleet region ${region}`);
    const mean = entry.hours.reduce((a, b) => a + b, 0) / entry.hours.length;
    out[region] = {
      gradient: Math.round((FLEET_HOURS[region].hoursPerDay.value / mean) * 1e4) / 1e4,
      physicsHoursPerDay: Math.round(mean * 1e4) / 1e4,
      stnIds: entry.stnIds,
    };
  }
  return out;
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
  return { gradient: REGION_GRADIENTS[region].gradient, constant: 0, region };
}

/** Where a calibration row comes from (the server stores it beside the gradient). */
export function fleetCalibrationSource(stnId: number): string {
  const { region } = fleetCalibration(stnId);
  const f = FLEET_HOURS[region];
  return `fleet ${f.label} ${f.hoursPerDay.value} h/day (${f.hoursPerDay.status}); ${CALIBRATION_VERSION}`;
}
