import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createFilesRepo } from './repo.js';
import type { FileStorage } from './storage.js';

export {
  acceptedTypeOf,
  IMAGE_TYPES,
  logoTypeOf,
  signedTypeOf,
  svgToPng,
  type SignedType,
} from './signature.js';

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Files: metadata in the database, bytes in the storage port. */
export function createFilesService(deps: { db: Db; storage: FileStorage }) {
  const repo = createFilesRepo(deps.db);
  const purge = async (storageKey: string | null): Promise<void> => {
    if (storageKey) await deps.storage.delete(storageKey);
  };
  return {
    async save(
      input: { fileName: string; contentType: string; bytes: Buffer; id?: string },
      tx: DbOrTx = deps.db,
    ): Promise<string> {
      const id = input.id ?? randomBytes(12).toString('base64url');
      await deps.storage.put(id, input.bytes);
      await repo.insertIfAbsent(
        {
          id,
          fileName: input.fileName,
          contentType: input.contentType,
          sizeBytes: input.bytes.length,
          storageKey: id,
        },
        tx,
      );
      return id;
    },

    /**
     * Forgets a file inside a transaction: it reads as missing from then on. Answers the bytes'
     * storage key for `purge` once the transaction has committed (bytes cannot be rolled back).
     */
    async remove(id: string, tx: DbOrTx = deps.db): Promise<string | null> {
      return repo.delete(id, tx);
    },

    /** Deletes stored bytes whose row is gone (after the transaction that removed it). */
    purge,

    /** Deletes a file, row and bytes, outside any transaction (a replaced or orphaned file). */
    async discard(id: string): Promise<void> {
      await purge(await repo.delete(id));
    },

    /** A missing row or missing bytes both read as 'the file does not exist' (spec section 8). */
    async load(id: string): Promise<StoredFile> {
      const row = await repo.findById(id);
      const bytes = row ? await deps.storage.get(row.storageKey) : null;
      if (!row || !bytes) throw new AppError('FILE_NOT_FOUND');
      return { id: row.id, fileName: row.fileName, contentType: row.contentType, bytes };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
