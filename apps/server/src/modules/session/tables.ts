import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns.js';

/**
 * The secret each claimed device holds (decision 003): a device id without a row is unclaimed,
 * and its next exchange claims it. Only a hash of the secret is kept; `claimed_at` is stamped into
 * every session token, so deleting or replacing the row ends the device's sessions.
 */
export const deviceCredential = pgTable('device_credential', {
  deviceId: text('device_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  claimedAt: timestampTz('claimed_at').notNull(),
});
