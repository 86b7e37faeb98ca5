import { isActiveMatchStatus, type MatchStatus } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/errors.js';
import { verifyProposalToken } from './proposal-link.js';
import { requestFacts, type RequestFacts, type ShortlistEntry } from './views.js';
import { createMatchingOperatorReads } from './operator.js';
import {
  transitionAnswer,
  type MatchingContext,
  type ProposalViewer,
  type FileAccess,
} from './context.js';

/** Records an operator's change in the transaction that makes it (the admin module's audit). */
type OperatorAudit = (change: { before: object; after: object }, tx: DbOrTx) => Promise<void>;

/** The operator's side of matching and what other modules and jobs read of it. */
export function createOperatorMatching(ctx: MatchingContext) {
  const { repo, transitions, insertRequest, deps } = ctx;
  return {
    transitions,
    /** What the operator console reads of matches, and its withdrawal of applications. */
    operator: createMatchingOperatorReads({
      db: deps.db,
      clock: deps.clock,
      applyDue: (id) => transitions.applyDue(id),
    }),
    repo,

    /**
     * An operator ends an open match (ADC); the operator console calls this. `audit` runs in the
     * transition's transaction.
     */
    async operatorEnd(
      matchStatusId: number,
      input: { reason: string; operatorId: string; audit?: OperatorAudit },
    ) {
      const { row } = await transitions.apply(matchStatusId, {
        event: { type: 'OPERATOR_END', cancelReason: input.reason },
        actorId: input.operatorId,
        extra: { cancelReason: 'ADMIN', cancelReasonDetail: input.reason },
        effect: async (current, transition, tx) =>
          input.audit?.(
            {
              before: { status: current.status },
              after: {
                status: transition.to,
                matchCompleteCode: transition.code,
                reason: input.reason,
              },
            },
            tx,
          ),
      });
      return transitionAnswer(row);
    },

    /** A request's shortlisted contractors and their proposals (the second stage). */
    async shortlist(matchReqId: number, tx?: DbOrTx): Promise<ShortlistEntry[]> {
      return (await repo.listPropose2(matchReqId, tx)).map((row) => ({
        contractorId: row.contractorId,
        proposalFileId: row.proposalFileId,
        submittedAt: row.submittedAt,
        selectStatus: row.selectStatus,
      }));
    },

    /** The contractors the owner confirmed at SP2 (reviews are limited to them). */
    async finalContractors(matchReqId: number, tx?: DbOrTx) {
      const rows = (await repo.listPropose2(matchReqId, tx)).filter(
        (row) => row.selectStatus === 'Y',
      );
      const cards = await deps.contractors.cards(
        rows.map((row) => row.contractorId),
        tx,
      );
      return rows.flatMap((row) => {
        const card = cards.get(row.contractorId);
        return card ? [{ ccId: card.id, comName: card.comName }] : [];
      });
    },

    /** The audit trail of one request, oldest first. */
    events(matchReqId: number) {
      return repo.listEvents(matchReqId);
    },

    /** Who may see a proposal file: the request's device and the contractor that sent it. */
    proposalOwners(proposalFileId: string) {
      return repo.findProposalByFile(proposalFileId);
    },

    /**
     * Whether a viewer may see a file (the file viewer asks before serving). A file that is no
     * proposal is public (logos, banners). A proposal is served to the request's device, to a
     * valid unexpired signed link for that file, and to the contractor that sent it.
     */
    canView: async (fileId: string, viewer: ProposalViewer): Promise<FileAccess> => {
      const owners = await repo.findProposalByFile(fileId);
      if (!owners) return { restricted: false, denied: null };
      if (viewer.contractorId != null && viewer.contractorId === owners.contractorId) {
        return { restricted: true, denied: null };
      }
      const ownerMay =
        (viewer.deviceId != null && viewer.deviceId === owners.deviceId) ||
        (viewer.token != null &&
          verifyProposalToken(fileId, viewer.token, deps.clock.now(), deps.proposalLinks.secret));
      if (!ownerMay) {
        return {
          restricted: true,
          denied: viewer.token != null ? 'PROPOSAL_LINK_INVALID' : 'FORBIDDEN_DEVICE',
        };
      }
      // The owner reads proposals only once they are shown (spec section 4: SP2 and CMC), not
      // while the contractors are still sending them (PSB).
      let row = await repo.findById(owners.matchReqId);
      if (row?.dueAt && row.dueAt.getTime() <= deps.clock.now().getTime()) {
        await transitions.applyDue(owners.matchReqId);
        row = await repo.findById(owners.matchReqId);
      }
      if (row?.status !== 'SP2' && row?.status !== 'CMC') {
        return { restricted: true, denied: 'PROPOSAL_NOT_SHOWN' };
      }
      return { restricted: true, denied: null };
    },

    /** A request as it stands now (period ends applied), for the console; undefined when missing. */
    async current(matchReqId: number): Promise<RequestFacts | undefined> {
      const row = await ctx.currentRow(matchReqId);
      return row ? requestFacts(row) : undefined;
    },

    /** Brings every due request up to date in batches; the sweeper job calls this. */
    sweepBatch: (batchSize: number) => transitions.sweepBatch(batchSize),

    /**
     * An operator extends the open period of a request (issue 19): recruiting (CRG, its
     * propose1EndDate) or waiting for proposals (PSB, its propose2EndDate). It applies only to the
     * period the operator saw (`expectedEndDate`), on the locked row after any passed period end,
     * so a double submit or a sweep that ended the period meanwhile changes nothing (409). `audit`
     * runs in the same transaction.
     */
    async operatorExtend(
      matchStatusId: number,
      input: {
        days: number;
        expectedEndDate: Date;
        operatorId: string;
        audit: OperatorAudit;
      },
    ) {
      const { row } = await transitions.apply(matchStatusId, {
        event: { type: 'EXTEND', days: input.days },
        actorId: input.operatorId,
        validate: async (current) => {
          if (current.status !== 'CRG' && current.status !== 'PSB') return;
          if (current.dueAt?.getTime() !== input.expectedEndDate.getTime()) {
            throw new AppError('PERIOD_CHANGED', undefined, { status: current.status });
          }
        },
        effect: (current, transition, tx) =>
          input.audit(
            {
              before: { status: current.status, endDate: current.dueAt?.toISOString() ?? null },
              after: {
                status: transition.to,
                endDate: transition.patch.dueAt?.toISOString() ?? null,
                days: input.days,
              },
            },
            tx,
          ),
      });
      return {
        matchStatusId: row.id,
        status: row.status as MatchStatus,
        endDate: (row.dueAt ?? row.propose1EndDate).toISOString(),
      };
    },

    /**
     * An operator reopens a request that ended because nobody applied (CP1) or nobody proposed
     * (CP2) as a new request recruiting again with today's periods (spec section 4's re-recruit,
     * on the owner's behalf). The ended row is locked, and only one active request per address is
     * allowed, so two reopenings at once make one new request (the second answers 409).
     */
    async operatorReopen(
      matchStatusId: number,
      input: {
        operatorId: string;
        audit: OperatorAudit;
      },
    ) {
      await transitions.applyDue(matchStatusId);
      const option = await deps.matchOption();
      try {
        const row = await deps.db.transaction(async (tx) => {
          const ended = await repo.lockById(matchStatusId, tx);
          if (!ended) throw new AppError('NOT_FOUND');
          if (
            ended.status !== 'CME' ||
            (ended.matchCompleteCode !== 'CP1' && ended.matchCompleteCode !== 'CP2')
          ) {
            throw new AppError('REOPEN_NOT_ALLOWED', undefined, { status: ended.status });
          }
          const active = (await repo.listByDevice(ended.deviceId, tx)).find(
            (other) => other.pnu === ended.pnu && isActiveMatchStatus(other.status),
          );
          if (active) throw new AppError('ANALYSIS_ACTIVE', undefined, { status: active.status });
          const reopened = await insertRequest(
            ended.deviceId,
            {
              matchAnalysisId: ended.matchAnalysisId,
              address: ended.address,
              pnu: ended.pnu,
              installType: ended.installType,
              systemSizeKw: ended.systemSizeKw,
              areaM2: ended.areaM2,
              leadFacts: ended.leadFacts,
            },
            ended,
            option,
            tx,
            input.operatorId,
          );
          await input.audit(
            {
              before: { id: ended.id, status: ended.status, code: ended.matchCompleteCode },
              after: { id: reopened.id, status: reopened.status },
            },
            tx,
          );
          return reopened;
        });
        return {
          id: row.id,
          fromId: matchStatusId,
          propose1EndDate: row.propose1EndDate.toISOString(),
        };
      } catch (error) {
        // A concurrent reopening or the owner's own re-recruit won the race.
        if (isUniqueViolation(error)) throw new AppError('ANALYSIS_ACTIVE');
        throw error;
      }
    },
  };
}
