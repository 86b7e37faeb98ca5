import type { MatchUser } from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { ownedBy } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { createUsersRepo, type MatchUserRow } from './repo.js';
import { createUsersPrivacy } from './privacy.js';

export interface UserPatch {
  id: number;
  agreePiPpYn?: boolean | undefined;
  advAlimYn?: boolean | undefined;
  matchAlimYn?: boolean | undefined;
}

export function toMatchUser(row: MatchUserRow): MatchUser {
  return {
    id: row.id,
    deviceId: row.deviceId,
    agreePiPpYn: row.agreePiPpYn,
    advAlimYn: row.advAlimYn,
    advAlimChangeDate: row.advAlimChangeDate?.toISOString() ?? null,
    accessCnt: row.accessCnt,
    matchAlimYn: row.matchAlimYn,
  };
}

/** Users: existence check, access counting and the three consent switches (spec section 4). */
export function createUsersService(deps: { db: Db; clock: Clock }) {
  const repo = createUsersRepo(deps.db);

  return {
    /** What the privacy module reads and erases of this module (the policy's 제7조). */
    privacy: createUsersPrivacy(deps.db),
    async isExist(deviceId: string) {
      const row = await repo.findByDeviceId(deviceId);
      return {
        isExist: row !== undefined,
        agreePiPpYn: row?.agreePiPpYn ?? false,
        advAlimYn: row?.advAlimYn ?? false,
        accessCnt: row?.accessCnt ?? 0,
      };
    },

    /** Whether the device's owner takes matching notifications (matchAlimYn; on when unknown). */
    async matchAlimOn(deviceId: string): Promise<boolean> {
      return (await repo.findByDeviceId(deviceId))?.matchAlimYn ?? true;
    },

    /**
     * The matchAlimYn switch of each device that has a user (the notifier's lifecycle feed); a
     * device without one is missing from the map.
     */
    async matchAlimOf(deviceIds: readonly string[], tx?: DbOrTx): Promise<Map<string, boolean>> {
      const rows = await repo.switchesOf(deviceIds, tx);
      return new Map(rows.map((row) => [row.deviceId, row.matchAlimYn]));
    },

    /** Devices whose owner agreed to adverts (advAlimYn), in device id order. */
    advertDevices: (tx?: DbOrTx): Promise<string[]> => repo.advertDevices(tx),

    async checkAccess(deviceId: string): Promise<MatchUser> {
      return toMatchUser(await repo.upsertAccess(deviceId, deps.clock.now()));
    },

    async get(callerDeviceId: string, id: number): Promise<MatchUser> {
      return toMatchUser(ownedBy(await repo.findById(id), callerDeviceId));
    },

    /** The change date moves only when the advertising consent actually changes. */
    async patch(callerDeviceId: string, patch: UserPatch): Promise<MatchUser> {
      return deps.db.transaction(async (tx) => {
        const row = ownedBy(await repo.findByIdForUpdate(patch.id, tx), callerDeviceId);
        const now = deps.clock.now();
        const advChanged = patch.advAlimYn !== undefined && patch.advAlimYn !== row.advAlimYn;
        const updated = await repo.update(
          row.id,
          {
            ...(patch.agreePiPpYn !== undefined ? { agreePiPpYn: patch.agreePiPpYn } : {}),
            ...(patch.matchAlimYn !== undefined ? { matchAlimYn: patch.matchAlimYn } : {}),
            ...(advChanged ? { advAlimYn: patch.advAlimYn, advAlimChangeDate: now } : {}),
          },
          now,
          tx,
        );
        return toMatchUser(updated);
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
