import type {
  AdminContractorDetail,
  ContractorFact,
  ContractorFigure,
  ContractorSection,
  PartnerDocumentKind,
} from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ContractorsService } from '../contractors/service.js';
import type { StoredFile } from '../files/service.js';
import type { Operator, OperatorWrite } from './service.js';

export interface VettingDeps {
  db: Db;
  clock: Clock;
  /** The partner module's reading of an account, and its private documents. */
  partner: {
    operatorDetail(contractorId: number): Promise<
      Omit<AdminContractorDetail, 'account'> & {
        account: Omit<AdminContractorDetail['account'], 'createdAt'> & { createdAt: Date };
      }
    >;
    documentFile(contractorId: number, kind: PartnerDocumentKind): Promise<StoredFile>;
    plantPhotoFile(contractorId: number, fileId: string): Promise<StoredFile>;
  };
  contractors: Pick<ContractorsService, 'checkFigure' | 'checkFact' | 'checkSection'>;
  operatorWrite: OperatorWrite;
}

/**
 * The operator's side of vetting (issue 19, decision 015): the account with its documents and
 * business info before approving, each opened document, and the checks of the figures owners read.
 * Opening a document and every check are audited.
 */
export function createVettingService(deps: VettingDeps) {
  return {
    async detail(contractorId: number): Promise<AdminContractorDetail> {
      const detail = await deps.partner.operatorDetail(contractorId);
      return {
        ...detail,
        account: { ...detail.account, createdAt: detail.account.createdAt.toISOString() },
      };
    },

    /** A photo of one of the contractor's finished plants (decision 028). */
    plantPhoto(contractorId: number, fileId: string): Promise<StoredFile> {
      return deps.partner.plantPhotoFile(contractorId, fileId);
    },

    async document(
      who: Operator,
      contractorId: number,
      kind: PartnerDocumentKind,
    ): Promise<StoredFile> {
      const stored = await deps.partner.documentFile(contractorId, kind);
      await deps.operatorWrite(
        who,
        'contractor.document.view',
        `contractor:${contractorId}`,
        (audit) => audit({ before: null, after: { kind, fileName: stored.fileName } }, deps.db),
      );
      return stored;
    },

    checkFigure(who: Operator, contractorId: number, figure: ContractorFigure, verified: boolean) {
      const action = verified ? 'contractor.figure.verify' : 'contractor.figure.unverify';
      return deps.operatorWrite(who, action, `contractor:${contractorId}`, (audit) =>
        deps.db.transaction(async (tx) => {
          const change = await deps.contractors.checkFigure(
            { contractorId, figure, verified, by: who.loginId, at: deps.clock.now() },
            tx,
          );
          await audit(
            {
              before: { verifiedFigures: change.before },
              after: { figure, verifiedFigures: change.after },
            },
            tx,
          );
          return { verifiedFigures: change.after };
        }),
      );
    },

    /**
     * An operator's check of a registration fact against the documents (issue 33): both documents
     * must be in (409 CONTRACTOR_DOCUMENTS_MISSING) and the fact must have a value. Audited as
     * `contractor.fact.verify` / `unverify` with the value seen, in the check's transaction.
     */
    async checkFact(who: Operator, contractorId: number, fact: ContractorFact, verified: boolean) {
      if (verified) {
        const detail = await deps.partner.operatorDetail(contractorId);
        if (!detail.account.documentsComplete) {
          throw new AppError('CONTRACTOR_DOCUMENTS_MISSING');
        }
      }
      const action = verified ? 'contractor.fact.verify' : 'contractor.fact.unverify';
      return deps.operatorWrite(who, action, `contractor:${contractorId}`, (audit) =>
        deps.db.transaction(async (tx) => {
          const change = await deps.contractors.checkFact(
            { contractorId, fact, verified, by: who.loginId, at: deps.clock.now() },
            tx,
          );
          const seen = change.after.find((item) => item.fact === fact);
          await audit(
            {
              before: {
                fact,
                checkedAt: change.before.find((i) => i.fact === fact)?.checkedAt ?? null,
              },
              after: { fact, value: seen?.value ?? null, checkedAt: seen?.checkedAt ?? null },
            },
            tx,
          );
          return { facts: change.after };
        }),
      );
    },

    /**
     * An operator's check of a profile section (하자이행보증, 준공 실적, issue 33) as a whole; the
     * section must be filled in (409 CONTRACTOR_FACT_EMPTY). Audited as
     * `contractor.section.verify` / `unverify` with the section seen, in the check's transaction.
     */
    async checkSection(
      who: Operator,
      contractorId: number,
      section: ContractorSection,
      verified: boolean,
    ) {
      const action = verified ? 'contractor.section.verify' : 'contractor.section.unverify';
      return deps.operatorWrite(who, action, `contractor:${contractorId}`, (audit) =>
        deps.db.transaction(async (tx) => {
          const change = await deps.contractors.checkSection(
            { contractorId, section, verified, by: who.loginId, at: deps.clock.now() },
            tx,
          );
          await audit(
            {
              before: { section, checkedAt: change.before[section].checkedAt },
              after: { section, ...change.after[section] },
            },
            tx,
          );
          return { sections: change.after };
        }),
      );
    },
  };
}
export type VettingService = ReturnType<typeof createVettingService>;
