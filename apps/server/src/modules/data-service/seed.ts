import { eq, like, or } from 'drizzle-orm';
import { fleetCalibration, fleetCalibrationSource, STATIONS } from '@haetbit/solar';
import type { DbOrTx } from '../../db/client.js';
import { weatherStation } from './tables.js';

/** What the seed wrote before the fleet calibration existed: such rows are brought up to date. */
export const DEFAULT_CALIBRATION_SOURCE = 'default: uncalibrated (gradient 1, constant 0)';

/** What the seed writes for a fleet calibration starts so (an operator's source never does). */
const FLEET_SOURCE_PREFIX = 'fleet ';

/**
 * Inserts every station of @haetbit/solar that is missing, with its fleet calibration (packages/
 * solar README "Regional calibration": the region's figure, each station kept inside its region's
 * band), and moves rows still on the old uncalibrated default, or on an earlier fleet calibration
 * the seed wrote, to it. Rows an operator recalibrated are left alone. Idempotent.
 */
export async function seedWeatherStations(db: DbOrTx): Promise<number> {
  const inserted = await db
    .insert(weatherStation)
    .values(
      STATIONS.map((station) => {
        const calibration = fleetCalibration(station.stnId);
        return {
          stnId: station.stnId,
          stnName: station.name,
          latitudeDeg: station.latitudeDeg,
          longitudeDeg: station.longitudeDeg,
          gradient: calibration.gradient,
          constant: calibration.constant,
          calibrationSource: fleetCalibrationSource(station.stnId),
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ stnId: weatherStation.stnId });
  const candidates = await db
    .select({ stnId: weatherStation.stnId, source: weatherStation.calibrationSource })
    .from(weatherStation)
    .where(
      or(
        eq(weatherStation.calibrationSource, DEFAULT_CALIBRATION_SOURCE),
        like(weatherStation.calibrationSource, `${FLEET_SOURCE_PREFIX}%`),
      ),
    );
  const stale = candidates.filter((row) => row.source !== fleetCalibrationSource(row.stnId));
  for (const { stnId } of stale) {
    const calibration = fleetCalibration(stnId);
    await db
      .update(weatherStation)
      .set({
        gradient: calibration.gradient,
        constant: calibration.constant,
        calibrationSource: fleetCalibrationSource(stnId),
        updatedAt: new Date(),
      })
      .where(eq(weatherStation.stnId, stnId));
  }
  return inserted.length + stale.length;
}
