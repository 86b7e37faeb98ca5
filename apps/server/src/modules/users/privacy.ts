import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { matchUser } from './tables.js';

/** What the privacy module reads and erases of the owner's user row and consents. */
export function createUsersPrivacy(db: Db) {
  return {
    async exportOf(deviceId: string) {
      const rows = await db.select().from(matchUser).where(eq(matchUser.deviceId, deviceId));
      return rows[0];
    },
    /** The privacy deletion: the user row (switches, consents, access count) is deleted. */
    async erase(deviceId: string, tx: DbOrTx): Promise<void> {
      await tx.delete(matchUser).where(eq(matchUser.deviceId, deviceId));
    },
  };
}
