import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { weatherStation } from './tables.js';

export function createWeatherStationsRepo(db: DbOrTx) {
  return {
    async findCalibration(stnId: number) {
      const rows = await db
        .select({ gradient: weatherStation.gradient, constant: weatherStation.constant })
        .from(weatherStation)
        .where(eq(weatherStation.stnId, stnId))
        .limit(1);
      return rows[0];
    },

    async updateCalibration(
      stnId: number,
      calibration: { gradient: number; constant: number; calibrationSource: string },
      now: Date,
    ) {
      const rows = await db
        .update(weatherStation)
        .set({ ...calibration, updatedAt: now })
        .where(eq(weatherStation.stnId, stnId))
        .returning({ stnId: weatherStation.stnId });
      return rows.length > 0;
    },
  };
}
