import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from './storage.js';
import { file } from './tables.js';

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Files: metadata in the database, bytes in the storage port. */
export function createFilesService(deps: { db: Db; storage: FileStorage }) {
  return {
    async save(
      input: { fileName: string; contentType: string; bytes: Buffer; id?: string },
      tx: DbOrTx = deps.db,
    ): Promise<string> {
      const id = input.id ?? randomBytes(12).toString('base64url');
      await deps.storage.put(id, input.bytes);
      await tx
        .insert(file)
        .values({
          id,
          fileName: input.fileName,
          contentType: input.contentType,
          sizeBytes: input.bytes.length,
          storageKey: id,
        })
        .onConflictDoNothing();
      return id;
    },

    /**
     * Forgets a file: it reads as missing from then on. The bytes stay in the storage port (it
     * has no delete yet); nothing can reach them without the row.
     */
    async remove(id: string, tx: DbOrTx = deps.db): Promise<void> {
      await tx.delete(file).where(eq(file.id, id));
    },

    /** A missing row or missing bytes both read as 'the file does not exist' (spec section 8). */
    async load(id: string): Promise<StoredFile> {
      const rows = await deps.db.select().from(file).where(eq(file.id, id));
      const row = rows[0];
      const bytes = row ? await deps.storage.get(row.storageKey) : null;
      if (!row || !bytes) throw new AppError('FILE_NOT_FOUND');
      return { id: row.id, fileName: row.fileName, contentType: row.contentType, bytes };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
