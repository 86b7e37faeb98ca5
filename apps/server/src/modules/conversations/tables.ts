import { boolean, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * A message of the conversation between a request's owner and one shortlisted contractor (issue
 * 33), from the shortlist (PSB) to the final choice. The text is stored as it was delivered, after
 * links and phone numbers were taken out, and never changed or deleted while the request is kept
 * (disputes); the privacy rules erase it with the request.
 */
export const matchThreadMessage = pgTable(
  'match_thread_message',
  {
    id: columns.bigId(),
    matchReqId: columns.matchReqId().notNull(),
    contractorId: columns.contractorId().notNull(),
    /** THREAD_SENDERS: owner | contractor */
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    /** Something that read as a link was taken out. */
    linkRemoved: boolean('link_removed').notNull(),
    /** Something that read as a phone number was taken out. */
    contactHidden: boolean('contact_hidden').notNull(),
    createdAt: columns.createdAt(),
  },
  (table) => [
    index('match_thread_message_thread_idx').on(table.matchReqId, table.contractorId, table.id),
  ],
);
export type MatchThreadMessageRow = typeof matchThreadMessage.$inferSelect;
export type MatchThreadMessageInsert = typeof matchThreadMessage.$inferInsert;

/**
 * A shortlisted contractor's site-visit proposal (up to SITE_VISIT_MAX_TIMES times); the owner
 * accepts one time or declines. A newer proposal of the same thread replaces a waiting or accepted
 * one (its row stays, `replaced`), so every proposal is kept.
 */
export const siteVisit = pgTable(
  'site_visit',
  {
    id: serial('id').primaryKey(),
    matchReqId: columns.matchReqId().notNull(),
    contractorId: columns.contractorId().notNull(),
    /** SITE_VISIT_STATUSES */
    status: text('status').notNull(),
    /** The offered instants as ISO texts, earliest first. */
    proposedTimes: jsonb('proposed_times').$type<string[]>().notNull(),
    acceptedTime: timestampTz('accepted_time'),
    note: text('note').notNull(),
    createdAt: columns.createdAt(),
    decidedAt: timestampTz('decided_at'),
  },
  (table) => [index('site_visit_thread_idx').on(table.matchReqId, table.contractorId, table.id)],
);
export type SiteVisitRow = typeof siteVisit.$inferSelect;
