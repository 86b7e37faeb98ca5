import {
  type CloseProposalsAnswer,
  DAY_MS,
  isActiveMatchStatus,
  type LastContactAnswer,
  type MatchReq,
  type MatchStatus,
  type ProposeSelectAnswer,
  type SelectStatus,
} from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, ownedBy } from '../../lib/errors.js';
import { SmsSendError } from '../../providers/sms/port.js';
import { maskPhone, proposalLinkUrl, signProposalToken } from './proposal-link.js';
import { plainName } from '../../lib/vetted-text.js';
import { requestFacts, toMatchReq, type RequestFacts } from './views.js';
import {
  linkExpiry,
  transitionAnswer,
  type MatchingContext,
  type CreateMatchReqInput,
} from './context.js';
import type { MatchReqRow } from './repo.js';

/**
 * Re-recruits one device, and one parcel, may make within a rolling 24 hours (issue 34,
 * docs/decisions/025): a cancel and re-recruit loop is refused from its fourth round.
 */
export const RERECRUIT_BUDGET = { perDevice: 3, perParcel: 3, windowMs: DAY_MS } as const;

/** The owner's side of matching: requests, both selections, ending and re-recruiting (spec sections 4, 5 and 7). */
export function createOwnerMatching(ctx: MatchingContext) {
  const { repo, transitions, deps } = ctx;
  return {
    /**
     * Recovery: what moves to `to` when `phone` is verified there: the requests recruited with
     * it on other devices, and the analyses behind them that carry no other request (issue 34).
     */
    async recruitedWith(phone: string, to: string, tx: DbOrTx) {
      const requests = await repo.lockRecruitedWith(phone, to, tx);
      const requestIds = requests.map((row) => row.id);
      const analysisIds = [...new Set(requests.map((row) => row.matchAnalysisId))];
      const shared = new Set(await repo.analysesSharedWithOthers(analysisIds, requestIds, tx));
      return {
        requests,
        analysisIds: analysisIds.filter((id) => !shared.has(id)),
      };
    },
    moveToDevice: (ids: readonly number[], to: string, tx: DbOrTx) =>
      repo.moveToDevice(ids, to, tx),
    deviceRecruitedWith: (deviceId: string, phone: string) =>
      repo.deviceRecruitedWith(deviceId, phone),
    phoneRecruited: (phone: string) => repo.phoneRecruited(phone),

    /** The device's requests, newest first, optionally only some statuses. */
    async list(deviceId: string, statuses?: readonly MatchStatus[]): Promise<MatchReq[]> {
      const rows = await ctx.currentRowsOfDevice(deviceId);
      const shown =
        statuses && statuses.length > 0
          ? rows.filter((row) => statuses.includes(row.status as MatchStatus))
          : rows;
      return shown.map(toMatchReq);
    },

    /** The contact the device's newest request was made with (the next request starts from it). */
    async lastContact(deviceId: string): Promise<LastContactAnswer> {
      const [newest] = await repo.listByDevice(deviceId);
      return {
        contact: newest ? { name: newest.name, email: newest.email, phone: newest.phone } : null,
      };
    },

    async get(deviceId: string, id: number): Promise<MatchReq> {
      return toMatchReq(await ctx.ownedRow(deviceId, id));
    },

    /** The owner's request, up to date, as other modules read it (reviews, quotes, conversations). */
    async facts(deviceId: string, id: number): Promise<RequestFacts> {
      return requestFacts(await ctx.ownedRow(deviceId, id));
    },

    async create(deviceId: string, input: CreateMatchReqInput) {
      const option = await deps.matchOption();
      try {
        return await deps.db.transaction(async (tx) => {
          const analysis = await deps.analysis.forRequest(deviceId, input.matchAnalysisId, tx);
          if (analysis.matchReqId !== null) throw new AppError('ANALYSIS_IN_MATCHING');
          if (
            (analysis.installType !== 'R' && analysis.installType !== 'L') ||
            !(analysis.systemSizeKw && analysis.systemSizeKw > 0)
          ) {
            throw new AppError('INSTALL_TYPE_REQUIRED');
          }
          await deps.sms.consumeVerifiedPhone(analysis.id, input.phone, tx);
          const row = await ctx.insertRequest(
            deviceId,
            {
              matchAnalysisId: analysis.id,
              address: analysis.address,
              pnu: analysis.pnu,
              installType: analysis.installType,
              systemSizeKw: analysis.systemSizeKw,
              areaM2: analysis.areaM2 ?? 0,
              leadFacts: analysis.leadFacts,
            },
            input,
            option,
            tx,
          );
          return {
            id: row.id,
            status: 'CRG' as const,
            reqDate: row.reqDate.toISOString(),
            propose1EndDate: row.propose1EndDate.toISOString(),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ANALYSIS_IN_MATCHING');
        throw error;
      }
    },

    /** The device's active request for the same address as this one, if any (spec section 4). */
    async checkExistAgain(deviceId: string, id: number): Promise<{ id: number | null }> {
      const row = await ctx.ownedRow(deviceId, id);
      const same = await ctx.currentRowsOfDevice(deviceId);
      const active = same.find(
        (other) => other.pnu === row.pnu && isActiveMatchStatus(other.status),
      );
      return { id: active?.id ?? null };
    },

    /**
     * Recruits again from an ended request (spec section 4): only from CME; when an active request
     * for the address exists its id is answered instead of creating another.
     */
    async againRecruit(deviceId: string, id: number): Promise<{ id: number; existing: boolean }> {
      const ended = await ctx.ownedRow(deviceId, id);
      if (ended.status !== 'CME') {
        throw new AppError('INVALID_TRANSITION', undefined, { status: ended.status });
      }
      const existing = await this.checkExistAgain(deviceId, id);
      if (existing.id !== null) return { id: existing.id, existing: true };
      const option = await deps.matchOption();
      try {
        const row = await deps.db.transaction(async (tx) => {
          const locked = await repo.lockById(id, tx);
          if (!locked || locked.status !== 'CME') {
            throw new AppError('INVALID_TRANSITION', undefined, { status: locked?.status });
          }
          const since = new Date(deps.clock.now().getTime() - RERECRUIT_BUDGET.windowMs);
          if (
            (await repo.countRerecruitsSince({ deviceId }, since, tx)) >=
              RERECRUIT_BUDGET.perDevice ||
            (await repo.countRerecruitsSince({ pnu: locked.pnu }, since, tx)) >=
              RERECRUIT_BUDGET.perParcel
          ) {
            throw new AppError('RERECRUIT_LIMIT');
          }
          return ctx.insertRequest(
            deviceId,
            {
              matchAnalysisId: locked.matchAnalysisId,
              address: locked.address,
              pnu: locked.pnu,
              installType: locked.installType,
              systemSizeKw: locked.systemSizeKw,
              areaM2: locked.areaM2,
              leadFacts: locked.leadFacts,
            },
            locked,
            option,
            tx,
          );
        });
        return { id: row.id, existing: false };
      } catch (error) {
        // A concurrent re-recruit or a new analysis of the same address won the race.
        if (isUniqueViolation(error)) {
          const again = await this.checkExistAgain(deviceId, id);
          if (again.id !== null) return { id: again.id, existing: true };
          throw new AppError('ANALYSIS_ACTIVE');
        }
        throw error;
      }
    },

    /** First-stage list: the contractors that applied (spec section 7, match-propose1/list). */
    async propose1List(deviceId: string, matchStatusId: number, selectStatus?: SelectStatus) {
      await ctx.ownedRow(deviceId, matchStatusId);
      return ctx.contractorList(await repo.listPropose1(matchStatusId), selectStatus);
    },

    /** Second-stage list: the shortlisted contractors with their proposal files. */
    async propose2List(deviceId: string, matchStatusId: number, selectStatus?: SelectStatus) {
      const row = await ctx.ownedRow(deviceId, matchStatusId);
      const filesShown = row.status === 'SP2' || row.status === 'CMC';
      const completeQuotes =
        row.status === 'PSB' ? await deps.completeQuotes?.(row.id, deps.db) : undefined;
      return ctx.contractorList(
        await repo.listPropose2(matchStatusId),
        selectStatus,
        filesShown,
        row.status === 'CMC',
        completeQuotes,
      );
    },

    /**
     * PSB → SP2 before the deadline (issue 33): the owner ends the proposal period once every
     * shortlisted contractor has sent its proposal and a complete quote; the request moves on as
     * at the deadline, in the transition's locked transaction. Idempotent: a request already past
     * PSB (by an earlier call, another instance or the sweeper) answers as it stands.
     */
    async closeProposals(deviceId: string, id: number): Promise<CloseProposalsAnswer> {
      const answer = (row: MatchReqRow): CloseProposalsAnswer => ({
        matchStatusId: row.id,
        status: row.status as MatchStatus,
        select2EndDate: row.select2EndDate?.toISOString() ?? null,
      });
      try {
        const { row } = await transitions.apply(id, {
          event: { type: 'CLOSE_PROPOSALS' },
          actorId: deviceId,
          authorize: (locked) => ownedBy(locked, deviceId),
          validate: async (current, tx) => {
            if (current.status !== 'PSB') return;
            const shortlisted = await repo.listPropose2(current.id, tx);
            const complete = (await deps.completeQuotes?.(current.id, tx)) ?? new Set<number>();
            const allIn =
              shortlisted.length > 0 &&
              shortlisted.every(
                (item) => item.proposalFileId !== null && complete.has(item.contractorId),
              );
            if (!allIn) throw new AppError('PROPOSALS_NOT_ALL_IN', undefined, { status: 'PSB' });
          },
        });
        return answer(row);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'INVALID_TRANSITION') throw error;
        const row = await ctx.ownedRow(deviceId, id);
        if (row.select2StartDate !== null) return answer(row);
        throw error;
      }
    },

    /** SP1 → PSB: the owner shortlists up to select1LimitCnt applicants. */
    async select1(
      deviceId: string,
      matchStatusId: number,
      selectedCstIds: number[],
    ): Promise<ProposeSelectAnswer> {
      const { row } = await transitions.apply(matchStatusId, {
        event: { type: 'SELECT1', selectedCount: selectedCstIds.length },
        actorId: deviceId,
        authorize: (locked) => ownedBy(locked, deviceId),
        validate: async (current, tx) => {
          if (current.status !== 'SP1') return;
          const applicants = new Set(
            (await repo.listPropose1(current.id, tx)).map((item) => item.contractorId),
          );
          if (selectedCstIds.some((ccId) => !applicants.has(ccId))) {
            throw new AppError('CONTRACTOR_NOT_SELECTABLE', undefined, { status: 'SP1' });
          }
        },
        effect: (current, transition, tx) =>
          repo.selectStage1(current.id, selectedCstIds, transition.at, tx),
      });
      return ctx.selectAnswer(row, selectedCstIds, row.propose2EndDate);
    },

    /** SP2 → CMC: the owner confirms up to select2LimitCnt contractors that sent a proposal. */
    async select2(
      deviceId: string,
      matchStatusId: number,
      selectedCstIds: number[],
    ): Promise<ProposeSelectAnswer> {
      const { row } = await transitions.apply(matchStatusId, {
        event: { type: 'SELECT2', selectedCount: selectedCstIds.length },
        actorId: deviceId,
        authorize: (locked) => ownedBy(locked, deviceId),
        validate: async (current, tx) => {
          if (current.status !== 'SP2') return;
          const withProposal = new Set(
            (await repo.listPropose2(current.id, tx))
              .filter((item) => item.proposalFileId !== null)
              .map((item) => item.contractorId),
          );
          if (selectedCstIds.some((ccId) => !withProposal.has(ccId))) {
            throw new AppError('CONTRACTOR_NOT_SELECTABLE', undefined, { status: 'SP2' });
          }
        },
        effect: async (current, transition, tx) => {
          await repo.selectStage2(current.id, selectedCstIds, transition.at, tx);
          await deps.onConfirmed?.(current.id, selectedCstIds, transition.at, tx);
        },
      });
      return ctx.selectAnswer(row, selectedCstIds, null);
    },

    /** The owner ends a match in CRG or SP1 with a reason of SM_CANCEL_CATE (spec sections 4, 5). */
    async userCancel(
      deviceId: string,
      input: { id: number; cancelReason: string; cancelReasonDetail?: string | undefined },
    ) {
      const reasons = await deps.codes('SM_CANCEL_CATE');
      if (!reasons.some((reason) => reason.code === input.cancelReason)) {
        throw new AppError('CANCEL_REASON_UNKNOWN');
      }
      const { row } = await transitions.apply(input.id, {
        event: { type: 'USER_CANCEL', cancelReason: input.cancelReason },
        actorId: deviceId,
        authorize: (locked) => ownedBy(locked, deviceId),
        extra: {
          cancelReason: input.cancelReason,
          cancelReasonDetail: input.cancelReasonDetail ?? null,
        },
      });
      return transitionAnswer(row);
    },

    /**
     * Texts the owner a link to one proposal of the request (spec section 7, send-proposal): to
     * the phone verified when recruiting, valid 72 hours, while proposals are shown (SP2, CMC).
     * Once per proposal: later calls answer when the link went and send nothing (the owner reads
     * the proposal in the app).
     */
    async sendProposal(
      deviceId: string,
      matchReqId: number,
      proposalFileId: string,
    ): Promise<{ result: true; sent: boolean; to: string; expiresAt: string }> {
      const row = await ctx.ownedRow(deviceId, matchReqId);
      if (row.status !== 'SP2' && row.status !== 'CMC') {
        throw new AppError('INVALID_TRANSITION', undefined, { status: row.status });
      }
      const proposal = await repo.findProposalByFile(proposalFileId);
      // Another request's proposal answers as a missing one does: as another device's.
      if (!proposal || proposal.matchReqId !== row.id) throw new AppError('FORBIDDEN_DEVICE');
      const now = deps.clock.now();
      const comName = (await deps.contractors.cards([proposal.contractorId])).get(
        proposal.contractorId,
      )?.comName;
      // The mark is one statement; a failed send clears it again, so the link stays unsent.
      const mark = await repo.markProposalLinkSent(proposalFileId, now);
      if (mark.now) {
        const token = signProposalToken(
          proposalFileId,
          linkExpiry(mark.sentAt),
          deps.proposalLinks.secret,
        );
        const url = proposalLinkUrl(deps.proposalLinks.baseUrl, proposalFileId, token);
        try {
          await deps.messaging.send({
            to: row.phone,
            body: `[햇빛 매칭] ${comName ? `${plainName(comName)}의 ` : ''}제안서입니다. 아래 링크를 눌러 확인해 주세요. (72시간 동안 열 수 있습니다)\n${url}`,
          });
        } catch (error) {
          await repo.clearProposalLinkSent(proposalFileId);
          if (error instanceof SmsSendError) throw new AppError('SMS_SEND_FAILED');
          throw error;
        }
      }
      return {
        result: true,
        sent: mark.now,
        to: maskPhone(row.phone),
        expiresAt: linkExpiry(mark.sentAt).toISOString(),
      };
    },
  };
}
