import { STATIONS } from '@haetbit/solar';
import type { DbOrTx } from '../../db/client.js';
import { weatherStation } from './tables.js';

export const DEFAULT_CALIBRATION_SOURCE = 'default: uncalibrated (gradient 1, constant 0)';

/**
 * Inserts every station of @haetbit/solar that is missing, with gradient 1 and constant 0.
 * Existing rows (and any recalibration in them) are left alone. Idempotent.
 */
export async function seedWeatherStations(db: DbOrTx): Promise<number> {
  const inserted = await db
    .insert(weatherStation)
    .values(
      STATIONS.map((station) => ({
        stnId: station.stnId,
        stnName: station.name,
        latitudeDeg: station.latitudeDeg,
        longitudeDeg: station.longitudeDeg,
        gradient: 1,
        constant: 0,
        calibrationSource: DEFAULT_CALIBRATION_SOURCE,
      })),
    )
    .onConflictDoNothing()
    .returning({ stnId: weatherStation.stnId });
  return inserted.length;
}
