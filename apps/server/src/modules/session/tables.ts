import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

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

/**
 * What recovery moved away from a device (issue 34): the old phone reads it as a note instead of
 * an empty list, and nothing else of the new phone (no id, only the verified number's last four
 * digits).
 */
export const deviceTransferNote = pgTable(
  'device_transfer_note',
  {
    id: columns.id(),
    deviceId: columns.deviceId(),
    requests: integer('requests').notNull(),
    phoneTail: text('phone_tail').notNull(),
    createdAt: columns.createdAt(),
  },
  (table) => [index('device_transfer_note_device_idx').on(table.deviceId, table.createdAt)],
);
