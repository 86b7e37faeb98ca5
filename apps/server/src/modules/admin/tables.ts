import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * Operator accounts of the console at /admin (DESIGN D8, D12). `role` is `operator` (runs matches
 * and contractors) or `admin` (also accounts and content). Only a scrypt hash of the password is
 * kept; failures within the window lock the account for a while.
 */
export const adminAccount = pgTable('admin_account', {
  id: columns.id(),
  loginId: text('login_id').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  disabled: integer('disabled').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  firstFailedAt: timestampTz('first_failed_at'),
  lockedUntil: timestampTz('locked_until'),
  lastLoginAt: timestampTz('last_login_at'),
  createdAt: columns.createdAt(),
});

/** Console sessions: the cookie carries a random token, the table keeps only its SHA-256. */
export const adminSession = pgTable('admin_session', columns.consoleSession(), (table) => [
  index('admin_session_account_idx').on(table.accountId),
]);

/** Every operator write: who, what, on which target, the value before and after, when. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: columns.bigId(),
    accountId: integer('account_id').notNull(),
    loginId: text('login_id').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestampTz('at').notNull(),
  },
  (table) => [index('admin_audit_at_idx').on(table.at)],
);
