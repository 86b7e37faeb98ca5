import {
  type AdminMatchDetail,
  type AdminMatchItem,
  type AdminUnservedItem,
  type InstallType,
  type LeadSummary,
  type MatchCompleteCode,
  type MatchReq,
  type MatchStatus,
  type PartnerLead,
  type PartnerMatch,
  type PartnerMatchState,
  sidoName,
  sidoOfPnu,
} from '@haetbit/contracts';
import { parcelArea, parcelRegion } from '../../lib/vetted-text.js';
import type { MatchReqRow } from './repo.js';
import type { createStageRepo } from './stage-repo.js';

// A request as each reader's answer carries it: the owner's, a contractor's lead and match, the
// operator's list and detail. Every mapping of a match_req row to an answer lives here.

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const installTypeOf = (row: Pick<MatchReqRow, 'installType'>): InstallType =>
  row.installType === 'R' ? 'R' : 'L';

/** A request the contractor applied to, with its own rows of both stages (the stage repo's read). */
export type AppliedEntry = Awaited<
  ReturnType<ReturnType<typeof createStageRepo>['listAppliedByContractor']>
>[number];

/**
 * What other modules read of a request (quotes, conversations, reviews): its id, state and
 * parcel, and the owner's name and phone. Never the row itself.
 */
export interface RequestFacts {
  id: number;
  deviceId: string;
  status: MatchStatus;
  dueAt: Date | null;
  propose2EndDate: Date | null;
  pnu: string;
  address: string;
  /** The owner's recruit name and phone (a review's masked writer, a conversation's notice). */
  name: string;
  phone: string;
  installType: InstallType;
  systemSizeKw: number;
}

export function requestFacts(row: MatchReqRow): RequestFacts {
  return {
    id: row.id,
    deviceId: row.deviceId,
    status: row.status as MatchStatus,
    dueAt: row.dueAt,
    propose2EndDate: row.propose2EndDate,
    pnu: row.pnu,
    address: row.address,
    name: row.name,
    phone: row.phone,
    installType: installTypeOf(row),
    systemSizeKw: row.systemSizeKw,
  };
}

/** A shortlisted contractor of a request (the second stage): its proposal and the owner's choice. */
export interface ShortlistEntry {
  contractorId: number;
  proposalFileId: string | null;
  submittedAt: Date | null;
  selectStatus: string;
}

/** The API shape of a request (spec section 3): the row is also its match status. */
export function toMatchReq(row: MatchReqRow): MatchReq {
  const status = row.status as MatchStatus;
  return {
    id: row.id,
    matchAnalysisId: row.matchAnalysisId,
    address: row.address,
    pnu: row.pnu,
    installType: installTypeOf(row),
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
 * A request as a contractor deciding whether to apply reads it: the 읍면동-level area, size and
 * the facts kept from the analysis (`leadFacts`, carried as they are); nothing identifies the owner.
 */
export function leadView(row: MatchReqRow, applicantCount: number): PartnerLead {
  const sido = sidoOfPnu(row.pnu) ?? row.pnu.slice(0, 2);
  return {
    matchReqId: row.id,
    areaAddress: parcelArea(row.pnu, row.address),
    sido,
    sidoName: sidoName(sido),
    installType: installTypeOf(row),
    areaM2: row.areaM2,
    systemSizeKw: row.systemSizeKw,
    ...row.leadFacts,
    reqDate: row.reqDate.toISOString(),
    propose1EndDate: row.propose1EndDate.toISOString(),
    applicantCount,
    maxApplicants: row.maxApplicants,
  };
}

/** A new lead as the contractors' texts name it (the alert and the daily digest). */
export function leadSummaryView(row: MatchReqRow): LeadSummary & { matchReqId: number } {
  return {
    matchReqId: row.id,
    // As the other contractor texts name it: the short 시도 and the 시군구 and 읍면동.
    region: parcelRegion(row.pnu, row.address),
    installType: installTypeOf(row),
    systemSizeKw: row.systemSizeKw,
    propose1EndDate: row.propose1EndDate.toISOString(),
  };
}

/**
 * Where a request stands from one contractor's side: waiting on the owner's first choice,
 * shortlisted and writing, proposal sent, won, not chosen, or ended before it was settled.
 */
export function contractorSide(entry: AppliedEntry): {
  state: PartnerMatchState;
  deadline: Date | null;
} {
  const { row } = entry;
  const shortlisted = entry.propose2Id !== null;
  const sent = entry.proposalFileId !== null;
  switch (row.status as MatchStatus) {
    case 'CRG':
      return { state: 'APPLIED', deadline: row.propose1EndDate };
    case 'SP1':
      return { state: 'APPLIED', deadline: row.select1EndDate };
    case 'PSB':
      if (!shortlisted) return { state: 'NOT_CHOSEN', deadline: null };
      return { state: sent ? 'PROPOSAL_SENT' : 'SHORTLISTED', deadline: row.propose2EndDate };
    case 'SP2':
      return shortlisted && sent
        ? { state: 'PROPOSAL_SENT', deadline: row.select2EndDate }
        : { state: 'NOT_CHOSEN', deadline: null };
    case 'CMC':
      return { state: entry.select2Status === 'Y' ? 'WON' : 'NOT_CHOSEN', deadline: null };
    default: {
      // Ended: a contractor the owner already passed over was not chosen; the others saw it end.
      const passedOver =
        (!shortlisted && ['PSB', 'SP2'].includes(row.cancelEndStatus ?? '')) ||
        (shortlisted && !sent && row.cancelEndStatus === 'SP2');
      return { state: passedOver ? 'NOT_CHOSEN' : 'ENDED', deadline: null };
    }
  }
}

/** A request the contractor applied to, from its side (its stage, its deadline, what it may read). */
export function contractorMatchView(entry: AppliedEntry): PartnerMatch {
  const { row } = entry;
  const side = contractorSide(entry);
  const shortlisted = entry.propose2Id !== null;
  const won = row.status === 'CMC' && entry.select2Status === 'Y';
  return {
    ...leadView(row, entry.applicantCount),
    status: row.status as MatchStatus,
    matchCompleteCode: row.matchCompleteCode as MatchCompleteCode | null,
    state: side.state,
    appliedAt: entry.appliedAt.toISOString(),
    deadline: iso(side.deadline),
    propose2EndDate: shortlisted ? iso(row.propose2EndDate) : null,
    proposalFileId: entry.proposalFileId,
    submittedAt: iso(entry.submittedAt),
    address: shortlisted ? row.address : null,
    memo: shortlisted ? row.memo : null,
    // The owner's contact only once the owner confirmed this contractor (CMC).
    owner: won ? { name: row.name, phone: row.phone, email: row.email } : null,
  };
}

/** A request in the operator's list. */
export function operatorMatchItem(row: MatchReqRow, applicantCount: number): AdminMatchItem {
  return {
    id: row.id,
    address: row.address,
    pnu: row.pnu,
    installType: row.installType,
    systemSize: row.systemSizeKw,
    status: row.status as MatchStatus,
    matchCompleteCode: row.matchCompleteCode,
    reqDate: row.reqDate.toISOString(),
    dueAt: iso(row.dueAt),
    applicantCount,
  };
}

/** A request as the operator's detail shows it: the list's item with the owner's recruit fields. */
export function operatorMatchView(
  row: MatchReqRow,
  applicantCount: number,
): AdminMatchDetail['match'] {
  return {
    ...operatorMatchItem(row, applicantCount),
    name: row.name,
    phone: row.phone,
    email: row.email,
    memo: row.memo,
    cancelEndStatus: row.cancelEndStatus,
    cancelReason: row.cancelReason,
    cancelReasonDetail: row.cancelReasonDetail,
    propose1EndDate: row.propose1EndDate.toISOString(),
    select1EndDate: iso(row.select1EndDate),
    propose2EndDate: iso(row.propose2EndDate),
    select2EndDate: iso(row.select2EndDate),
    select1LimitCnt: row.select1LimitCnt,
    select2LimitCnt: row.select2LimitCnt,
    maxApplicants: row.maxApplicants,
  };
}

/**
 * A recruiting request the operator's rescue view lists (no approved contractor serves its 시도).
 */
export function unservedView(row: MatchReqRow, applicantCount: number): AdminUnservedItem {
  const sido = sidoOfPnu(row.pnu);
  return {
    id: row.id,
    address: row.address,
    sidoCode: sido ?? row.pnu.slice(0, 2),
    sidoName: sido ? sidoName(sido) : row.pnu.slice(0, 2),
    installType: row.installType,
    systemSize: row.systemSizeKw,
    reqDate: row.reqDate.toISOString(),
    propose1EndDate: row.propose1EndDate.toISOString(),
    applicantCount,
  };
}
