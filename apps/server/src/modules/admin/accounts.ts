import { randomBytes } from 'node:crypto';
import {
  PASSWORD_MESSAGES,
  type AdminAccount,
  type AdminMe,
  type AdminRole,
} from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../lib/password.js';
import { checkNewPassword } from '../../lib/password-policy.js';
import {
  ADMIN_SESSION_TTL_MS,
  DEMO_ADMIN,
  hashToken,
  toMe,
  toAccount,
  adminError,
  type AdminContext,
  type Operator,
} from './context.js';

/** Operator accounts: bootstrap, sign-in, sessions, roles and the audit trail. */
export function createOperatorAccounts(ctx: AdminContext) {
  const { repo, operatorWrite, auditedWrite, deps } = ctx;
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
     * Checks id and password and answers the session token. A wrong password, an unknown id and a
     * disabled account answer alike; the account never locks (the login throttle slows the
     * address that keeps failing instead, decision 018), so the right password always works.
     */
    async login(loginId: string, password: string): Promise<{ token: string; me: AdminMe }> {
      const found = await repo.findByLoginId(loginId);
      const ok = await verifyPassword(password, found?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      if (!found || !ok || found.disabled !== 0) throw adminError('ADMIN_LOGIN_FAILED');
      const outcome = await deps.db.transaction(async (tx) => {
        const row = await repo.lockByLoginId(loginId, tx);
        if (!row || row.disabled !== 0) return 'failed' as const;
        const now = deps.clock.now();
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
      checkNewPassword(input.password, { role: 'operator', userId: input.loginId });
      const passwordHash = await hashPassword(input.password);
      const change = await auditedWrite(who, 'account.create', 'admin_account', async (tx) => {
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
        return { before: null, after: toAccount(row), target: `admin_account:${row.id}` };
      });
      return change.after;
    },

    async updateAccount(
      who: Operator,
      id: number,
      patch: {
        name?: string;
        role?: AdminRole;
        password?: string;
        currentPassword?: string;
        disabled?: boolean;
      },
    ): Promise<AdminAccount> {
      if (id === who.id && (patch.role !== undefined || patch.disabled !== undefined)) {
        throw adminError('ADMIN_SELF_CHANGE');
      }
      if (patch.password !== undefined) {
        const target = await repo.findById(id);
        if (!target) throw new AppError('NOT_FOUND');
        checkNewPassword(patch.password, { role: 'operator', userId: target.loginId });
        // One's own password changes only with the current one (ASVS V2.1.6): a session left
        // open on a shared computer cannot take the account over.
        const proven =
          id !== who.id ||
          (patch.currentPassword !== undefined &&
            (await verifyPassword(patch.currentPassword, target.passwordHash)));
        if (!proven) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            details: [{ path: 'body.currentPassword', message: PASSWORD_MESSAGES.currentRequired }],
          });
        }
      }
      const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
      const action = passwordHash ? 'account.update+password' : 'account.update';
      const change = await auditedWrite(who, action, `admin_account:${id}`, async (tx) => {
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
        return { before: toAccount(row), after: toAccount(updated) };
      });
      return change.after;
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
    audited: auditedWrite,
    operatorWrite,
  };
}
