import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { matchAnalysis } from './tables.js';

/** What the privacy module reads and erases of the device's analyses. */
export function createAnalysisPrivacy(db: Db) {
  return {
    /** The device's analyses, oldest first (개인정보 열람): inputs, not the engine's blobs. */
    exportOf(deviceId: string) {
      return db
        .select({
          id: matchAnalysis.id,
          address: matchAnalysis.address,
          roadAddress: matchAnalysis.roadAddress,
          pnu: matchAnalysis.pnu,
          installType: matchAnalysis.installType,
          areaM2: matchAnalysis.areaM2,
          systemSizeKw: matchAnalysis.systemSizeKw,
          status: matchAnalysis.status,
          createdAt: matchAnalysis.createdAt,
        })
        .from(matchAnalysis)
        .where(eq(matchAnalysis.deviceId, deviceId))
        .orderBy(asc(matchAnalysis.id));
    },

    /**
     * The privacy deletion: analyses and drafts without a request are deleted; an analysis behind
     * a request (the request's facts stay) leaves the device for `tombstone` with it.
     */
    async eraseOfDevice(deviceId: string, tombstone: string, tx: DbOrTx): Promise<void> {
      await tx
        .delete(matchAnalysis)
        .where(and(eq(matchAnalysis.deviceId, deviceId), isNull(matchAnalysis.matchReqId)));
      await tx
        .update(matchAnalysis)
        .set({ deviceId: tombstone })
        .where(and(eq(matchAnalysis.deviceId, deviceId), isNotNull(matchAnalysis.matchReqId)));
    },
  };
}
