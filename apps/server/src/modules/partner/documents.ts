import { type PartnerDocument, type PartnerDocumentKind } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { StoredFile } from '../files/service.js';
import { createDocumentsRepo, type PartnerDocumentRow } from './documents-repo.js';
import { signedTypeOf } from '../files/service.js';
import { createPendingAccounts } from './pending.js';
import {
  partnerError,
  type PartnerContext,
  type PartnerPrincipal,
  type UploadedFile,
} from './context.js';

export const documentOut = (row: PartnerDocumentRow): PartnerDocument => ({
  kind: row.kind as PartnerDocumentKind,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** The file name a document is stored and served under: its kind, never the uploader's name. */
const storedName = (contractorId: number, kind: PartnerDocumentKind, contentType: string) =>
  `${kind}-${contractorId}.${contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg'}`;

/**
 * Vetting documents (issue 19, decision 015): the business registration certificate and the
 * 전기공사업 licence, as PDF, PNG or JPEG told by their bytes. They are private: the contractor
 * reads its own through the console, operators through theirs; the public file call refuses them.
 */
export function createContractorDocuments(ctx: PartnerContext) {
  const { deps } = ctx;
  const repo = createDocumentsRepo(deps.db);
  const pending = createPendingAccounts(ctx);

  async function load(contractorId: number, kind: PartnerDocumentKind): Promise<StoredFile> {
    const row = await repo.find(contractorId, kind);
    if (!row) throw new AppError('FILE_NOT_FOUND');
    return deps.files.load(row.fileId);
  }

  return {
    /** Stores one document of the contractor (any status it can log in with), replacing the last. */
    async uploadDocument(
      principal: PartnerPrincipal,
      kind: PartnerDocumentKind,
      upload: UploadedFile,
    ): Promise<PartnerDocument> {
      const contentType = signedTypeOf(upload.bytes);
      if (!contentType) throw partnerError('DOCUMENT_FILE_INVALID');
      const fileName = storedName(principal.contractorId, kind, contentType);
      const fileId = await deps.files.save({ fileName, contentType, bytes: upload.bytes });
      const row: PartnerDocumentRow = {
        contractorId: principal.contractorId,
        kind,
        fileId,
        fileName,
        contentType,
        sizeBytes: upload.bytes.length,
        uploadedAt: deps.clock.now(),
      };
      let replaced: string | null;
      try {
        replaced = await deps.db.transaction(async (tx) => {
          await pending.assertRoomFor(principal, kind, row.sizeBytes, tx);
          return repo.replace(row, tx);
        });
      } catch (error) {
        await deps.files.discard(fileId);
        throw error;
      }
      if (replaced !== null && replaced !== fileId) await deps.files.discard(replaced);
      return documentOut(row);
    },

    /** The contractor's own document. */
    ownDocument(principal: PartnerPrincipal, kind: PartnerDocumentKind): Promise<StoredFile> {
      return load(principal.contractorId, kind);
    },

    /** A contractor's document for the operator console. */
    documentFile(contractorId: number, kind: PartnerDocumentKind): Promise<StoredFile> {
      return load(contractorId, kind);
    },

    async documentsOf(contractorId: number, tx?: DbOrTx): Promise<PartnerDocument[]> {
      return (await repo.list(contractorId, tx)).map(documentOut);
    },

    /** Whether a stored file is a vetting document (the public file call refuses those). */
    isDocumentFile(fileId: string): Promise<boolean> {
      return repo.isDocumentFile(fileId);
    },
  };
}
