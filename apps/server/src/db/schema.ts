/**
 * The Drizzle pg-core schema: one file that re-exports each module's tables, so migrations are
 * generated from a single place while each module owns its own table definitions.
 */
export * from '../modules/users/tables.js';
export * from '../modules/session/tables.js';
export * from '../modules/content/tables.js';
export * from '../modules/files/tables.js';
export * from '../modules/contractors/tables.js';
export * from '../modules/land/tables.js';
export * from '../modules/sms/tables.js';
export * from '../modules/analysis/tables.js';
export * from '../modules/matching/tables.js';
export * from '../modules/reviews/tables.js';
export * from '../modules/data-service/tables.js';
export * from '../modules/prices/tables.js';
export * from '../modules/partner/tables.js';
export * from '../modules/admin/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/quotes/tables.js';
export * from '../modules/conversations/tables.js';
