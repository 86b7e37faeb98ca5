import { createHash } from 'node:crypto';
import {
  HOUR_MS,
  type PartnerAccountStatus,
  type PartnerErrorCode,
  SIDO,
  sortRegions,
} from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService } from '../files/service.js';
import type { SmsService } from '../sms/service.js';
import type { SmsSender } from '../../providers/sms/port.js';
import type { EmailSender } from '../../providers/email/port.js';
import type { MatchingService } from '../matching/service.js';
import { createPartnerRepo, type PartnerAccountRow } from './repo.js';

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
    | 'leads'
    | 'newLeads'
    | 'matches'
    | 'requestFor'
    | 'regionOf'
    | 'standing'
    | 'apply'
    | 'submitProposal'
  >;
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

/** What the actor files share: the deps, the repository and the helpers defined here. */
export function createPartnerContext(deps: PartnerServiceDeps) {
  const repo = createPartnerRepo(deps.db);

  function requireApproved(principal: PartnerPrincipal): void {
    if (principal.status !== 'approved') throw partnerError('PARTNER_NOT_APPROVED');
  }

  async function regionsOf(contractorId: number): Promise<string[]> {
    return sortRegions(await repo.listRegions(contractorId));
  }

  /**
   * A request outside the contractor's regions answers exactly like one that does not exist
   * (404 NOT_FOUND, issue 34): the answer tells no request id apart.
   */
  async function assertInRegions(contractorId: number, sido: string | null): Promise<void> {
    const regions = await regionsOf(contractorId);
    if (!sido || !regions.includes(sido)) throw new AppError('NOT_FOUND');
  }

  return { deps, repo, requireApproved, regionsOf, assertInRegions };
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
