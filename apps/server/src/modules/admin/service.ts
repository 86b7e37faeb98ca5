import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminAccount,
  type AdminErrorCode,
  type AdminMatchDetail,
  type AdminMatchItem,
  type AdminMe,
  type AdminRole,
  type ContractorAccountStatus,
  type Dashboard,
  DAY_MS,
  FUNNEL_STEPS,
  kstDay,
  kstDayStart,
  MATCH_COMPLETE_CODES,
  MATCH_STATUSES,
  type MatchStatus,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ContentService } from '../content/service.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService } from '../files/service.js';
import type { MatchingService } from '../matching/service.js';

type ContentEditor = ContentService['editor'];
type MatchingOperatorReads = MatchingService['operator'];
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../lib/password.js';
import { createAdminRepo, type AdminAccountRow } from './repo.js';

const MINUTE_MS = 60_000;
/** Lockout: this many failures within the window lock the account for the lock time. */
export const LOCKOUT = { failures: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS } as const;
export const ADMIN_SESSION_TTL_MS = 12 * 60 * MINUTE_MS;
export const DEMO_ADMIN = { loginId: 'admin', password: 'admin1234!' } as const;
const PAGE_SIZE = 20;

/** The contractor accounts the console approves, rejects and suspends (the partner module). */
export interface ContractorAccountsPort {
  list(status?: ContractorAccountStatus): Promise<
    {
      contractorId: number;
      userId: string;
      representative: string;
      businessNumber: string;
      phone: string;
      email: string;
      status: ContractorAccountStatus;
      createdAt: Date | string;
    }[]
  >;
  /** Answers the status before the change. */
  setStatus(
    contractorId: number,
    status: ContractorAccountStatus,
  ): Promise<{ before: ContractorAccountStatus; after: ContractorAccountStatus }>;
}

export interface NotificationsReadPort {
  recent(limit: number): Promise<unknown[]>;
  forMatch(matchReqId: number): Promise<AdminMatchDetail['notifications']>;
  queueAdvert(body: string): Promise<number>;
}

export interface AdminServiceDeps {
  db: Db;
  clock: Clock;
  /**
   * How consoles name an owner: a keyed hash of the device id (lib/owner-alias), never the id
   * itself, which would open the owner's session at /api/session.
   */
  ownerAlias: (deviceId: string) => string;
  matching: Pick<MatchingService, 'operatorEnd' | 'sweepBatch'>;
  matchingReads: MatchingOperatorReads;
  contractors: Pick<ContractorsService, 'cards'>;
  content: ContentEditor;
  /** Banner images are stored through the files port. */
  files: Pick<FilesService, 'save'>;
  countAnalyses: (from: Date, to: Date) => Promise<number>;
  /** Absent until the partner module provides it: contractor calls answer 503 meanwhile. */
  contractorAccounts?: (() => ContractorAccountsPort | undefined) | undefined;
  notifications?: (() => NotificationsReadPort | undefined) | undefined;
  bootstrap: { loginId?: string | undefined; password?: string | undefined; demo: boolean };
}

/** Writes one operator audit row inside the caller's transaction. */
export type OperatorAudit = (
  change: { before: unknown; after: unknown },
  tx: DbOrTx,
) => Promise<void>;

export interface Operator {
  id: number;
  loginId: string;
  role: AdminRole;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toMe(row: AdminAccountRow): AdminMe {
  return { id: row.id, loginId: row.loginId, name: row.name, role: row.role as AdminRole };
}

function toAccount(row: AdminAccountRow): AdminAccount {
  return {
    ...toMe(row),
    disabled: row.disabled !== 0,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const adminError = (code: AdminErrorCode) => new AppError(code);

/** A Korean calendar day (KST, UTC+9) as the instant it starts. */

/**
 * The operator console (issue 11; DESIGN D8, D12): operator accounts with scrypt passwords,
 * server-side sessions, lockout and two roles; running the market (contractor approval, match
 * list, detail and ADC end, the funnel); content and settings. Every write is audited with who,
 * what, the value before and after, and when.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const repo = createAdminRepo(deps.db);

  async function audit(
    who: Operator,
    action: string,
    target: string,
    change: { before: unknown; after: unknown },
    tx: DbOrTx = deps.db,
  ): Promise<void> {
    await repo.insertAudit(
      {
        accountId: who.id,
        loginId: who.loginId,
        action,
        target,
        before: change.before ?? null,
        after: change.after ?? null,
        at: deps.clock.now(),
      },
      tx,
    );
  }

  /** A content write and its audit row commit together. */
  function auditedWrite<T extends { before: unknown; after: unknown }>(
    who: Operator,
    action: string,
    target: string,
    write: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const change = await write(tx);
      await audit(who, action, target, change, tx);
      return change;
    });
  }

  function contractorAccounts(): ContractorAccountsPort {
    const port = deps.contractorAccounts?.();
    if (!port) throw adminError('CONTRACTOR_STATUS_UNAVAILABLE');
    return port;
  }

  function matchItem(
    row: Awaited<ReturnType<MatchingOperatorReads['list']>>['rows'][number]['row'],
    applicantCount: number,
  ): AdminMatchItem {
    return {
      id: row.id,
      address: row.address,
      pnu: row.pnu,
      installType: row.installType,
      systemSize: row.systemSizeKw,
      status: row.status as MatchStatus,
      matchCompleteCode: row.matchCompleteCode,
      reqDate: row.reqDate.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
      applicantCount,
    };
  }

  return {
    /**
     * The first admin (issue 11): from ADMIN_ID / ADMIN_PASSWORD when set, otherwise, outside
     * production, the demo admin `admin` / `admin1234!` (DESIGN D14). An existing account is left
     * as it is, so a restart never resets a changed password.
     */
    async ensureBootstrapAdmin(): Promise<void> {
      const { loginId, password, demo } = deps.bootstrap;
      const account =
        loginId && password
          ? { loginId, password, name: '관리자' }
          : demo
            ? { loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password, name: '데모 관리자' }
            : undefined;
      if (!account) return;
      if (await repo.findByLoginId(account.loginId)) return;
      await repo.insertAccount({
        loginId: account.loginId,
        name: account.name,
        role: 'admin',
        passwordHash: await hashPassword(account.password),
        createdAt: deps.clock.now(),
      });
    },

    /**
     * A production start disables every operator account whose password is the published demo
     * password (the demo admin a demo start created, or any account given it since) and ends its
     * sessions (DESIGN D14). Answers how many were disabled.
     */
    async disableDemoAdmins(): Promise<number> {
      let disabled = 0;
      for (const account of await repo.listAccounts()) {
        if (account.disabled !== 0) continue;
        if (!(await verifyPassword(DEMO_ADMIN.password, account.passwordHash))) continue;
        await deps.db.transaction(async (tx) => {
          await repo.updateAccount(account.id, { disabled: 1 }, tx);
          await repo.deleteSessionsOf(account.id, tx);
        });
        disabled += 1;
      }
      return disabled;
    },

    /** Whether an operator account that can sign in exists (a production start needs one). */
    async hasActiveAdmin(): Promise<boolean> {
      return (await repo.listAccounts()).some(
        (account) => account.disabled === 0 && account.role === 'admin',
      );
    },

    /**
     * Checks id and password; five failures within 15 minutes lock the account for 15 minutes
     * (a locked account refuses even the right password). Answers the session token.
     */
    async login(loginId: string, password: string): Promise<{ token: string; me: AdminMe }> {
      const found = await repo.findByLoginId(loginId);
      const ok = await verifyPassword(password, found?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      if (!found) throw adminError('ADMIN_LOGIN_FAILED');
      const outcome = await deps.db.transaction(async (tx) => {
        const row = await repo.lockByLoginId(loginId, tx);
        if (!row) return 'failed' as const;
        const now = deps.clock.now();
        if (row.lockedUntil && row.lockedUntil > now) return 'locked' as const;
        if (!ok || row.disabled !== 0) {
          const inWindow =
            row.firstFailedAt !== null &&
            now.getTime() - row.firstFailedAt.getTime() < LOCKOUT.windowMs;
          const failedCount = inWindow ? row.failedCount + 1 : 1;
          const locked = failedCount >= LOCKOUT.failures;
          await repo.updateAccount(
            row.id,
            {
              failedCount: locked ? 0 : failedCount,
              firstFailedAt: locked ? null : inWindow ? row.firstFailedAt : now,
              lockedUntil: locked ? new Date(now.getTime() + LOCKOUT.lockMs) : row.lockedUntil,
            },
            tx,
          );
          return locked ? ('locked' as const) : ('failed' as const);
        }
        const updated = await repo.updateAccount(
          row.id,
          { failedCount: 0, firstFailedAt: null, lockedUntil: null, lastLoginAt: now },
          tx,
        );
        const token = randomBytes(32).toString('base64url');
        await repo.insertSession(
          {
            tokenHash: hashToken(token),
            accountId: row.id,
            expiresAt: new Date(now.getTime() + ADMIN_SESSION_TTL_MS),
            createdAt: now,
          },
          tx,
        );
        await repo.deleteExpiredSessions(now, tx);
        return { token, me: toMe(updated) };
      });
      if (outcome === 'locked') throw adminError('ADMIN_LOCKED');
      if (outcome === 'failed') throw adminError('ADMIN_LOGIN_FAILED');
      return outcome;
    },

    async logout(token: string): Promise<void> {
      await repo.deleteSession(hashToken(token));
    },

    /** The operator of a session token with at least the role asked: 401 without, 403 below. */
    async authorize(token: string | undefined, need: AdminRole): Promise<Operator & AdminMe> {
      if (!token) throw adminError('ADMIN_UNAUTHORIZED');
      const row = await repo.findAccountBySession(hashToken(token), deps.clock.now());
      if (!row || row.disabled !== 0) throw adminError('ADMIN_UNAUTHORIZED');
      if (need === 'admin' && row.role !== 'admin') throw adminError('ADMIN_FORBIDDEN');
      return toMe(row);
    },

    // --- accounts (admin) ---

    async listAccounts(): Promise<AdminAccount[]> {
      return (await repo.listAccounts()).map(toAccount);
    },

    async createAccount(
      who: Operator,
      input: { loginId: string; name: string; role: AdminRole; password: string },
    ): Promise<AdminAccount> {
      const passwordHash = await hashPassword(input.password);
      return deps.db.transaction(async (tx) => {
        const row = await repo.insertAccount(
          {
            loginId: input.loginId,
            name: input.name,
            role: input.role,
            passwordHash,
            createdAt: deps.clock.now(),
          },
          tx,
        );
        if (!row) throw adminError('ADMIN_ID_TAKEN');
        const after = toAccount(row);
        await audit(who, 'account.create', `admin_account:${row.id}`, { before: null, after }, tx);
        return after;
      });
    },

    async updateAccount(
      who: Operator,
      id: number,
      patch: { name?: string; role?: AdminRole; password?: string; disabled?: boolean },
    ): Promise<AdminAccount> {
      if (id === who.id && (patch.role !== undefined || patch.disabled !== undefined)) {
        throw adminError('ADMIN_SELF_CHANGE');
      }
      const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
      return deps.db.transaction(async (tx) => {
        const row = await repo.lockById(id, tx);
        if (!row) throw new AppError('NOT_FOUND');
        const updated = await repo.updateAccount(
          id,
          {
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.role !== undefined ? { role: patch.role } : {}),
            ...(patch.disabled !== undefined ? { disabled: patch.disabled ? 1 : 0 } : {}),
            ...(passwordHash ? { passwordHash, failedCount: 0, lockedUntil: null } : {}),
          },
          tx,
        );
        // A new password or a disabled account ends the sessions it had.
        if (passwordHash || patch.disabled) await repo.deleteSessionsOf(id, tx);
        const before = toAccount(row);
        const after = toAccount(updated);
        await audit(
          who,
          passwordHash ? 'account.update+password' : 'account.update',
          `admin_account:${id}`,
          { before, after },
          tx,
        );
        return after;
      });
    },

    async listAudit(limit: number, beforeId?: number) {
      const rows = await repo.listAudit(limit, beforeId);
      return rows.map((row) => ({
        id: row.id,
        loginId: row.loginId,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        at: row.at.toISOString(),
      }));
    },

    // --- running the market (operator) ---

    async dashboard(fromDay?: string, toDay?: string): Promise<Dashboard> {
      if (!toDay) toDay = kstDay(deps.clock.now());
      if (!fromDay) fromDay = kstDay(new Date(kstDayStart(toDay).getTime() - 29 * DAY_MS));
      const from = kstDayStart(fromDay);
      const to = new Date(kstDayStart(toDay).getTime() + DAY_MS);
      if (to <= from) throw new AppError('VALIDATION_FAILED');
      const [analyses, funnel, pendingContractors] = await Promise.all([
        deps.countAnalyses(from, to),
        deps.matchingReads.funnel(from, to),
        (async () => {
          const port = deps.contractorAccounts?.();
          return port ? (await port.list('pending')).length : 0;
        })(),
      ]);
      const reached = (status: string) =>
        funnel.stages
          .filter((stage) => stage.toStatus === status)
          .reduce((sum, stage) => sum + stage.n, 0);
      const counts: Record<(typeof FUNNEL_STEPS)[number], number> = {
        analyses,
        requests: reached('CRG'),
        SP1: reached('SP1'),
        PSB: reached('PSB'),
        SP2: reached('SP2'),
        CMC: reached('CMC'),
      };
      return {
        from: fromDay,
        to: toDay,
        funnel: FUNNEL_STEPS.map((step) => ({ step, count: counts[step] })),
        endCodes: MATCH_COMPLETE_CODES.filter((code) => code !== 'CTC').map((code) => ({
          code,
          count: funnel.stages
            .filter((stage) => stage.toStatus === 'CME' && stage.code === code)
            .reduce((sum, stage) => sum + stage.n, 0),
        })),
        open: MATCH_STATUSES.map((status) => ({
          status,
          count: funnel.open.find((row) => row.status === status)?.n ?? 0,
        })),
        pendingContractors,
      };
    },

    async listMatches(filter: {
      status?: MatchStatus | undefined;
      region?: string | undefined;
      dueBefore?: string | undefined;
      page: number;
    }) {
      // Like every read of the lifecycle, period ends that have passed are applied first, so a
      // filter by state never shows a state whose deadline is over.
      while ((await deps.matching.sweepBatch(200)) === 200);
      const { rows, total } = await deps.matchingReads.list({
        status: filter.status,
        region: filter.region,
        dueBefore: filter.dueBefore
          ? new Date(kstDayStart(filter.dueBefore).getTime() + DAY_MS)
          : undefined,
        page: filter.page,
        pageSize: PAGE_SIZE,
      });
      return {
        data: rows.map((item) => matchItem(item.row, item.applicantCount)),
        total,
        page: filter.page,
        pageSize: PAGE_SIZE,
      };
    },

    async matchDetail(id: number): Promise<AdminMatchDetail> {
      await deps.matchingReads.applyDue(id);
      const detail = await deps.matchingReads.detail(id);
      if (!detail) throw new AppError('NOT_FOUND');
      const { row, events, applicants, proposals } = detail;
      const cards = await deps.contractors.cards([
        ...applicants.map((item) => item.contractorId),
        ...proposals.map((item) => item.contractorId),
      ]);
      const comName = (id: number) => cards.get(id)?.comName ?? `#${id}`;
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return {
        match: {
          ...matchItem(row, applicants.length),
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
        },
        events: events.map((event) => ({
          id: event.id,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          event: event.event,
          matchCompleteCode: event.matchCompleteCode,
          actor: event.actor,
          actorId:
            event.actor === 'owner' && event.actorId !== null
              ? deps.ownerAlias(event.actorId)
              : event.actorId,
          at: event.at.toISOString(),
        })),
        applicants: applicants.map((item) => ({
          contractorId: item.contractorId,
          comName: comName(item.contractorId),
          selectStatus: item.selectStatus,
          appliedAt: item.appliedAt.toISOString(),
        })),
        proposals: proposals.map((item) => ({
          contractorId: item.contractorId,
          comName: comName(item.contractorId),
          proposalFileId: item.proposalFileId,
          submittedAt: iso(item.submittedAt),
          selectStatus: item.selectStatus,
        })),
        notifications: (await deps.notifications?.()?.forMatch(id)) ?? [],
      };
    },

    /** Ends an open match with ADC through the lifecycle (409 from CMC and CME), audited. */
    async endMatch(who: Operator, id: number, reason: string) {
      const before = await deps.matchingReads.detail(id);
      if (!before) throw new AppError('NOT_FOUND');
      const answer = await deps.matching.operatorEnd(id, {
        reason,
        operatorId: who.loginId,
      });
      await audit(who, 'match.end', `match_req:${id}`, {
        before: { status: before.row.status },
        after: { status: answer.status, matchCompleteCode: answer.matchCompleteCode, reason },
      });
      return answer;
    },

    async listContractors(status?: ContractorAccountStatus) {
      const accounts = await contractorAccounts().list(status);
      const cards = await deps.contractors.cards(accounts.map((item) => item.contractorId));
      return accounts.map((item) => ({
        ...item,
        comName: cards.get(item.contractorId)?.comName ?? `#${item.contractorId}`,
        createdAt:
          typeof item.createdAt === 'string' ? item.createdAt : item.createdAt.toISOString(),
      }));
    },

    /**
     * Approves, rejects or suspends a contractor. A suspended contractor can no longer apply (the
     * partner module checks the status) and its open applications are withdrawn.
     */
    async setContractorStatus(
      who: Operator,
      contractorId: number,
      status: 'approved' | 'rejected' | 'suspended',
    ) {
      const change = await contractorAccounts().setStatus(contractorId, status);
      const withdrawn =
        status === 'suspended'
          ? await deps.matchingReads.withdrawApplications(contractorId, who.loginId)
          : 0;
      await audit(who, `contractor.${status}`, `contractor:${contractorId}`, {
        before: { status: change.before },
        after: { status: change.after, withdrawn },
      });
      return { contractorId, status: change.after, withdrawn };
    },

    // --- content and settings (admin) ---

    /**
     * Stores a banner image (PNG or JPEG, told by its bytes, up to 700 KB) through the files port;
     * the banner then names it by id.
     */
    async uploadImage(who: Operator, input: { fileName: string; dataBase64: string }) {
      const bytes = Buffer.from(input.dataBase64, 'base64');
      const contentType = imageTypeOf(bytes);
      if (!contentType || bytes.length > 700 * 1024) {
        throw adminError('IMAGE_NOT_ALLOWED');
      }
      const id = await deps.files.save({ fileName: input.fileName, contentType, bytes });
      await audit(who, 'file.upload', `file:${id}`, {
        before: null,
        after: { fileName: input.fileName, contentType, sizeBytes: bytes.length },
      });
      return { id };
    },

    content: deps.content,
    audited: auditedWrite,
    /**
     * The audit of a write another module makes in its own transaction (a review decision, a
     * period extension): that module calls this with the change inside the transaction.
     */
    auditWith(who: Operator, action: string, target: string): OperatorAudit {
      return (change, tx) => audit(who, action, target, change, tx);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;

function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(png)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}
