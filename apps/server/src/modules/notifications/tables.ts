import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * Lifecycle events (match_status_event) the notifier has turned into messages (DESIGN D13). A row
 * is written in the same transaction that queues the event's messages, so an event is handled
 * exactly once whatever the number of instances.
 */
export const notificationEventDone = pgTable('notification_event_done', {
  eventId: columns.eventId().primaryKey(),
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
    id: columns.bigId(),
    dedupeKey: text('dedupe_key').notNull(),
    matchReqId: columns.matchReqId(),
    eventId: columns.eventId(),
    /** owner | contractor | user (advertising) */
    audience: text('audience').notNull(),
    /** The message's name in NOTIFICATION_TEXTS (SP1_OPENED, SHORTLISTED, …). */
    kind: text('kind').notNull(),
    /** sms | alimtalk | email */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** The contractor a contractor message is for (its console lists them). */
    contractorId: columns.contractorId(),
    /** The e-mail subject; null for texts. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** pending | sent | failed (gave up after the last attempt) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: timestampTz('sent_at'),
    createdAt: columns.createdAt(),
  },
  (table) => [
    uniqueIndex('notification_message_dedupe_uq').on(table.dedupeKey),
    index('notification_message_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('notification_message_req_idx').on(table.matchReqId),
    index('notification_message_contractor_idx').on(table.contractorId, table.id),
  ],
);

/**
 * A contractor's daily lead digest, one row per contractor and Korea-time day. The row and the
 * digest's messages are written in one transaction and the key is the primary key, so a digest is
 * composed once whatever the number of instances; an empty digest still marks the day done.
 */
export const leadDigestRun = pgTable(
  'lead_digest_run',
  {
    contractorId: columns.contractorId().notNull(),
    /** YYYY-MM-DD in Korea time. */
    digestDate: text('digest_date').notNull(),
    leadCount: integer('lead_count').notNull(),
    createdAt: columns.createdAt(),
  },
  (table) => [primaryKey({ columns: [table.contractorId, table.digestDate] })],
);
