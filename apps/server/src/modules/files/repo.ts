import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { file } from './tables.js';

export type FileRow = typeof file.$inferSelect;
export type NewFileRow = typeof file.$inferInsert;

/** SQL of the files module: file metadata (the bytes live in the storage port). */
export function createFilesRepo(db: DbOrTx) {
  return {
    async insertIfAbsent(row: NewFileRow, tx: DbOrTx = db): Promise<void> {
      await tx.insert(file).values(row).onConflictDoNothing();
    },

    async findById(id: string, tx: DbOrTx = db): Promise<FileRow | undefined> {
      const rows = await tx.select().from(file).where(eq(file.id, id));
      return rows[0];
    },

    /** Deletes the row; answers its storage key, or null when there was none. */
    async delete(id: string, tx: DbOrTx = db): Promise<string | null> {
      const rows = await tx
        .delete(file)
        .where(eq(file.id, id))
        .returning({ storageKey: file.storageKey });
      return rows[0]?.storageKey ?? null;
    },
  };
}
export type FilesRepo = ReturnType<typeof createFilesRepo>;
