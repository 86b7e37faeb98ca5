import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deviceCredential, deviceTransferNote } from './tables.js';

export type DeviceCredentialRow = typeof deviceCredential.$inferSelect;

/** SQL of the session module: the claimed devices' secrets. */
export function createSessionRepo(db: DbOrTx) {
  // Read on every owner call (the session's claim): built once and prepared on the database (a
  // named statement on PostgreSQL: parsed and planned once per connection).
  const claimOf = db
    .select({ claimedAt: deviceCredential.claimedAt })
    .from(deviceCredential)
    .where(eq(deviceCredential.deviceId, sql.placeholder('deviceId')))
    .prepare('device_credential_claim');
  return {
    /** When the device was claimed, or undefined when it is not (never, or the claim ended). */
    async claimedAt(deviceId: string): Promise<Date | undefined> {
      const rows = await claimOf.execute({ deviceId });
      return rows[0]?.claimedAt;
    },
    async find(deviceId: string, tx: DbOrTx = db): Promise<DeviceCredentialRow | undefined> {
      const rows = await tx
        .select()
        .from(deviceCredential)
        .where(eq(deviceCredential.deviceId, deviceId));
      return rows[0];
    },
    /** Claims the device unless another exchange claimed it first; whether this one did. */
    async insertIfAbsent(row: DeviceCredentialRow, tx: DbOrTx = db): Promise<boolean> {
      const inserted = await tx
        .insert(deviceCredential)
        .values(row)
        .onConflictDoNothing({ target: deviceCredential.deviceId })
        .returning({ deviceId: deviceCredential.deviceId });
      return inserted.length === 1;
    },
    /** Replaces the device's secret (the same device re-claiming itself). */
    async upsert(row: DeviceCredentialRow, tx: DbOrTx): Promise<void> {
      await tx
        .insert(deviceCredential)
        .values(row)
        .onConflictDoUpdate({
          target: deviceCredential.deviceId,
          set: { secretHash: row.secretHash, claimedAt: row.claimedAt },
        });
    },
    async insertTransferNote(row: typeof deviceTransferNote.$inferInsert, tx: DbOrTx) {
      await tx.insert(deviceTransferNote).values(row);
    },
    transferNotesOf(deviceId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(deviceTransferNote)
        .where(eq(deviceTransferNote.deviceId, deviceId))
        .orderBy(desc(deviceTransferNote.createdAt), desc(deviceTransferNote.id))
        .limit(20);
    },
    /** Forgets everything of these devices (the privacy deletion): claims and notes. */
    async forget(deviceIds: readonly string[], tx: DbOrTx): Promise<void> {
      if (deviceIds.length === 0) return;
      await tx.delete(deviceCredential).where(inArray(deviceCredential.deviceId, [...deviceIds]));
      await tx
        .delete(deviceTransferNote)
        .where(inArray(deviceTransferNote.deviceId, [...deviceIds]));
    },
  };
}
