import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute.js';
import {
  partnerError,
  type PartnerContext,
  type PartnerPrincipal,
  type PendingAccountLimits,
} from './context.js';
import { partnerAccount, partnerDocument, partnerServiceRegion, partnerSession } from './tables.js';

/** The statuses whose documents count against the bound: accounts nobody approved. */
export const UNAPPROVED_STATUSES = ['pending', 'rejected'] as const;
/** The advisory lock document uploads of unapproved accounts take in turn (one key). */
const PENDING_STORAGE_LOCK = 340_501;

export const DEFAULT_PENDING_ACCOUNT_LIMITS: PendingAccountLimits = {
  documentsMaxBytes: 2048 * 1024 * 1024,
  expiryMs: 30 * 86_400_000,
};

/**
 * Accounts nobody approved (issue 34, item 5): their documents share one bound, and a signup no
 * operator decided on expires with its files. Approved and suspended accounts are not touched.
 */
export function createPendingAccounts(ctx: PartnerContext) {
  const { deps } = ctx;
  const limits = deps.pendingLimits ?? DEFAULT_PENDING_ACCOUNT_LIMITS;

  /** Bytes of the unapproved accounts' documents, leaving out one document about to be replaced. */
  async function unapprovedBytes(
    except: { contractorId: number; kind: string } | null,
    tx: DbOrTx,
  ): Promise<number> {
    const [row] = await executeRows<{ bytes: string | number | null }>(
      tx,
      sql`
        SELECT coalesce(sum(d.size_bytes), 0) AS bytes
        FROM ${partnerDocument} d
        JOIN ${partnerAccount} a ON a.contractor_id = d.contractor_id
        WHERE a.status IN ('pending', 'rejected')
          ${except ? sql`AND NOT (d.contractor_id = ${except.contractorId} AND d.kind = ${except.kind})` : sql``}`,
    );
    return Number(row?.bytes ?? 0);
  }

  const isUnapproved = (principal: PartnerPrincipal) =>
    (UNAPPROVED_STATUSES as readonly string[]).includes(principal.status);

  return {
    /**
     * Refuses a document upload of an unapproved account before its body is read once the
     * unapproved accounts' documents fill their bound.
     */
    async documentGate(principal: PartnerPrincipal): Promise<void> {
      if (!isUnapproved(principal)) return;
      if ((await unapprovedBytes(null, deps.db)) >= limits.documentsMaxBytes) {
        throw partnerError('PENDING_STORAGE_FULL');
      }
    },

    /**
     * In the upload's transaction: refuses the document when, with it in place of the one of its
     * kind, the unapproved accounts' documents would exceed their bound. Uploads of unapproved
     * accounts take one lock in turn, so concurrent uploads cannot pass the bound together.
     */
    async assertRoomFor(
      principal: PartnerPrincipal,
      kind: string,
      sizeBytes: number,
      tx: DbOrTx,
    ): Promise<void> {
      if (!isUnapproved(principal)) return;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PENDING_STORAGE_LOCK})`);
      const others = await unapprovedBytes({ contractorId: principal.contractorId, kind }, tx);
      if (others + sizeBytes > limits.documentsMaxBytes) {
        throw partnerError('PENDING_STORAGE_FULL');
      }
    },

    /**
     * Deletes up to `batchSize` signups still pending longer than the expiry, with their sessions,
     * regions, documents and business info, in one transaction; their files' bytes go once it
     * has committed. Accounts are claimed `FOR UPDATE SKIP LOCKED`: every instance runs this,
     * none deletes an account twice, and an operator deciding on one meanwhile holds its row.
     * Answers how many accounts were deleted.
     */
    async expireBatch(batchSize: number): Promise<number> {
      const cutoff = new Date(deps.clock.now().getTime() - limits.expiryMs);
      const { count, storageKeys } = await deps.db.transaction(async (tx) => {
        const accounts = await tx
          .select({ id: partnerAccount.id, contractorId: partnerAccount.contractorId })
          .from(partnerAccount)
          .where(and(eq(partnerAccount.status, 'pending'), lt(partnerAccount.createdAt, cutoff)))
          .orderBy(partnerAccount.id)
          .limit(batchSize)
          .for('update', { skipLocked: true });
        if (accounts.length === 0) return { count: 0, storageKeys: [] as string[] };
        const accountIds = accounts.map((row) => row.id);
        const contractorIds = accounts.map((row) => row.contractorId);
        const documents = await tx
          .delete(partnerDocument)
          .where(inArray(partnerDocument.contractorId, contractorIds))
          .returning({ fileId: partnerDocument.fileId });
        const keys: string[] = [];
        for (const { fileId } of documents) {
          const key = await deps.files.remove(fileId, tx);
          if (key) keys.push(key);
        }
        await tx.delete(partnerSession).where(inArray(partnerSession.accountId, accountIds));
        await tx
          .delete(partnerServiceRegion)
          .where(inArray(partnerServiceRegion.contractorId, contractorIds));
        await tx.delete(partnerAccount).where(inArray(partnerAccount.id, accountIds));
        await deps.contractors.forgetSignups(contractorIds, tx);
        return { count: accounts.length, storageKeys: keys };
      });
      // Bytes cannot be rolled back, so they go after the commit; a crash here leaves bytes no
      // row names, which nothing serves.
      for (const key of storageKeys) await deps.files.purge(key);
      return count;
    },
  };
}
