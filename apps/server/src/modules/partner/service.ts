import { createHash, randomBytes } from 'node:crypto';
import {
  type ContractorContact,
  DAY_MS,
  type Feasibility,
  type InstallType,
  type LeadAlertMode,
  type LeadSummary,
  type MatchCompleteCode,
  type MatchStatus,
  missingProfileFields,
  PARTNER_LOGIN_LOCK,
  type PartnerAccountStatus,
  type PartnerAlertSettings,
  type PartnerErrorCode,
  type PartnerLead,
  type PartnerLeadsQuery,
  type PartnerMatch,
  type PartnerMatchState,
  type PartnerMe,
  type PartnerProfile,
  type PartnerProfileBody,
  type PartnerSignupBody,
  profileIncompleteMessage,
  type ServiceRegionCode,
  SIDO,
  sidoName,
  sidoOfPnu,
  sortRegions,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalysisService } from '../analysis/service.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService, StoredFile } from '../files/service.js';
import type { MatchingService, MatchReqRow } from '../matching/service.js';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../lib/password.js';
import { createPartnerRepo, type PartnerAccountRow } from './repo.js';
import { isPdf, logoTypeOf, svgToPng } from './uploads.js';
import { parcelArea, parcelRegion } from '../../lib/vetted-text.js';

/** Sessions last two weeks from login; logging out ends them at once. */
export const PARTNER_SESSION_TTL_MS = 14 * DAY_MS;

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
    'bizInfo' | 'cards' | 'createForSignup' | 'updateProfile' | 'setLogo'
  >;
  matching: Pick<
    MatchingService,
    'leadsForContractor' | 'appliedByContractor' | 'currentRow' | 'apply' | 'submitProposal'
  >;
  analysis: Pick<AnalysisService, 'feasibilityByIds'>;
  files: Pick<FilesService, 'save' | 'load' | 'discard'>;
}

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

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
function prefixesOf(codes: readonly string[]): string[] {
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

/**
 * The contractor console (issue 10; DESIGN D8, D12): accounts with scrypt passwords, server-side
 * sessions and a lockout; the profile of spec section 3; leads in the contractor's regions;
 * applying and proposals through the matching lifecycle.
 */
export function createPartnerService(deps: PartnerServiceDeps) {
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

  /** 403 when the request lies outside the contractor's regions. */
  async function assertInRegions(contractorId: number, row: MatchReqRow): Promise<void> {
    const sido = sidoOfPnu(row.pnu);
    const regions = await regionsOf(contractorId);
    if (!sido || !regions.includes(sido)) throw partnerError('PARTNER_REGION_FORBIDDEN');
  }

  async function ownEntry(principal: PartnerPrincipal, matchReqId: number) {
    const entries = await deps.matching.appliedByContractor(principal.contractorId, matchReqId);
    return entries[0];
  }

  return {
    async signup(body: PartnerSignupBody): Promise<{ id: number; status: PartnerAccountStatus }> {
      if (await repo.existsUserId(body.userId)) throw partnerError('PARTNER_USER_ID_TAKEN');
      if (await repo.existsBusinessNumber(body.businessNumber)) {
        throw partnerError('PARTNER_BUSINESS_NUMBER_TAKEN');
      }
      const passwordHash = await hashPassword(body.password);
      try {
        return await deps.db.transaction(async (tx) => {
          const contractorId = await deps.contractors.createForSignup(body.comName, tx);
          const account = await repo.insertAccount(
            {
              userId: body.userId,
              passwordHash,
              status: 'pending',
              contractorId,
              businessNumber: body.businessNumber,
              representative: body.representative,
              phone: body.phone,
              email: body.email,
              createdAt: deps.clock.now(),
            },
            tx,
          );
          // A concurrent signup took the id or the number between the checks and the insert.
          if (!account) throw partnerError('PARTNER_USER_ID_TAKEN');
          return { id: account.id, status: 'pending' as const };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw partnerError('PARTNER_USER_ID_TAKEN');
        throw error;
      }
    },

    /**
     * Checks the password and opens a session. Five failures within 15 minutes lock the account
     * for 15 minutes (DESIGN D12); while locked even the right password is refused. An unknown id
     * answers exactly like a wrong password.
     */
    async login(userId: string, password: string): Promise<{ token: string; me: PartnerMe }> {
      const now = deps.clock.now();
      type Outcome =
        | { kind: 'failed' | 'locked' | 'suspended' }
        | { kind: 'ok'; token: string; account: PartnerAccountRow };
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const account = await repo.lockByUserId(userId, tx);
        if (!account) {
          await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
          return { kind: 'failed' as const };
        }
        if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) {
          return { kind: 'locked' as const };
        }
        if (!(await verifyPassword(password, account.passwordHash))) {
          const start = account.failedWindowStart;
          const fresh = !start || now.getTime() - start.getTime() >= PARTNER_LOGIN_LOCK.windowMs;
          const failedLoginCount = fresh ? 1 : account.failedLoginCount + 1;
          const locks = failedLoginCount >= PARTNER_LOGIN_LOCK.maxFailures;
          await repo.recordLoginFailure(
            account.id,
            {
              failedLoginCount,
              failedWindowStart: fresh ? now : start,
              lockedUntil: locks ? new Date(now.getTime() + PARTNER_LOGIN_LOCK.windowMs) : null,
            },
            tx,
          );
          return { kind: locks ? ('locked' as const) : ('failed' as const) };
        }
        if (account.status === 'suspended') return { kind: 'suspended' as const };
        await repo.recordLoginSuccess(account.id, now, tx);
        const token = randomBytes(32).toString('base64url');
        await repo.insertSession(
          {
            tokenHash: hashSessionToken(token),
            accountId: account.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + PARTNER_SESSION_TTL_MS),
          },
          tx,
        );
        return { kind: 'ok' as const, token, account };
      });
      if (outcome.kind === 'ok') {
        return { token: outcome.token, me: await this.me(principalOf(outcome.account)) };
      }
      if (outcome.kind === 'locked') throw partnerError('PARTNER_LOCKED');
      if (outcome.kind === 'suspended') throw partnerError('PARTNER_SUSPENDED');
      throw partnerError('PARTNER_LOGIN_FAILED');
    },

    async logout(token: string | null): Promise<void> {
      if (token) await repo.deleteSession(hashSessionToken(token));
    },

    /** The principal of a session cookie's token, or null (unknown, expired, suspended). */
    async resolveSession(token: string): Promise<PartnerPrincipal | null> {
      const account = await repo.findAccountBySession(hashSessionToken(token), deps.clock.now());
      if (!account || account.status === 'suspended') return null;
      return principalOf(account);
    },

    async me(principal: PartnerPrincipal): Promise<PartnerMe> {
      const info = await deps.contractors.bizInfo(principal.contractorId);
      return {
        id: principal.accountId,
        userId: principal.userId,
        status: principal.status,
        contractorId: principal.contractorId,
        comName: info.comName,
        regions: await regionsOf(principal.contractorId),
        missingProfile: missingProfileFields(info),
      };
    },

    async profile(principal: PartnerPrincipal): Promise<PartnerProfile> {
      const info = await deps.contractors.bizInfo(principal.contractorId);
      const { ccId: _ccId, reviews: _reviews, ...fields } = info;
      return {
        ...fields,
        comLogoFileId: info.comLogoFileId ?? null,
        regions: (await regionsOf(principal.contractorId)) as ServiceRegionCode[],
      };
    },

    async updateProfile(
      principal: PartnerPrincipal,
      body: PartnerProfileBody,
    ): Promise<PartnerProfile> {
      // Owners read the business info as the platform's: only an approved account writes it.
      requireApproved(principal);
      await deps.db.transaction(async (tx) => {
        await deps.contractors.updateProfile(
          principal.contractorId,
          {
            comName: body.comName,
            intro: body.intro,
            constructionCapacityKw: body.constructionCapacity,
            constructionCnt: body.constructionCnt,
            constructionPerformanceName: body.constructionPerformanceName,
            constructionCareerName: body.constructionCareerName,
            capitalMillionKrw: body.capital,
            nationwideTotalLank: body.nationwideTotalLank,
            nationwideOwnLank: body.nationwideOwnLank,
            localTotalLank: body.localTotalLank,
            localOwnLank: body.localOwnLank,
          },
          tx,
        );
        await repo.replaceRegions(principal.contractorId, body.regions, tx);
      });
      return this.profile(principal);
    },

    /** Refuses a logo upload before its body is read: only approved accounts write a logo. */
    logoGate(principal: PartnerPrincipal): void {
      requireApproved(principal);
    },

    /**
     * Stores a PNG or JPEG logo, or an SVG drawn as a PNG (checked by its bytes), points the
     * profile at it and deletes the logo it replaced (row and bytes) once that has committed.
     */
    async uploadLogo(
      principal: PartnerPrincipal,
      upload: UploadedFile,
    ): Promise<{ comLogoFileId: string }> {
      requireApproved(principal);
      const contentType = logoTypeOf(upload.bytes);
      if (!contentType) throw partnerError('LOGO_FILE_INVALID');
      const stored =
        contentType === 'image/svg+xml'
          ? { contentType: 'image/png' as const, bytes: svgToPng(upload.bytes) }
          : { contentType, bytes: upload.bytes };
      if (!stored.bytes) throw partnerError('LOGO_FILE_INVALID');
      const extension = stored.contentType === 'image/png' ? 'png' : 'jpg';
      const comLogoFileId = await deps.files.save({
        fileName: `logo-${principal.contractorId}.${extension}`,
        contentType: stored.contentType,
        bytes: stored.bytes,
      });
      let replaced: string | null;
      try {
        replaced = await deps.db.transaction((tx) =>
          deps.contractors.setLogo(principal.contractorId, comLogoFileId, tx),
        );
      } catch (error) {
        await deps.files.discard(comLogoFileId);
        throw error;
      }
      if (replaced !== null && replaced !== comLogoFileId) await deps.files.discard(replaced);
      return { comLogoFileId };
    },

    /** Recruiting requests in the contractor's regions that it has not applied to. */
    async leads(principal: PartnerPrincipal, query: PartnerLeadsQuery) {
      requireApproved(principal);
      const regions = await regionsOf(principal.contractorId);
      const codes = query.sido ? regions.filter((code) => code === query.sido) : regions;
      const rows = await deps.matching.leadsForContractor(principal.contractorId, {
        sidoPrefixes: prefixesOf(codes),
        installType: query.installType,
        minKw: query.minKw,
        maxKw: query.maxKw,
      });
      const feasibility = await deps.analysis.feasibilityByIds(
        rows.map(({ row }) => row.matchAnalysisId),
      );
      return {
        data: await Promise.all(
          rows.map(({ row, applicantCount }) => leadOf(row, applicantCount, feasibility)),
        ),
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /** The requests the contractor applied to, with their state from its side. */
    async matches(principal: PartnerPrincipal) {
      requireApproved(principal);
      const entries = await deps.matching.appliedByContractor(principal.contractorId);
      const feasibility = await deps.analysis.feasibilityByIds(
        entries.map(({ row }) => row.matchAnalysisId),
      );
      return {
        data: await Promise.all(entries.map((entry) => matchOf(entry, feasibility))),
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /**
     * One request: its own side when the contractor applied; otherwise a lead it may apply to
     * (recruiting, in its regions). 403 outside its regions, 404 when it is no lead.
     */
    async detail(principal: PartnerPrincipal, matchReqId: number) {
      requireApproved(principal);
      const entry = await ownEntry(principal, matchReqId);
      if (entry) {
        const feasibility = await deps.analysis.feasibilityByIds([entry.row.matchAnalysisId]);
        const match = await matchOf(entry, feasibility);
        const { row, applicantCount } = entry;
        return {
          lead: await leadOf(row, applicantCount, feasibility),
          match,
          serverNow: deps.clock.now().toISOString(),
        };
      }
      const row = await deps.matching.currentRow(matchReqId);
      if (!row) throw new AppError('NOT_FOUND');
      await assertInRegions(principal.contractorId, row);
      const sido = sidoOfPnu(row.pnu);
      const leads = await deps.matching.leadsForContractor(principal.contractorId, {
        sidoPrefixes: prefixesOf(sido ? [sido] : []),
        matchReqId,
      });
      const lead = leads[0];
      if (!lead) throw new AppError('NOT_FOUND');
      const feasibility = await deps.analysis.feasibilityByIds([row.matchAnalysisId]);
      return {
        lead: await leadOf(lead.row, lead.applicantCount, feasibility),
        match: null,
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /** Applies to a request in the contractor's regions (the lifecycle decides when it may). */
    async apply(principal: PartnerPrincipal, matchReqId: number) {
      requireApproved(principal);
      const row = await deps.matching.currentRow(matchReqId);
      if (!row) throw new AppError('NOT_FOUND');
      await assertInRegions(principal.contractorId, row);
      // Owners read the profile in the business info popup: no '0kW' or '0건' reaches them.
      const missing = missingProfileFields(await deps.contractors.bizInfo(principal.contractorId));
      if (missing.length > 0) {
        throw new AppError('PARTNER_PROFILE_INCOMPLETE', profileIncompleteMessage(missing));
      }
      return deps.matching.apply(principal.contractorId, matchReqId);
    },

    /**
     * A shortlisted contractor's proposal: one PDF (checked by its bytes), replaceable while
     * proposals are due (PSB). Refusals come before the file is stored.
     */
    async submitProposal(principal: PartnerPrincipal, matchReqId: number, upload: UploadedFile) {
      await this.proposalGate(principal, matchReqId);
      if (!isPdf(upload.bytes)) throw partnerError('PROPOSAL_FILE_INVALID');
      const baseName = upload.fileName.replace(/[\\/]/g, '_').slice(0, 100) || 'proposal.pdf';
      const proposalFileId = await deps.files.save({
        fileName: /\.pdf$/i.test(baseName) ? baseName : `${baseName}.pdf`,
        contentType: 'application/pdf',
        bytes: upload.bytes,
      });
      try {
        await deps.matching.submitProposal(principal.contractorId, matchReqId, proposalFileId);
      } catch (error) {
        // Refused meanwhile (the period ended): the new file is nobody's.
        await deps.files.discard(proposalFileId);
        throw error;
      }
      return { submitted: true as const, proposalFileId };
    },

    /**
     * Whether the contractor may hand in a proposal now (approved, shortlisted, proposals due):
     * checked before the upload's body is read, and again when it is stored.
     */
    async proposalGate(principal: PartnerPrincipal, matchReqId: number): Promise<void> {
      requireApproved(principal);
      const entry = await ownEntry(principal, matchReqId);
      if (!entry || entry.propose2Id === null) {
        if (entry && entry.row.status !== 'PSB') {
          throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: entry.row.status });
        }
        throw partnerError('PARTNER_NOT_SHORTLISTED');
      }
      if (entry.row.status !== 'PSB') {
        throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: entry.row.status });
      }
    },

    // The operator console's port (admin/partner-port.ts) and the notifier's: approval, contacts.

    /** Accounts for the operator console, newest first, optionally of one status. */
    async listAccounts(status?: PartnerAccountStatus) {
      const rows = await repo.listAccounts(status);
      return rows.map((row) => ({
        contractorId: row.contractorId,
        userId: row.userId,
        representative: row.representative,
        businessNumber: row.businessNumber,
        phone: row.phone,
        email: row.email,
        status: row.status as PartnerAccountStatus,
        createdAt: row.createdAt,
      }));
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

    /** Approved contractors serving the 시도 of a pnu, each with its lead alert choice. */
    async leadRecipients(pnu: string, tx?: DbOrTx) {
      const sido = sidoOfPnu(pnu);
      if (!sido) return [];
      const rows = await repo.listApprovedServing(sido, tx);
      return rows.map((row) => ({ ...row, leadAlert: row.leadAlert as LeadAlertMode }));
    },

    /** The 시도 codes at least one approved contractor serves (the operators' rescue view). */
    servedSidos(): Promise<string[]> {
      return repo.listServedSidos();
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
      const rows = await deps.matching.leadsForContractor(contractorId, {
        sidoPrefixes: prefixesOf(await regionsOf(contractorId)),
      });
      return rows
        .filter(
          ({ row }) =>
            row.reqDate.getTime() > window.from.getTime() &&
            row.reqDate.getTime() <= window.to.getTime(),
        )
        .sort((a, b) => a.row.reqDate.getTime() - b.row.reqDate.getTime())
        .map(({ row }) => ({
          matchReqId: row.id,
          // As the other contractor texts name it: the short 시도 and the 시군구 and 읍면동.
          region: parcelRegion(row.pnu, row.address),
          installType: row.installType === 'R' ? ('R' as const) : ('L' as const),
          systemSizeKw: row.systemSizeKw,
          propose1EndDate: row.propose1EndDate.toISOString(),
        }));
    },

    async alertSettings(principal: PartnerPrincipal): Promise<PartnerAlertSettings> {
      const row = await repo.findAlertSettings(principal.accountId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return { leadAlert: row.leadAlert as LeadAlertMode, digestHourKst: row.digestHourKst };
    },

    async updateAlertSettings(
      principal: PartnerPrincipal,
      body: PartnerAlertSettings,
    ): Promise<PartnerAlertSettings> {
      await repo.setAlertSettings(principal.accountId, body);
      return this.alertSettings(principal);
    },

    /** The contractor's own proposal file of a request; another contractor's is never served. */
    async ownProposal(principal: PartnerPrincipal, matchReqId: number): Promise<StoredFile> {
      const entry = await ownEntry(principal, matchReqId);
      if (!entry?.proposalFileId) throw new AppError('FILE_NOT_FOUND');
      return deps.files.load(entry.proposalFileId);
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;

function principalOf(account: PartnerAccountRow): PartnerPrincipal {
  return {
    accountId: account.id,
    userId: account.userId,
    contractorId: account.contractorId,
    status: account.status as PartnerAccountStatus,
  };
}
