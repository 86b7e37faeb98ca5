import {
  type MatchStatus,
  type PartnerLead,
  type PartnerMatch,
  sidoOfPnu,
  threadClosedMessage,
} from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { type MatchingContext } from './context.js';
import {
  contractorMatchView,
  leadSummaryView,
  leadView,
  requestFacts,
  type RequestFacts,
} from './views.js';

/** While the owner and a shortlisted contractor may talk: proposals due, then the final choice. */
export const THREAD_OPEN_STATUSES: readonly MatchStatus[] = ['PSB', 'SP2'];

/** Which leads a contractor reads: its 시도 (pnu prefixes) and the console's filters. */
export interface LeadFilter {
  sidoPrefixes: readonly string[];
  installType?: string | undefined;
  minKw?: number | undefined;
  maxKw?: number | undefined;
  matchReqId?: number | undefined;
}

/** A contractor's place in a request it applied to. */
export interface Standing {
  request: RequestFacts;
  shortlisted: boolean;
  proposalFileId: string | null;
}

/** The contractor's side of matching: applying, proposals and the leads it may see. */
export function createContractorMatching(ctx: MatchingContext) {
  const { repo, transitions, deps } = ctx;
  return {
    /**
     * A contractor applies to a request while it recruits (CRG), once, up to the request's
     * applicant limit. The contractor console checks who the contractor is and its regions.
     */
    async apply(contractorId: number, matchReqId: number): Promise<{ applied: true }> {
      await transitions.applyDue(matchReqId);
      return deps.db.transaction(async (tx) => {
        const row = await repo.lockById(matchReqId, tx);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.status !== 'CRG') {
          throw new AppError('INVALID_TRANSITION', undefined, { status: row.status });
        }
        if ((await repo.countApplicants(row.id, tx)) >= row.maxApplicants) {
          throw new AppError('APPLICANT_LIMIT_REACHED', undefined, { status: row.status });
        }
        const id = await repo.insertApplication(row.id, contractorId, deps.clock.now(), tx);
        if (id === null) throw new AppError('ALREADY_APPLIED', undefined, { status: row.status });
        return { applied: true as const };
      });
    },

    /**
     * A shortlisted contractor sends (or replaces) its proposal while proposals are due (PSB).
     * The file is stored first by the caller through the files port.
     */
    async submitProposal(
      contractorId: number,
      matchReqId: number,
      proposalFileId: string,
    ): Promise<{ submitted: true }> {
      await transitions.applyDue(matchReqId);
      const replacedBytes = await deps.db.transaction(async (tx) => {
        const row = await repo.lockById(matchReqId, tx);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.status !== 'PSB') {
          throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: row.status });
        }
        const shortlisted = await repo.findPropose2(row.id, contractorId, tx);
        if (!shortlisted) {
          throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: row.status });
        }
        await repo.setProposal(row.id, contractorId, proposalFileId, deps.clock.now(), tx);
        // A replaced proposal is no longer anybody's: forget it, so it is never served again.
        const replaced = shortlisted.proposalFileId;
        if (replaced === null || replaced === proposalFileId) return null;
        return deps.files.remove(replaced, tx);
      });
      // Its bytes go once the replacement has committed.
      await deps.files.purge(replacedBytes);
      return { submitted: true as const };
    },

    /**
     * Runs a shortlisted contractor's write (its quote) while proposals are due: the request row
     * locked, in PSB and before propose2EndDate, in one transaction with the caller's write.
     */
    async whileProposalsDue<T>(
      contractorId: number,
      matchReqId: number,
      write: (request: RequestFacts, tx: DbOrTx) => Promise<T>,
    ): Promise<T> {
      await transitions.applyDue(matchReqId);
      return deps.db.transaction(async (tx) => {
        const row = await repo.lockById(matchReqId, tx);
        if (!row) throw new AppError('NOT_FOUND');
        const due = row.dueAt !== null && row.dueAt.getTime() <= deps.clock.now().getTime();
        if (row.status !== 'PSB' || due) {
          throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: row.status });
        }
        if (!(await repo.findPropose2(row.id, contractorId, tx))) {
          throw new AppError('PARTNER_NOT_SHORTLISTED');
        }
        return write(requestFacts(row), tx);
      });
    },

    /**
     * Runs a write of the conversation between a request's owner and one shortlisted contractor
     * (a message, a site-visit proposal or answer; issue 33) while it is open: the request row
     * locked and brought up to date, the contractor shortlisted, the request in PSB or SP2. After
     * the choice (CMC) or the end (CME) it answers 409 THREAD_CLOSED with the Korean reason.
     */
    async whileThreadOpen<T>(
      matchReqId: number,
      contractorId: number,
      write: (request: RequestFacts, tx: DbOrTx) => Promise<T>,
    ): Promise<T> {
      await transitions.applyDue(matchReqId);
      return deps.db.transaction(async (tx) => {
        const row = await repo.lockById(matchReqId, tx);
        if (!row) throw new AppError('NOT_FOUND');
        if (!(await repo.findPropose2(row.id, contractorId, tx))) {
          throw new AppError('THREAD_NOT_OPEN');
        }
        const due = row.dueAt !== null && row.dueAt.getTime() <= deps.clock.now().getTime();
        if (!THREAD_OPEN_STATUSES.includes(row.status as MatchStatus) || due) {
          throw new AppError('THREAD_CLOSED', threadClosedMessage(row.status), {
            status: row.status,
          });
        }
        return write(requestFacts(row), tx);
      });
    },

    /**
     * The contractor's leads (its console's list): recruiting requests in the given pnu prefixes
     * (its 시도) that it has not applied to, soonest deadline first.
     */
    async leads(contractorId: number, filter: LeadFilter): Promise<PartnerLead[]> {
      const rows = await this.leadsForContractor(contractorId, filter);
      return rows.map(({ row, applicantCount }) => leadView(row, applicantCount));
    },

    /** The contractor's leads made within `(from, to]`, oldest first, as its texts name them. */
    async newLeads(
      contractorId: number,
      sidoPrefixes: readonly string[],
      window: { from: Date; to: Date },
    ) {
      const rows = await this.leadsForContractor(contractorId, { sidoPrefixes });
      return rows
        .filter(
          ({ row }) =>
            row.reqDate.getTime() > window.from.getTime() &&
            row.reqDate.getTime() <= window.to.getTime(),
        )
        .sort((a, b) => a.row.reqDate.getTime() - b.row.reqDate.getTime())
        .map(({ row }) => leadSummaryView(row));
    },

    /** The requests the contractor applied to, each from its side. */
    async matches(contractorId: number): Promise<PartnerMatch[]> {
      return (await this.appliedByContractor(contractorId)).map(contractorMatchView);
    },

    /**
     * One request as the contractor may read it: its own side once it applied (`match`); else
     * the lead while it recruits (null when it does not); undefined when there is no request. The
     * 시도 tells the caller whether the contractor may read it at all.
     */
    async requestFor(
      contractorId: number,
      matchReqId: number,
    ): Promise<
      { sido: string | null; lead: PartnerLead | null; match: PartnerMatch | null } | undefined
    > {
      const [entry] = await this.appliedByContractor(contractorId, matchReqId);
      if (entry) {
        return {
          sido: sidoOfPnu(entry.row.pnu),
          lead: leadView(entry.row, entry.applicantCount),
          match: contractorMatchView(entry),
        };
      }
      const row = await ctx.currentRow(matchReqId);
      if (!row) return undefined;
      const [lead] = await this.leadsForContractor(contractorId, {
        sidoPrefixes: [row.pnu.slice(0, 2)],
        matchReqId,
      });
      return {
        sido: sidoOfPnu(row.pnu),
        lead: lead ? leadView(lead.row, lead.applicantCount) : null,
        match: null,
      };
    },

    /** The 시도 of a request as it stands now; undefined when there is none. */
    async regionOf(matchReqId: number): Promise<{ sido: string | null } | undefined> {
      const row = await ctx.currentRow(matchReqId);
      return row ? { sido: sidoOfPnu(row.pnu) } : undefined;
    },

    /**
     * The contractor's place in a request it applied to (undefined otherwise), brought up to
     * date: whether it was shortlisted and its proposal file.
     */
    async standing(contractorId: number, matchReqId: number): Promise<Standing | undefined> {
      const [entry] = await this.appliedByContractor(contractorId, matchReqId);
      if (!entry) return undefined;
      return {
        request: requestFacts(entry.row),
        shortlisted: entry.propose2Id !== null,
        proposalFileId: entry.proposalFileId,
      };
    },

    /**
     * Leads of the contractor console: requests recruiting in the given pnu prefixes (the
     * contractor's 시도) that it has not applied to. Requests whose recruiting period is over are
     * left out even before the sweeper moves them.
     */
    leadsForContractor(contractorId: number, filter: LeadFilter) {
      return repo.listLeadsForContractor({
        ...filter,
        contractorId,
        now: deps.clock.now(),
        limit: 200,
      });
    },

    /**
     * The requests a contractor applied to (or one of them), each brought up to date first, with
     * the contractor's own rows of both stages.
     */
    async appliedByContractor(contractorId: number, matchReqId?: number) {
      const due = await repo.findDueIdsOfContractor(contractorId, deps.clock.now());
      for (const id of due) {
        if (matchReqId === undefined || id === matchReqId) await transitions.applyDue(id);
      }
      return repo.listAppliedByContractor(contractorId, matchReqId);
    },
  };
}
