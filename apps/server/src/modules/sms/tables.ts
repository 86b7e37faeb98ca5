import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Phone verification codes for an analysis' recruit form (spec section 4). Only a salted hash of
 * the code is stored; a new code supersedes the earlier ones of the same analysis.
 */
export const smsAuth = pgTable(
  'sms_auth',
  {
    id: serial('id').primaryKey(),
    analysisId: integer('analysis_id').notNull(),
    deviceId: text('device_id').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('sms_auth_analysis_idx').on(table.analysisId, table.createdAt),
    index('sms_auth_phone_idx').on(table.phone, table.createdAt),
    index('sms_auth_device_idx').on(table.deviceId, table.createdAt),
  ],
);

/** Messages the product sent (or would send): the `outbox` adapter of the messaging port (D9). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);
