import { createHash } from 'node:crypto';
import {
  HOUR_MS,
  type Feasibility,
  type InstallType,
  type MatchCompleteCode,
  type MatchStatus,
  type PartnerAccountStatus,
  type PartnerErrorCode,
  type PartnerLead,
  type PartnerMatch,
  type PartnerMatchState,
  SIDO,
  sidoName,
  sidoOfPnu,
  sortRegions,
} from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalysisService } from '../analysis/service.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService } from '../files/service.js';
import type { SmsService } from '../sms/service.js';
import type { SmsSender } from '../../providers/sms/port.js';
import type { EmailSender } from '../../providers/email/port.js';
import type { MatchingService, MatchReqRow } from '../matching/service.js';
import { createPartnerRepo, type PartnerAccountRow } from './repo.js';
import { parcelArea } from '../../lib/vetted-text.js';

/**
 * Sessions last 12 hours from login, a working day (ASVS 4.0.3 V3.3.2, level 2: re-authentication
 * at least every 12 hours), as the operators' do; logging out ends them at once. The cookie
 * carries a contractor's applications and its owners' contact details once chosen, so a
 * forgotten browser should not keep them open for two weeks (decision 018).
 */
export const PARTNER_SESSION_TTL_MS = 12 * HOUR_MS;

/** Who a console call comes from (set by the auth plugin from the session cookie). */
export interface PartnerPrincipal {
  accountId: number;
  userId: string;
  contractorId: number;
  status: PartnerAccountStatus;
}

export interface PartnerServiceDeps {
  db: Db;
  clock: Clock;
  contractors: Pick<
    ContractorsService,
    | 'bizInfo'
    | 'cards'
    | 'createForSignup'
    | 'updateProfile'
    | 'setLogo'
    | 'profileFacts'
    | 'profileSections'
    | 'forgetSignups'
    | 'addPlantPhoto'
    | 'isPlantPhotoOf'
  >;
  matching: Pick<
    MatchingService,
    'leadsForContractor' | 'appliedByContractor' | 'currentRow' | 'apply' | 'submitProposal'
  >;
  analysis: Pick<AnalysisService, 'feasibilityByIds'>;
  files: Pick<FilesService, 'save' | 'load' | 'discard' | 'remove' | 'purge'>;
  /** The bound and expiry of accounts nobody approved (defaults when not given). */
  pendingLimits?: PendingAccountLimits;
  /** The signup's phone check and the reset codes (issue 33). */
  sms: Pick<
    SmsService,
    | 'sendPartnerSignup'
    | 'checkPartnerSignup'
    | 'consumePartnerSignup'
    | 'sendPartnerReset'
    | 'checkPartnerReset'
    | 'consumePartnerReset'
  >;
  /** Texts and e-mails to the contractor itself (reset codes, the password-changed notice). */
  sender: SmsSender;
  email: EmailSender;
}

/** What the server keeps of accounts nobody approved (issue 34, item 5). */
export interface PendingAccountLimits {
  /** Bytes the vetting documents of all unapproved accounts may take together. */
  documentsMaxBytes: number;
  /** A signup still pending (no operator decided on it) this long is deleted with its files. */
  expiryMs: number;
}

export type { UploadedFile } from '../../http/upload.js';

/** A contractor account's status change, with what a message about it needs. */
export interface AccountStatusChange {
  before: PartnerAccountStatus;
  after: PartnerAccountStatus;
  contractorId: number;
  comName: string;
  phone: string;
  email: string;
}

export const partnerError = (code: PartnerErrorCode) => new AppError(code);

export const hashSessionToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The pnu prefixes of some 시도 (current and former codes). */
export function prefixesOf(codes: readonly string[]): string[] {
  return SIDO.filter((sido) => codes.includes(sido.code)).flatMap((sido) => [
    sido.code,
    ...sido.aliases,
  ]);
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

type AppliedRow = Awaited<ReturnType<MatchingService['appliedByContractor']>>[number];

/**
 * Where a request stands from the contractor's side: waiting on the owner's first choice,
 * shortlisted and writing, proposal sent, won, not chosen, or ended before it was settled.
 */
export function contractorSide(entry: AppliedRow): {
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

/** What the actor files share: the deps, the repository and the helpers defined here. */
export function createPartnerContext(deps: PartnerServiceDeps) {
  const repo = createPartnerRepo(deps.db);

  function requireApproved(principal: PartnerPrincipal): void {
    if (principal.status !== 'approved') throw partnerError('PARTNER_NOT_APPROVED');
  }

  async function leadOf(
    row: MatchReqRow,
    applicantCount: number,
    feasibility: Map<number, { L: Feasibility; R: Feasibility } | null>,
  ): Promise<PartnerLead> {
    const installType: InstallType = row.installType === 'R' ? 'R' : 'L';
    const verdicts = feasibility.get(row.matchAnalysisId)?.[installType] ?? null;
    const sido = sidoOfPnu(row.pnu) ?? row.pnu.slice(0, 2);
    return {
      matchReqId: row.id,
      areaAddress: parcelArea(row.pnu, row.address),
      sido,
      sidoName: sidoName(sido),
      installType,
      areaM2: row.areaM2,
      systemSizeKw: row.systemSizeKw,
      feasibility: verdicts
        ? {
            landType: verdicts.landType.verdict,
            restrictedZone: verdicts.restrictedZone.verdict,
            powerLine: verdicts.powerLine.verdict,
            ordinance: verdicts.ordinance.verdict,
            total: verdicts.total,
          }
        : null,
      reqDate: row.reqDate.toISOString(),
      propose1EndDate: row.propose1EndDate.toISOString(),
      applicantCount,
      maxApplicants: row.maxApplicants,
    };
  }

  async function matchOf(
    entry: AppliedRow,
    feasibility: Map<number, { L: Feasibility; R: Feasibility } | null>,
  ): Promise<PartnerMatch> {
    const { row } = entry;
    const side = contractorSide(entry);
    const shortlisted = entry.propose2Id !== null;
    const won = row.status === 'CMC' && entry.select2Status === 'Y';
    return {
      ...(await leadOf(row, entry.applicantCount, feasibility)),
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

  async function regionsOf(contractorId: number): Promise<string[]> {
    return sortRegions(await repo.listRegions(contractorId));
  }

  /**
   * A request outside the contractor's regions answers exactly like one that does not exist
   * (404 NOT_FOUND, issue 34): the answer tells no request id apart.
   */
  async function assertInRegions(contractorId: number, row: MatchReqRow): Promise<void> {
    const sido = sidoOfPnu(row.pnu);
    const regions = await regionsOf(contractorId);
    if (!sido || !regions.includes(sido)) throw new AppError('NOT_FOUND');
  }

  async function ownEntry(principal: PartnerPrincipal, matchReqId: number) {
    const entries = await deps.matching.appliedByContractor(principal.contractorId, matchReqId);
    return entries[0];
  }
  return { deps, repo, requireApproved, leadOf, matchOf, regionsOf, assertInRegions, ownEntry };
}
export type PartnerContext = ReturnType<typeof createPartnerContext>;

export function principalOf(account: PartnerAccountRow): PartnerPrincipal {
  return {
    accountId: account.id,
    userId: account.userId,
    contractorId: account.contractorId,
    status: account.status as PartnerAccountStatus,
  };
}
