import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockRow } from '../../db/lock.js';
import { matchUser } from './tables.js';

export type MatchUserRow = typeof matchUser.$inferSelect;

export function createUsersRepo(db: DbOrTx) {
  return {
    async findByDeviceId(deviceId: string, tx: DbOrTx = db): Promise<MatchUserRow | undefined> {
      const rows = await tx.select().from(matchUser).where(eq(matchUser.deviceId, deviceId));
      return rows[0];
    },

    /** The notification switches of the devices that have a user; unknown devices are missing. */
    async switchesOf(deviceIds: readonly string[], tx: DbOrTx = db) {
      if (deviceIds.length === 0) return [];
      return tx
        .select({ deviceId: matchUser.deviceId, matchAlimYn: matchUser.matchAlimYn })
        .from(matchUser)
        .where(inArray(matchUser.deviceId, [...new Set(deviceIds)]));
    },

    /** Devices whose owner agreed to adverts, in device id order. */
    async advertDevices(tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ deviceId: matchUser.deviceId })
        .from(matchUser)
        .where(eq(matchUser.advAlimYn, true))
        .orderBy(asc(matchUser.deviceId));
      return rows.map((row) => row.deviceId);
    },

    async findById(id: number, tx: DbOrTx = db): Promise<MatchUserRow | undefined> {
      const rows = await tx.select().from(matchUser).where(eq(matchUser.id, id));
      return rows[0];
    },

    async findByIdForUpdate(id: number, tx: DbOrTx): Promise<MatchUserRow | undefined> {
      return lockRow(tx, matchUser, eq(matchUser.id, id));
    },

    /** Creates the user on first access, otherwise counts one more access; atomic either way. */
    async upsertAccess(deviceId: string, now: Date, tx: DbOrTx = db): Promise<MatchUserRow> {
      const rows = await tx
        .insert(matchUser)
        .values({ deviceId, accessCnt: 1, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: matchUser.deviceId,
          set: { accessCnt: sql`${matchUser.accessCnt} + 1`, updatedAt: now },
        })
        .returning();
      return rows[0]!;
    },

    async update(
      id: number,
      changes: Partial<
        Pick<MatchUserRow, 'agreePiPpYn' | 'advAlimYn' | 'advAlimChangeDate' | 'matchAlimYn'>
      >,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<MatchUserRow> {
      const rows = await tx
        .update(matchUser)
        .set({ ...changes, updatedAt: now })
        .where(eq(matchUser.id, id))
        .returning();
      return rows[0]!;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
