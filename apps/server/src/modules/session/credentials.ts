import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { createSessionRepo, type DeviceCredentialRow } from './repo.js';

export interface DeviceCredentialsDeps {
  db: Db;
  clock: Clock;
  /**
   * Whether a device id already holds an owner's records (analyses, requests, reviews, an
   * account row). Such an id without a claim was recorded before device secrets existed: its
   * bare id opens nothing (issue 34); it re-claims itself by its recruit phone.
   */
  hasRecords(deviceId: string): Promise<boolean>;
}

/** What an exchange proved: the device's claim, and its secret when this exchange issued it. */
export interface DeviceClaim {
  claimedAt: Date;
  deviceSecret?: string;
}

/**
 * Device secrets (decision 003). The first exchange of a device id claims it and is answered with
 * a random secret, kept only as a SHA-256 hash (32 random bytes need no slow hash); every later
 * exchange presents it. Knowing a device id alone opens nothing once the device is claimed.
 */
export function createDeviceCredentials(deps: DeviceCredentialsDeps) {
  const repo = createSessionRepo(deps.db);
  const hashOf = (secret: string) => createHash('sha256').update(secret).digest();
  const matches = (row: DeviceCredentialRow, presented: string) => {
    const expected = Buffer.from(row.secretHash, 'hex');
    const given = hashOf(presented);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return {
    /** The claim a session may be opened under, or DEVICE_SECRET_MISMATCH (403). */
    async exchange(deviceId: string, presented: string | undefined): Promise<DeviceClaim> {
      let row = await repo.find(deviceId);
      if (!row) {
        // Recorded before device secrets: whoever exchanges the bare id first must not get it.
        if (await deps.hasRecords(deviceId)) throw new AppError('DEVICE_SECRET_MISMATCH');
        const deviceSecret = randomBytes(32).toString('base64url');
        const claimedAt = deps.clock.now();
        const claimed = await repo.insertIfAbsent({
          deviceId,
          secretHash: hashOf(deviceSecret).toString('hex'),
          claimedAt,
        });
        if (claimed) return { claimedAt, deviceSecret };
        // Another exchange claimed it a moment ago: that one's secret is the device's.
        row = await repo.find(deviceId);
      }
      if (row && presented !== undefined && matches(row, presented)) {
        return { claimedAt: row.claimedAt };
      }
      throw new AppError('DEVICE_SECRET_MISMATCH');
    },

    /** Whether a session opened under this claim still stands (the claim was not ended). */
    async isLive(deviceId: string, claimedAtMs: number): Promise<boolean> {
      const claimedAt = await repo.claimedAt(deviceId);
      return claimedAt !== undefined && claimedAt.getTime() === claimedAtMs;
    },

    /**
     * A new secret for a device that proved itself another way (its recruit phone): the old
     * secret and every session opened under it stop working.
     */
    async reissue(deviceId: string, tx: DbOrTx): Promise<Required<DeviceClaim>> {
      const deviceSecret = randomBytes(32).toString('base64url');
      // A new claim time, even within the same millisecond: sessions carry it, so the old ones end.
      const previous = await repo.find(deviceId, tx);
      const now = deps.clock.now().getTime();
      const claimedAt = new Date(Math.max(now, (previous?.claimedAt.getTime() ?? 0) + 1));
      await repo.upsert(
        { deviceId, secretHash: hashOf(deviceSecret).toString('hex'), claimedAt },
        tx,
      );
      return { claimedAt, deviceSecret };
    },

    /** Forgets the devices' claims and notes (the privacy deletion). */
    forget: (deviceIds: readonly string[], tx: DbOrTx) => repo.forget(deviceIds, tx),
  };
}
export type DeviceCredentials = ReturnType<typeof createDeviceCredentials>;
