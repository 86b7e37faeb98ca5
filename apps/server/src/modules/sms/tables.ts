import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * Phone verification codes for an analysis' recruit form (spec section 4) and for the recovery
 * on a new phone. Only a salted hash of
 * the code is stored; a new code supersedes the earlier ones of the same analysis.
 */
export const smsAuth = pgTable(
  'sms_auth',
  {
    id: columns.id(),
    /** The analysis of a recruit form's code; null for a recovery code (purpose 'recovery'). */
    analysisId: integer('analysis_id'),
    /**
     * recruit: the recruit form; recovery: an owner's recovery; partnerSignup / partnerReset: a
     * contractor's phone at signup and its password reset (issue 33), keyed by `deviceId`.
     */
    purpose: text('purpose', { enum: ['recruit', 'recovery', 'partnerSignup', 'partnerReset'] })
      .notNull()
      .default('recruit'),
    deviceId: columns.deviceId(),
    /** The network address that asked for the code (the per-address budget); null before 0009. */
    clientAddress: text('client_address'),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * Whether the code was texted: a recovery code for a number that has no request is stored
     * (the answers stay alike) but never sent, and counts against no service-wide budget.
     */
    delivered: boolean('delivered').notNull().default(true),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    verifiedAt: timestampTz('verified_at'),
    supersededAt: timestampTz('superseded_at'),
    consumedAt: timestampTz('consumed_at'),
    createdAt: columns.createdAt(),
  },
  (table) => [
    index('sms_auth_analysis_idx').on(table.analysisId, table.createdAt),
    index('sms_auth_phone_idx').on(table.phone, table.createdAt),
    index('sms_auth_device_idx').on(table.deviceId, table.createdAt),
    index('sms_auth_address_idx').on(table.clientAddress, table.createdAt),
    index('sms_auth_created_idx').on(table.createdAt),
  ],
);

/** Messages the product sent (or would send): the `outbox` adapter of the messaging port (D9). */
export const outbox = pgTable(
  'outbox',
  {
    id: columns.id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: columns.createdAt(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);
