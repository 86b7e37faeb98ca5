import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partnerDocument } from './tables.js';

export type PartnerDocumentRow = typeof partnerDocument.$inferSelect;

/** SQL of the contractors' vetting documents. */
export function createDocumentsRepo(db: DbOrTx) {
  return {
    list(contractorId: number, tx: DbOrTx = db): Promise<PartnerDocumentRow[]> {
      return tx
        .select()
        .from(partnerDocument)
        .where(eq(partnerDocument.contractorId, contractorId))
        .orderBy(partnerDocument.kind);
    },

    /** The kinds each contractor handed in, by contractor id. */
    async kindsOf(contractorIds: readonly number[], tx: DbOrTx = db) {
      const kinds = new Map<number, string[]>();
      if (contractorIds.length === 0) return kinds;
      const rows = await tx
        .select({ contractorId: partnerDocument.contractorId, kind: partnerDocument.kind })
        .from(partnerDocument)
        .where(inArray(partnerDocument.contractorId, [...contractorIds]));
      for (const row of rows)
        kinds.set(row.contractorId, [...(kinds.get(row.contractorId) ?? []), row.kind]);
      return kinds;
    },

    async find(contractorId: number, kind: string, tx: DbOrTx = db) {
      const rows = await tx
        .select()
        .from(partnerDocument)
        .where(and(eq(partnerDocument.contractorId, contractorId), eq(partnerDocument.kind, kind)));
      return rows[0];
    },

    /** Stores the document of a kind; answers the file id it replaced (row locked meanwhile). */
    async replace(row: PartnerDocumentRow, tx: DbOrTx): Promise<string | null> {
      const [current] = await tx
        .select({ fileId: partnerDocument.fileId })
        .from(partnerDocument)
        .where(
          and(
            eq(partnerDocument.contractorId, row.contractorId),
            eq(partnerDocument.kind, row.kind),
          ),
        )
        .for('update');
      await tx
        .insert(partnerDocument)
        .values(row)
        .onConflictDoUpdate({
          target: [partnerDocument.contractorId, partnerDocument.kind],
          set: {
            fileId: row.fileId,
            fileName: row.fileName,
            contentType: row.contentType,
            sizeBytes: row.sizeBytes,
            uploadedAt: row.uploadedAt,
          },
        });
      return current?.fileId ?? null;
    },

    async isDocumentFile(fileId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ fileId: partnerDocument.fileId })
        .from(partnerDocument)
        .where(eq(partnerDocument.fileId, fileId));
      return rows.length > 0;
    },
  };
}
