import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns.js';

/**
 * Lifecycle events (match_status_event) the notifier has turned into messages (DESIGN D13). A row
 * is written in the same transaction that queues the event's messages, so an event is handled
 * exactly once whatever the number of instances.
 */
export const notificationEventDone = pgTable('notification_event_done', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
  doneAt: timestampTz('done_at').notNull(),
});

/**
 * Messages to send, one per recipient and cause. `dedupeKey` is unique, so a cause (an event and
 * recipient, or a deadline reminder) queues its message once. Sending claims rows with
 * `FOR UPDATE SKIP LOCKED`; a failure is retried later with backoff and never touches the lifecycle.
 */
export const notificationMessage = pgTable(
  'notification_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    matchReqId: integer('match_req_id'),
    eventId: bigint('event_id', { mode: 'number' }),
    /** owner | contractor | user (advertising) */
    audience: text('audience').notNull(),
    /** The message's name in NOTIFICATION_TEXTS (SP1_OPENED, SHORTLISTED, …). */
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    /** pending | sent | failed (gave up after the last attempt) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: timestampTz('sent_at'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('notification_message_dedupe_uq').on(table.dedupeKey),
    index('notification_message_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('notification_message_req_idx').on(table.matchReqId),
  ],
);
