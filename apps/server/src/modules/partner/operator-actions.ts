import {
  PARTNER_DOCUMENT_KINDS,
  type ContractorContact,
  type LeadAlertMode,
  type LeadSummary,
  type PartnerAccountStatus,
  type ServiceRegionCode,
  sidoOfPnu,
} from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createDocumentsRepo } from './documents-repo.js';
import { documentOut } from './documents.js';
import { prefixesOf, type PartnerContext, type AccountStatusChange } from './context.js';

const hasEveryDocument = (kinds: readonly string[] | undefined) =>
  PARTNER_DOCUMENT_KINDS.every((kind) => kinds?.includes(kind));

/** The operator's side of contractor accounts, and what the notifier reads of contractors. */
export function createPartnerOperatorActions(ctx: PartnerContext) {
  const { repo, regionsOf, deps } = ctx;
  const documents = createDocumentsRepo(deps.db);
  return {
    // The operator console's port (admin/partner-port.ts) and the notifier's: approval, contacts.

    /** Whether the contractor's account is approved (its business info is public). */
    async isApproved(contractorId: number): Promise<boolean> {
      const [account] = await repo.listAccounts('approved', contractorId);
      return account !== undefined;
    },

    /** Accounts for the operator console, newest first, optionally of one status. */
    async listAccounts(status?: PartnerAccountStatus, contractorId?: number) {
      const rows = await repo.listAccounts(status, contractorId);
      const kinds = await documents.kindsOf(rows.map((row) => row.contractorId));
      return rows.map((row) => ({
        contractorId: row.contractorId,
        userId: row.userId,
        representative: row.representative,
        businessNumber: row.businessNumber,
        phone: row.phone,
        email: row.email,
        status: row.status as PartnerAccountStatus,
        createdAt: row.createdAt,
        licenceNumber: row.licenceNumber,
        documentsComplete: hasEveryDocument(kinds.get(row.contractorId)),
      }));
    },

    /** What an operator reads before deciding on an account: it, its documents, its business info. */
    async operatorDetail(contractorId: number) {
      const [account] = await this.listAccounts(undefined, contractorId);
      if (!account) throw new AppError('NOT_FOUND');
      const { reviews: _reviews, ...profile } = await deps.contractors.bizInfo(contractorId);
      return {
        account: { ...account, comName: profile.comName },
        documents: (await documents.list(contractorId)).map(documentOut),
        profile: { ...profile, regions: (await regionsOf(contractorId)) as ServiceRegionCode[] },
      };
    },

    /**
     * An operator's decision on a contractor's account; suspension ends its sessions at once.
     * `within` runs in the same transaction with the change and the account's contact (the
     * approval message is queued there, so it exists exactly when the approval does).
     */
    async setStatus(
      contractorId: number,
      status: PartnerAccountStatus,
      within?: (change: AccountStatusChange, tx: DbOrTx) => Promise<void>,
    ): Promise<{ before: PartnerAccountStatus; after: PartnerAccountStatus }> {
      const { comName } = await deps.contractors.bizInfo(contractorId);
      return deps.db.transaction(async (tx) => {
        const account = await repo.lockByContractorId(contractorId, tx);
        if (!account) throw new AppError('NOT_FOUND');
        // Decision 015: no approval before both vetting documents are in.
        if (status === 'approved') {
          const kinds = await documents.kindsOf([contractorId], tx);
          if (!hasEveryDocument(kinds.get(contractorId))) {
            throw new AppError('CONTRACTOR_DOCUMENTS_MISSING');
          }
        }
        await repo.setStatus(account.id, status, tx);
        if (status === 'suspended') await repo.deleteSessionsOf(account.id, tx);
        const change = { before: account.status as PartnerAccountStatus, after: status };
        await within?.(
          { ...change, contractorId, comName, phone: account.phone, email: account.email },
          tx,
        );
        return change;
      });
    },

    /**
     * A production start suspends every demo account a demo start left in the database and ends
     * their sessions (DESIGN D14): the published demo password must open nothing in production.
     * Answers how many were suspended.
     */
    async disableDemoAccounts(): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const accounts = await repo.lockActiveDemoAccounts(tx);
        for (const account of accounts) {
          await repo.setStatus(account.id, 'suspended', tx);
          await repo.deleteSessionsOf(account.id, tx);
        }
        return accounts.length;
      });
    },

    /**
     * Contractors as their console accounts name them, by contractor id: company, representative,
     * phone and e-mail (the notifier's recipients, the owner's contacts at CMC).
     */
    async contacts(
      contractorIds: number[],
      tx?: DbOrTx,
    ): Promise<Map<number, ContractorContact & { comName: string }>> {
      const rows = await repo.listContacts(contractorIds, tx);
      const cards = await deps.contractors.cards(
        rows.map((row) => row.contractorId),
        tx,
      );
      return new Map(
        rows.map((row) => [
          row.contractorId,
          {
            comName: cards.get(row.contractorId)?.comName ?? '',
            representative: row.representative,
            phone: row.phone,
            email: row.email,
          },
        ]),
      );
    },

    /** The registration facts of the contractors' accounts, by contractor id. */
    async accountFacts(contractorIds: number[], tx?: DbOrTx) {
      const rows = await repo.listFacts(contractorIds, tx);
      return new Map(rows.map(({ contractorId, ...facts }) => [contractorId, facts] as const));
    },

    /** Approved contractors serving the 시도 of a pnu, each with its lead alert choice. */
    async leadRecipients(pnu: string, tx?: DbOrTx) {
      const sido = sidoOfPnu(pnu);
      if (!sido) return [];
      const rows = await repo.listApprovedServing(sido, tx);
      return rows.map((row) => ({ ...row, leadAlert: row.leadAlert as LeadAlertMode }));
    },

    /** Approved contractors that asked for one daily digest of new leads. */
    digestSubscribers(tx?: DbOrTx) {
      return repo.listDigestSubscribers(tx);
    },

    /**
     * The leads of a contractor's digest: still recruiting in its 시도, not applied to, and made
     * within `(from, to]`, so consecutive digests never name a request twice.
     */
    async digestLeads(
      contractorId: number,
      window: { from: Date; to: Date },
    ): Promise<(LeadSummary & { matchReqId: number })[]> {
      return deps.matching.newLeads(
        contractorId,
        prefixesOf(await regionsOf(contractorId)),
        window,
      );
    },

    /** The 시도 codes at least one approved contractor serves (the operators' rescue view). */
    servedSidos(): Promise<string[]> {
      return repo.listServedSidos();
    },
  };
}
