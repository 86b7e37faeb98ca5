import { createHash } from 'node:crypto';
import {
  type AdminAccount,
  type AdminErrorCode,
  type AdminMatchDetail,
  type AdminMatchItem,
  type AdminMe,
  type AdminRole,
  type ContractorAccountStatus,
  type MatchStatus,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ContentService } from '../content/service.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService } from '../files/service.js';
import type { MatchingService } from '../matching/service.js';

type ContentEditor = ContentService['editor'];
type MatchingOperatorReads = MatchingService['operator'];
import { createAdminRepo, type AdminAccountRow } from './repo.js';

const MINUTE_MS = 60_000;
/** Lockout: this many failures within the window lock the account for the lock time. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * MINUTE_MS;
export const DEMO_ADMIN = { loginId: 'admin', password: 'admin1234!' } as const;
export const PAGE_SIZE = 20;

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
      licenceNumber: string | null;
      documentsComplete: boolean;
    }[]
  >;
  /** Answers the status before the change; `audit` runs in the change's transaction. */
  setStatus(
    contractorId: number,
    status: ContractorAccountStatus,
    audit: OperatorAudit,
  ): Promise<{ before: ContractorAccountStatus; after: ContractorAccountStatus }>;
}

export interface NotificationsReadPort {
  recent(limit: number): Promise<unknown[]>;
  forMatch(matchReqId: number): Promise<AdminMatchDetail['notifications']>;
  queueAdvert(body: string, within: (queued: number, tx: DbOrTx) => Promise<void>): Promise<number>;
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

/** What an audit row records of a change. */
export interface AuditedChange {
  before: unknown;
  after: unknown;
  /** The row's target when it is known only once the change is made (a new account's id). */
  target?: string;
}

/** Writes the operator's audit row of one change inside the transaction that makes it. */
export type OperatorAudit = (change: AuditedChange, tx: DbOrTx) => Promise<void>;

export interface Operator {
  id: number;
  loginId: string;
  role: AdminRole;
}

/**
 * The one wrapper of operator writes (`operatorWrite` below), as the admin module's other
 * services receive it: the write gets the audit to call inside its transaction.
 */
export type OperatorWrite = <T>(
  who: Operator,
  action: string,
  target: string,
  write: (audit: OperatorAudit) => Promise<T>,
) => Promise<T>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function toMe(row: AdminAccountRow): AdminMe {
  return { id: row.id, loginId: row.loginId, name: row.name, role: row.role as AdminRole };
}

export function toAccount(row: AdminAccountRow): AdminAccount {
  return {
    ...toMe(row),
    disabled: row.disabled !== 0,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const adminError = (code: AdminErrorCode) => new AppError(code);

/** What the actor files share: the deps, the repository and the helpers defined here. */
export function createAdminContext(deps: AdminServiceDeps) {
  const repo = createAdminRepo(deps.db);

  /**
   * The one way every operator write is made. `write` makes the change and hands what changed to
   * the audit it receives, inside the transaction that makes the change: its own, or the one the
   * module owning the data opens (a match's transition, a contractor's status, a review decision).
   * The change and its one audit row commit together; a write that fails leaves neither. A write
   * that changes nothing (a repeated decision) calls no audit and leaves no row.
   */
  const operatorWrite: OperatorWrite = (who, action, target, write) =>
    write((change, tx) =>
      repo.insertAudit(
        {
          accountId: who.id,
          loginId: who.loginId,
          action,
          target: change.target ?? target,
          before: change.before ?? null,
          after: change.after ?? null,
          at: deps.clock.now(),
        },
        tx,
      ),
    );

  /** An operator write of the admin module's own data: one transaction, the change and its row. */
  function auditedWrite<T extends AuditedChange>(
    who: Operator,
    action: string,
    target: string,
    write: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    return operatorWrite(who, action, target, (audit) =>
      deps.db.transaction(async (tx) => {
        const change = await write(tx);
        await audit(change, tx);
        return change;
      }),
    );
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
  return { deps, repo, operatorWrite, auditedWrite, contractorAccounts, matchItem };
}
export type AdminContext = ReturnType<typeof createAdminContext>;
