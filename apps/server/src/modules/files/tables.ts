import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from '../../db/columns.js';

/** Metadata of stored files; the bytes live in the file storage (local disk by default, D9). */
export const file = pgTable('file', {
  id: text('id').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: columns.createdAt().defaultNow(),
});
