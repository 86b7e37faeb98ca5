import { bigint, bigserial, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every point in time the app stores: timestamptz, read as a `Date`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The columns many tables share, defined once: the same name, type and key in every table
 * (`id: columns.id()`). References are plain ids: no table has a foreign key into another
 * module's, and each table says itself whether one may be null (`columns.matchReqId().notNull()`).
 */
export const columns = {
  /** The generated key most tables are read by. */
  id: () => serial('id').primaryKey(),
  /** The generated key of the append-only logs (lifecycle events, messages, audit rows). */
  bigId: () => bigserial('id', { mode: 'number' }).primaryKey(),
  /** When the row was written. */
  createdAt: () => timestampTz('created_at').notNull(),
  /** When the row last changed. */
  updatedAt: () => timestampTz('updated_at').notNull(),
  /** The owner's device a row belongs to (the app's device id, DESIGN D8). */
  deviceId: () => text('device_id').notNull(),
  /** The request a row is about. */
  matchReqId: () => integer('match_req_id'),
  /** The contractor a row is about. */
  contractorId: () => integer('contractor_id'),
  /** The lifecycle event (match_status_event) a row is about. */
  eventId: () => bigint('event_id', { mode: 'number' }),
  /** A console's session (DESIGN D11): the cookie holds a random token, the row only its SHA-256. */
  consoleSession: () => ({
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: timestampTz('created_at').notNull(),
  }),
};
