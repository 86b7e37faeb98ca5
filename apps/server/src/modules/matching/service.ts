import {
  type CodeGroup,
  type ContractorContact,
  type CreateMatchReqBody,
  DAY_MS,
  isActiveMatchStatus,
  type MatchContractor,
  type MatchOption,
  type MatchReq,
  type MatchStatus,
  periodDays,
  type ProposeSelectAnswer,
  type SelectStatus,
  THIRD_PARTY_CONSENT,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, assertOwnedBy } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalysisService } from '../analysis/service.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService } from '../files/service.js';
import type { SmsService } from '../sms/service.js';
import { SmsSendError, type SmsSender } from '../../providers/sms/port.js';
import {
  maskPhone,
  PROPOSAL_LINK_TTL_MS,
  proposalLinkUrl,
  signProposalToken,
  verifyProposalToken,
} from './proposal-link.js';
import { createMatchingRepo, type MatchReqRow } from './repo.js';
import { createMatchingOperatorReads } from './operator.js';
import { createTransitions } from './transitions.js';
import { plainName } from '../../lib/vetted-text.js';

/** A proposal link's expiry: 72 hours after it was sent, in whole seconds as the token has it. */
const linkExpiry = (sentAt: Date) =>
  new Date(Math.floor((sentAt.getTime() + PROPOSAL_LINK_TTL_MS) / 1000) * 1000);

export interface MatchingServiceDeps {
  db: Db;
  clock: Clock;
  analysis: Pick<
    AnalysisService,
    'requireOwned' | 'attachMatchRequest' | 'mirrorMatchStatus' | 'mirrorMatchStatuses'
  >;
  sms: Pick<SmsService, 'consumeVerifiedPhone'>;
  contractors: Pick<ContractorsService, 'cards'>;
  matchOption: () => Promise<MatchOption>;
  /** The codes of a code group (cancel reasons come from SM_CANCEL_CATE). */
  codes: (groupCode: CodeGroup) => Promise<{ code: string }[]>;
  /** Where proposal links go (the SMS port: outbox outside production). */
  messaging: Pick<SmsSender, 'send'>;
  /** Signing secret (the session secret) and the absolute origin of sent links. */
  proposalLinks: { secret: string; baseUrl: string };
  /** A replaced proposal's file is forgotten so it is never served again. */
  files: Pick<FilesService, 'remove' | 'purge'>;
  /** The contractors' own contacts (their accounts), shown to the owner once confirmed (CMC). */
  contractorContacts: (contractorIds: number[]) => Promise<Map<number, ContractorContact>>;
}

/** Who asks for a file: the device of the session, a signed link's token, a contractor. */
export interface ProposalViewer {
  deviceId?: string | null;
  token?: string | null;
  /** The contractor console (not yet built) passes the logged-in contractor's id. */
  contractorId?: number | null;
}

/**
 * The answer of `canView`: `restricted` when the file is a proposal (served privately);
 * `denied` names the refusal, null when the viewer may see it.
 */
export interface FileAccess {
  restricted: boolean;
  denied: null | 'FORBIDDEN_DEVICE' | 'PROPOSAL_LINK_INVALID';
}

/** The recruit form as validated at the API edge; the device is the caller's, passed apart. */
export type CreateMatchReqInput = Omit<CreateMatchReqBody, 'deviceId'>;

export type { MatchReqRow };
/** The lifecycle as the notifier reads it (matching's read model of its own tables). */
export { createLifecycleFeed, type ClaimedEvent, type LifecycleFeed } from './lifecycle-feed.js';

/** The API shape of a request (spec section 3): the row is also its match status. */
export function toMatchReq(row: MatchReqRow): MatchReq {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const status = row.status as MatchStatus;
  return {
    id: row.id,
    matchAnalysisId: row.matchAnalysisId,
    address: row.address,
    pnu: row.pnu,
    installType: row.installType === 'R' ? 'R' : 'L',
    systemSize: row.systemSizeKw,
    area: row.areaM2,
    status,
    isAnalysisIng: false,
    matchCompleteCode: row.matchCompleteCode,
    cancelEndStatus: row.cancelEndStatus,
    operatorEndReason: row.matchCompleteCode === 'ADC' ? row.cancelReasonDetail : null,
    matchCompleteDate: iso(row.matchCompleteDate),
    reqDate: row.reqDate.toISOString(),
    reqOrder: row.reqOrder,
    propose1StartDate: row.propose1StartDate.toISOString(),
    propose1EndDate: row.propose1EndDate.toISOString(),
    propose2StartDate: iso(row.propose2StartDate),
    propose2EndDate: iso(row.propose2EndDate),
    select1StartDate: iso(row.select1StartDate),
    select1EndDate: iso(row.select1EndDate),
    select1CompleteDate: iso(row.select1CompleteDate),
    select1LimitCnt: row.select1LimitCnt,
    select2StartDate: iso(row.select2StartDate),
    select2EndDate: iso(row.select2EndDate),
    select2CompleteDate: iso(row.select2CompleteDate),
    select2LimitCnt: row.select2LimitCnt,
    matchStatusId: row.id,
    matchStatus: {
      id: row.id,
      status,
      matchCompleteCode: row.matchCompleteCode,
      cancelEndStatus: row.cancelEndStatus,
      select1LimitCnt: row.select1LimitCnt,
      select2LimitCnt: row.select2LimitCnt,
      reqDate: row.reqDate.toISOString(),
      propose1EndDate: row.propose1EndDate.toISOString(),
      select1EndDate: iso(row.select1EndDate),
      propose2EndDate: iso(row.propose2EndDate),
      select2EndDate: iso(row.select2EndDate),
      matchCompleteDate: iso(row.matchCompleteDate),
    },
  };
}

/**
 * Days the owner is told a period lasts, from now to its end (spec section 4's 'end date plus 1'
 * counts the end day itself for periods ending at a day's end; ours end at the same time of day,
 * so a part day counts as one and a 7-day period reads 7 days).
 */
export function periodDaysUntil(endDate: Date, now: Date): number {
  return periodDays(now, endDate);
}

/**
 * The matching lifecycle as the owner and contractors drive it (spec sections 4, 5 and 7;
 * DESIGN section 5): recruiting, both selection stages, ending, re-recruiting. Every state change
 * goes through the transitions (locked row, audit row); every read first applies period ends that
 * have passed, so nobody sees a state whose deadline is over.
 */
export function createMatchingService(deps: MatchingServiceDeps) {
  const repo = createMatchingRepo(deps.db);
  const transitions = createTransitions({
    db: deps.db,
    repo,
    clock: deps.clock,
    onStatusChange: (row, tx) =>
      deps.analysis.mirrorMatchStatus(row.id, row.status as MatchStatus, tx),
    onStatusChanges: (rows, tx) =>
      deps.analysis.mirrorMatchStatuses(
        rows.map((row) => ({
          matchAnalysisId: row.matchAnalysisId,
          matchReqId: row.id,
          status: row.status as MatchStatus,
        })),
        tx,
      ),
  });

  /** The caller's request, brought up to date: 404 when missing, 403 when another device's. */
  /** The answer of a selection: the selected contractors by name and the next period, if any. */
  async function selectAnswer(
    row: MatchReqRow,
    selectedCstIds: number[],
    periodEnd: Date | null,
  ): Promise<ProposeSelectAnswer> {
    const cards = await deps.contractors.cards(selectedCstIds);
    return {
      matchStatusId: row.id,
      status: row.status as MatchStatus,
      selected: selectedCstIds.map((ccId) => ({
        id: ccId,
        comName: cards.get(ccId)?.comName ?? '',
      })),
      periodEndDate: periodEnd?.toISOString() ?? null,
      periodDays: periodEnd ? periodDaysUntil(periodEnd, deps.clock.now()) : null,
    };
  }

  async function ownedRow(deviceId: string, id: number): Promise<MatchReqRow> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    assertOwnedBy(row, deviceId);
    if (row.dueAt && row.dueAt.getTime() <= deps.clock.now().getTime()) {
      await transitions.applyDue(id);
      return (await repo.findById(id))!;
    }
    return row;
  }

  /**
   * The device's requests with every passed period end applied. The common read (nothing due) is
   * one indexed query: the rows carry their `due_at`, so only a read that finds a due row pays for
   * the transitions and reads again.
   */
  async function currentRowsOfDevice(deviceId: string): Promise<MatchReqRow[]> {
    const rows = await repo.listByDevice(deviceId);
    const now = deps.clock.now().getTime();
    const due = rows.filter((row) => row.dueAt !== null && row.dueAt.getTime() <= now);
    if (due.length === 0) return rows;
    for (const row of due) await transitions.applyDue(row.id);
    return repo.listByDevice(deviceId);
  }

  async function contractorList(
    rows: { contractorId: number; selectStatus: string; proposalFileId?: string | null }[],
    selectStatus: SelectStatus | undefined,
    /** Proposal files are the owner's to open once proposals are shown (SP2, CMC). */
    filesShown = false,
    /** The confirmed contractors' contacts are the owner's once the match is complete (CMC). */
    contactsShown = false,
  ): Promise<MatchContractor[]> {
    const shown = selectStatus ? rows.filter((row) => row.selectStatus === selectStatus) : rows;
    const cards = await deps.contractors.cards(shown.map((row) => row.contractorId));
    const confirmed = shown
      .filter((row) => row.selectStatus === 'Y')
      .map((row) => row.contractorId);
    const contacts =
      contactsShown && confirmed.length > 0
        ? await deps.contractorContacts(confirmed)
        : new Map<number, ContractorContact>();
    return shown.flatMap((row) => {
      const card = cards.get(row.contractorId);
      if (!card) return [];
      return [
        {
          ccId: card.id,
          comName: card.comName,
          comLogoFileId: card.comLogoFileId,
          proposalFileId: filesShown ? (row.proposalFileId ?? null) : null,
          proposalSubmitted: row.proposalFileId != null,
          checked: row.selectStatus === 'Y',
          contact: (row.selectStatus === 'Y' ? contacts.get(row.contractorId) : undefined) ?? null,
        },
      ];
    });
  }

  async function insertRequest(
    deviceId: string,
    source: {
      matchAnalysisId: number;
      address: string;
      pnu: string;
      installType: string;
      systemSizeKw: number;
      areaM2: number;
    },
    contact: CreateMatchReqInput | MatchReqRow,
    option: MatchOption,
    tx: DbOrTx,
    /** An operator's reopening of an ended request (issue 19); the owner's request otherwise. */
    reopenedBy?: string,
  ): Promise<MatchReqRow> {
    const now = deps.clock.now();
    const propose1EndDate = new Date(now.getTime() + option.propose1Days * DAY_MS);
    const row = await repo.insert(
      {
        ...source,
        deviceId,
        name: contact.name,
        phone: contact.phone,
        email: contact.email,
        memo: contact.memo,
        // A new request records the consent given now; a re-recruit carries the original one.
        ...('agreeThirdPartyYn' in contact
          ? { thirdPartyConsentVersion: THIRD_PARTY_CONSENT.version, thirdPartyConsentAt: now }
          : {
              thirdPartyConsentVersion: contact.thirdPartyConsentVersion,
              thirdPartyConsentAt: contact.thirdPartyConsentAt,
            }),
        status: 'CRG',
        reqOrder: (await repo.countByDevice(deviceId, tx)) + 1,
        reqDate: now,
        propose1StartDate: now,
        propose1EndDate,
        dueAt: propose1EndDate,
        select1Days: option.select1Days,
        propose2Days: option.propose2Days,
        select2Days: option.select2Days,
        select1LimitCnt: option.select1LimitCnt,
        select2LimitCnt: option.select2LimitCnt,
        maxApplicants: option.maxApplicants,
        createdAt: now,
      },
      tx,
    );
    await deps.analysis.attachMatchRequest(source.matchAnalysisId, row.id, 'CRG', tx);
    await repo.insertEvent(
      {
        matchReqId: row.id,
        fromStatus: 'NEW',
        toStatus: 'CRG',
        event: reopenedBy === undefined ? 'REQUEST' : 'REOPEN',
        actor: reopenedBy === undefined ? 'owner' : 'operator',
        actorId: reopenedBy ?? deviceId,
        at: now,
        recordedAt: now,
      },
      tx,
    );
    return row;
  }

  return {
    transitions,
    /** What the operator console reads of matches, and its withdrawal of applications. */
    operator: createMatchingOperatorReads({
      db: deps.db,
      clock: deps.clock,
      applyDue: (id) => transitions.applyDue(id),
    }),
    repo,

    /** The device's requests, newest first, optionally only some statuses. */
    async list(deviceId: string, statuses?: readonly MatchStatus[]): Promise<MatchReq[]> {
      const rows = await currentRowsOfDevice(deviceId);
      const shown =
        statuses && statuses.length > 0
          ? rows.filter((row) => statuses.includes(row.status as MatchStatus))
          : rows;
      return shown.map(toMatchReq);
    },

    async get(deviceId: string, id: number): Promise<MatchReq> {
      return toMatchReq(await ownedRow(deviceId, id));
    },

    /** The owner's request row, up to date (for modules that answer about it: reviews). */
    requireOwnedRow: ownedRow,

    async create(deviceId: string, input: CreateMatchReqInput) {
      const option = await deps.matchOption();
      try {
        return await deps.db.transaction(async (tx) => {
          const analysis = await deps.analysis.requireOwned(deviceId, input.matchAnalysisId, tx);
          if (analysis.matchReqId !== null) throw new AppError('ANALYSIS_IN_MATCHING');
          if (
            (analysis.installType !== 'R' && analysis.installType !== 'L') ||
            !(analysis.systemSizeKw && analysis.systemSizeKw > 0)
          ) {
            throw new AppError('INSTALL_TYPE_REQUIRED');
          }
          await deps.sms.consumeVerifiedPhone(analysis.id, input.phone, tx);
          const row = await insertRequest(
            deviceId,
            {
              matchAnalysisId: analysis.id,
              address: analysis.address,
              pnu: analysis.pnu,
              installType: analysis.installType,
              systemSizeKw: analysis.systemSizeKw,
              areaM2: analysis.areaM2 ?? 0,
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
      const row = await ownedRow(deviceId, id);
      const same = await currentRowsOfDevice(deviceId);
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
      const ended = await ownedRow(deviceId, id);
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
          return insertRequest(
            deviceId,
            {
              matchAnalysisId: locked.matchAnalysisId,
              address: locked.address,
              pnu: locked.pnu,
              installType: locked.installType,
              systemSizeKw: locked.systemSizeKw,
              areaM2: locked.areaM2,
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
      await ownedRow(deviceId, matchStatusId);
      return contractorList(await repo.listPropose1(matchStatusId), selectStatus);
    },

    /** Second-stage list: the shortlisted contractors with their proposal files. */
    async propose2List(deviceId: string, matchStatusId: number, selectStatus?: SelectStatus) {
      const row = await ownedRow(deviceId, matchStatusId);
      const filesShown = row.status === 'SP2' || row.status === 'CMC';
      return contractorList(
        await repo.listPropose2(matchStatusId),
        selectStatus,
        filesShown,
        row.status === 'CMC',
      );
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
        authorize: (locked) => assertOwnedBy(locked, deviceId),
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
      return selectAnswer(row, selectedCstIds, row.propose2EndDate);
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
        authorize: (locked) => assertOwnedBy(locked, deviceId),
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
        effect: (current, transition, tx) =>
          repo.selectStage2(current.id, selectedCstIds, transition.at, tx),
      });
      return selectAnswer(row, selectedCstIds, null);
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
        authorize: (locked) => assertOwnedBy(locked, deviceId),
        extra: {
          cancelReason: input.cancelReason,
          cancelReasonDetail: input.cancelReasonDetail ?? null,
        },
      });
      return transitionAnswer(row);
    },

    /** An operator ends an open match (ADC); the operator console calls this. */
    async operatorEnd(matchStatusId: number, input: { reason: string; operatorId: string }) {
      const { row } = await transitions.apply(matchStatusId, {
        event: { type: 'OPERATOR_END', cancelReason: input.reason },
        actorId: input.operatorId,
        extra: { cancelReason: 'ADMIN', cancelReasonDetail: input.reason },
      });
      return transitionAnswer(row);
    },

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
        audit: (change: { before: object; after: object }, tx: DbOrTx) => Promise<void>;
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
        audit: (change: { before: object; after: object }, tx: DbOrTx) => Promise<void>;
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
      write: (row: MatchReqRow, tx: DbOrTx) => Promise<T>,
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
        return write(row, tx);
      });
    },

    /** The second stage's rows of a request: its shortlisted contractors and their proposals. */
    secondStageRows: (matchReqId: number, tx?: DbOrTx) => repo.listPropose2(matchReqId, tx),

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
      const allowed =
        (viewer.deviceId != null && viewer.deviceId === owners.deviceId) ||
        (viewer.contractorId != null && viewer.contractorId === owners.contractorId) ||
        (viewer.token != null &&
          verifyProposalToken(fileId, viewer.token, deps.clock.now(), deps.proposalLinks.secret));
      if (allowed) return { restricted: true, denied: null };
      return {
        restricted: true,
        denied: viewer.token != null ? 'PROPOSAL_LINK_INVALID' : 'FORBIDDEN_DEVICE',
      };
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
      const row = await ownedRow(deviceId, matchReqId);
      if (row.status !== 'SP2' && row.status !== 'CMC') {
        throw new AppError('INVALID_TRANSITION', undefined, { status: row.status });
      }
      const proposal = await repo.findProposalByFile(proposalFileId);
      if (!proposal || proposal.matchReqId !== row.id) throw new AppError('FILE_NOT_FOUND');
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

    /**
     * Leads of the contractor console: requests recruiting in the given pnu prefixes (the
     * contractor's 시도) that it has not applied to. Requests whose recruiting period is over are
     * left out even before the sweeper moves them.
     */
    leadsForContractor(
      contractorId: number,
      filter: {
        sidoPrefixes: readonly string[];
        installType?: string | undefined;
        minKw?: number | undefined;
        maxKw?: number | undefined;
        matchReqId?: number | undefined;
      },
    ) {
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

    /** A request as it stands now (period ends applied), for the console; undefined when missing. */
    async currentRow(matchReqId: number): Promise<MatchReqRow | undefined> {
      const row = await repo.findById(matchReqId);
      if (row?.dueAt && row.dueAt.getTime() <= deps.clock.now().getTime()) {
        await transitions.applyDue(matchReqId);
        return repo.findById(matchReqId);
      }
      return row;
    },

    /** Brings every due request up to date in batches; the sweeper job calls this. */
    sweepBatch: (batchSize: number) => transitions.sweepBatch(batchSize),
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;

function transitionAnswer(row: MatchReqRow) {
  return {
    matchStatusId: row.id,
    status: row.status as MatchStatus,
    matchCompleteCode: row.matchCompleteCode,
    cancelEndStatus: row.cancelEndStatus,
  };
}
