import { eq } from 'drizzle-orm';
import { fleetCalibration, fleetCalibrationSource, STATIONS } from '@haetbit/solar';
import type { DbOrTx } from '../../db/client.js';
import { weatherStation } from './tables.js';

/** What the seed wrote before the fleet calibration existed: such rows are brought up to date. */
export const DEFAULT_CALIBRATION_SOURCE = 'default: uncalibrated (gradient 1, constant 0)';

/**
 * Inserts every station of @haetbit/solar that is missing, with its fleet-region calibration
 * (packages/solar README "Regional calibration"), and moves rows still on the old uncalibrated
 * default to it. Rows an operator recalibrated are left alone. Idempotent.
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
  const stale = await db
    .select({ stnId: weatherStation.stnId })
    .from(weatherStation)
    .where(eq(weatherStation.calibrationSource, DEFAULT_CALIBRATION_SOURCE));
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
