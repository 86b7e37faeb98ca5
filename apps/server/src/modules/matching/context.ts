import {
  type CodeGroup,
  type ContractorContact,
  type CreateMatchReqBody,
  type LeadFacts,
  periodEnd,
  type MatchContractor,
  type MatchOption,
  type MatchStatus,
  periodDays,
  type ProposeSelectAnswer,
  type SelectStatus,
  THIRD_PARTY_CONSENT,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { ownedBy } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalysisService } from '../analysis/service.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService } from '../files/service.js';
import type { SmsService } from '../sms/service.js';
import { type SmsSender } from '../../providers/sms/port.js';
import { PROPOSAL_LINK_TTL_MS } from './proposal-link.js';
import { createMatchingRepo, type MatchReqRow } from './repo.js';
import { createTransitions } from './transitions.js';

/** A proposal link's expiry: 72 hours after it was sent, in whole seconds as the token has it. */
export const linkExpiry = (sentAt: Date) =>
  new Date(Math.floor((sentAt.getTime() + PROPOSAL_LINK_TTL_MS) / 1000) * 1000);

export interface MatchingServiceDeps {
  db: Db;
  clock: Clock;
  analysis: Pick<
    AnalysisService,
    'forRequest' | 'attachMatchRequest' | 'mirrorMatchStatus' | 'mirrorMatchStatuses'
  >;
  sms: Pick<SmsService, 'consumeVerifiedPhone'>;
  contractors: Pick<ContractorsService, 'cards' | 'checkedFacts'>;
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
  /**
   * Told in the confirmation's transaction which contractors the owner confirmed (SP2 → CMC): the
   * quotes module marks their quotes as accepted prices.
   */
  onConfirmed?: (
    matchReqId: number,
    contractorIds: number[],
    at: Date,
    tx: DbOrTx,
  ) => Promise<void>;
  /**
   * The shortlisted contractors of a request whose structured quote is complete, read in the
   * caller's transaction (the quotes module; wired late): the owner may end the proposal period
   * early once every one has sent its proposal and a complete quote (issue 33).
   */
  completeQuotes?: (matchReqId: number, tx: DbOrTx) => Promise<Set<number>>;
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
  denied: null | 'FORBIDDEN_DEVICE' | 'PROPOSAL_LINK_INVALID' | 'PROPOSAL_NOT_SHOWN';
}

/** The recruit form as validated at the API edge; the device is the caller's, passed apart. */
export type CreateMatchReqInput = Omit<CreateMatchReqBody, 'deviceId'>;

/** The lifecycle as the notifier reads it (matching's read model of its own tables). */
export {
  createLifecycleFeed,
  type ClaimedEvent,
  type LifecycleFeed,
  type OwnerSwitches,
} from './lifecycle-feed.js';

/**
 * Days the owner is told a period lasts, from now to its end: Korea calendar days to the day it
 * ends at 23:59:59 (spec section 4's 'end date plus 1' counts the end day itself), so a 7-day
 * period reads 7 days.
 */
export function periodDaysUntil(endDate: Date, now: Date): number {
  return periodDays(now, endDate);
}

/** What the actor files share: the deps, the repository and the helpers defined here. */
export function createMatchingContext(deps: MatchingServiceDeps) {
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

  /** The answer of a selection: the selected contractors by name and the next period, if any. */
  async function selectAnswer(
    row: MatchReqRow,
    selectedCstIds: number[],
    nextEnd: Date | null,
  ): Promise<ProposeSelectAnswer> {
    const cards = await deps.contractors.cards(selectedCstIds);
    return {
      matchStatusId: row.id,
      status: row.status as MatchStatus,
      selected: selectedCstIds.map((ccId) => ({
        id: ccId,
        comName: cards.get(ccId)?.comName ?? '',
      })),
      periodEndDate: nextEnd?.toISOString() ?? null,
      periodDays: nextEnd ? periodDaysUntil(nextEnd, deps.clock.now()) : null,
    };
  }

  /** The caller's request, brought up to date: 403 when another device's or missing. */
  async function ownedRow(deviceId: string, id: number): Promise<MatchReqRow> {
    const row = ownedBy(await repo.findById(id), deviceId);
    if (row.dueAt && row.dueAt.getTime() <= deps.clock.now().getTime()) {
      await transitions.applyDue(id);
      return (await repo.findById(id))!;
    }
    return row;
  }

  /** A request as it stands now (period ends applied); undefined when missing. */
  async function currentRow(matchReqId: number): Promise<MatchReqRow | undefined> {
    const row = await repo.findById(matchReqId);
    if (row?.dueAt && row.dueAt.getTime() <= deps.clock.now().getTime()) {
      await transitions.applyDue(matchReqId);
      return repo.findById(matchReqId);
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
    /** While proposals are due (PSB): the contractors whose structured quote is complete. */
    completeQuotes?: Set<number>,
  ): Promise<MatchContractor[]> {
    const shown = selectStatus ? rows.filter((row) => row.selectStatus === selectStatus) : rows;
    const cards = await deps.contractors.cards(shown.map((row) => row.contractorId));
    const facts = await deps.contractors.checkedFacts(shown.map((row) => row.contractorId));
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
          checkedFacts: facts.get(row.contractorId) ?? [],
          ...(completeQuotes ? { quoteComplete: completeQuotes.has(row.contractorId) } : {}),
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
      leadFacts: LeadFacts;
    },
    contact: CreateMatchReqInput | MatchReqRow,
    option: MatchOption,
    tx: DbOrTx,
    /** An operator's reopening of an ended request (issue 19); the owner's request otherwise. */
    reopenedBy?: string,
  ): Promise<MatchReqRow> {
    const now = deps.clock.now();
    const propose1EndDate = periodEnd(now, option.propose1Days);
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
    deps,
    repo,
    transitions,
    selectAnswer,
    ownedRow,
    currentRow,
    currentRowsOfDevice,
    contractorList,
    insertRequest,
  };
}
export type MatchingContext = ReturnType<typeof createMatchingContext>;

export function transitionAnswer(row: MatchReqRow) {
  return {
    matchStatusId: row.id,
    status: row.status as MatchStatus,
    matchCompleteCode: row.matchCompleteCode,
    cancelEndStatus: row.cancelEndStatus,
  };
}
