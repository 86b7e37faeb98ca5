import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MESSAGES,
  SMS_BUDGET_MESSAGES,
  SMS_CODE_VALIDITY_MS,
  withParticle,
  type SmsBudget,
} from '@haetbit/contracts';
import type { SmsBudgets } from './budgets.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { SmsSendError, type SmsSender } from '../../providers/sms/port.js';
import { eraseOutboxBefore, listOutbox } from './outbox.js';
import { createSmsRepo, type NewSmsAuthRow, type SmsAuthRow } from './repo.js';

/**
 * Send and try limits (not in the spec; chosen against abuse, DESIGN D8 spirit). The hourly send
 * budgets are settings (config `smsBudgets`, docs/operations.md).
 */
export const SMS_LIMITS = {
  maxWrongTries: 5,
  minResendIntervalMs: 30_000,
  /** A verified phone stays usable for the recruit submit this long. */
  verifiedValidityMs: 30 * 60_000,
} as const;

export interface SmsServiceDeps {
  db: Db;
  clock: Clock;
  sender: SmsSender;
  /** Secret for the code hashes (the session secret). */
  secret: string;
  /** Hourly send budgets per phone, device, network address and overall (0: address/global off). */
  budgets: SmsBudgets;
  /** Ownership of the analysis the code is for. */
  requireOwnedAnalysis: (
    deviceId: string,
    analysisId: number,
  ) => Promise<{ id: number; status: string }>;
}

/**
 * Phone verification of the recruit form (spec sections 4 and 8): a 6-digit code valid for
 * 5 minutes, stored as an HMAC, at most 5 wrong tries per code, send limits per phone and device.
 * The code leaves the server only through the SMS port.
 */
export function createSmsService(deps: SmsServiceDeps) {
  const repo = createSmsRepo(deps.db);
  const hashOf = (rowSalt: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${rowSalt}:${code}`).digest('hex');

  const latestCode = (analysisId: number, tx: DbOrTx) => repo.lockLatestForAnalysis(analysisId, tx);

  /**
   * Refuses a send once the phone, the device, the address or the service spent its hour. Recruit
   * codes and recovery codes have budgets of their own (issue 34): whatever anyone spends on
   * recovery, the owners' recruit codes keep theirs.
   */
  async function assertBudgets(
    purpose: SmsAuthRow['purpose'],
    deviceId: string,
    phone: string | null,
    clientAddress: string,
  ) {
    const hourAgo = new Date(deps.clock.now().getTime() - 3600_000);
    const { budgets } = deps;
    // Owners' recruit codes keep their own service-wide budget; every other code shares the
    // recovery one, each purpose counted apart.
    const global = purpose === 'recruit' ? budgets.global : budgets.recoveryGlobal;
    const count = (by: Parameters<typeof repo.countSentSince>[1]) => () =>
      repo.countSentSince(purpose, by, hourAgo);
    // A contractor's reset is keyed by the typed id: its phone is not counted apart, so an id
    // without an account spends the same budgets as one with it (no answer tells them apart).
    const checks: [SmsBudget, number, () => Promise<number>][] = [
      ...(phone === null
        ? []
        : ([['phone', budgets.perPhone, count({ phone })]] as [
            SmsBudget,
            number,
            () => Promise<number>,
          ][])),
      [
        'device',
        purpose === 'partnerReset' ? budgets.perPhone : budgets.perDevice,
        count({ deviceId }),
      ],
      ['address', budgets.perAddress, count({ clientAddress })],
      ['global', global, count('delivered')],
    ];
    for (const [budget, max, count] of checks) {
      if (max > 0 && (await count()) >= max) {
        throw new AppError('SMS_SEND_LIMIT', SMS_BUDGET_MESSAGES[budget]);
      }
    }
  }

  /**
   * Stores a new code in place of the current one (`latest` finds it, `supersede` retires it)
   * and texts it. A resend within 30 s is refused.
   */
  async function issueCode(
    row: Omit<NewSmsAuthRow, 'codeHash' | 'expiresAt' | 'createdAt'> & { delivered?: boolean },
    latest: (tx: DbOrTx) => Promise<SmsAuthRow | undefined>,
    supersede: (at: Date, tx: DbOrTx) => Promise<void>,
    /** Delivers the code some other way than the standard text (a contractor's reset). */
    deliver?: (code: string) => Promise<void>,
  ) {
    const now = deps.clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SMS_CODE_VALIDITY_MS);
    await deps.db.transaction(async (tx) => {
      const previous = await latest(tx);
      if (
        previous &&
        now.getTime() - previous.createdAt.getTime() < SMS_LIMITS.minResendIntervalMs
      ) {
        throw new AppError('SMS_SEND_LIMIT');
      }
      await supersede(now, tx);
      // The row id salts the hash, so the row exists before its hash is written.
      const rowId = await repo.insert(
        { ...row, codeHash: 'pending', expiresAt, createdAt: now },
        tx,
      );
      await repo.update(rowId, { codeHash: hashOf(String(rowId), code) }, tx);
    });
    if (row.delivered === false)
      return { result: true as const, expiresAt: expiresAt.toISOString() };
    if (deliver) {
      await deliver(code);
      return { result: true as const, expiresAt: expiresAt.toISOString() };
    }
    try {
      await deps.sender.send({
        to: row.phone,
        body: `[햇빛 매칭] 인증번호 ${withParticle(code, '을/를')} 입력해 주세요. (5분 이내)`,
      });
    } catch (error) {
      if (error instanceof SmsSendError) throw new AppError('SMS_SEND_FAILED');
      throw error;
    }
    return { result: true as const, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Checks a code against the current one: wrong tries are counted (committed) before the error
   * answer; the right one marks the code verified.
   */
  async function verifyCode(
    latest: (tx: DbOrTx) => Promise<SmsAuthRow | undefined>,
    given: string,
    phone?: string,
  ) {
    const now = deps.clock.now();
    const outcome = await deps.db.transaction(async (tx) => {
      const row = await latest(tx);
      if (!row || (phone !== undefined && row.phone !== phone)) {
        return 'SMS_CODE_NOT_SENT' as const;
      }
      if (row.verifiedAt) return 'ok' as const;
      if (row.expiresAt.getTime() <= now.getTime()) return 'SMS_CODE_EXPIRED' as const;
      if (row.attempts >= SMS_LIMITS.maxWrongTries) return 'SMS_TOO_MANY_ATTEMPTS' as const;
      const expected = Buffer.from(row.codeHash);
      const actual = Buffer.from(hashOf(String(row.id), given));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await repo.update(row.id, { attempts: row.attempts + 1 }, tx);
        return row.attempts + 1 >= SMS_LIMITS.maxWrongTries
          ? ('SMS_TOO_MANY_ATTEMPTS' as const)
          : ('SMS_CODE_WRONG' as const);
      }
      // A used code is destroyed at once (the privacy policy's 제3조 4): a verified row answers
      // 'ok' without its hash.
      await repo.update(row.id, { verifiedAt: now, codeHash: '' }, tx);
      return 'ok' as const;
    });
    if (outcome !== 'ok') throw new AppError(outcome);
  }

  /** Marks a verified code used; PHONE_NOT_VERIFIED when there is no fresh one for the phone. */
  async function consumeVerified(row: SmsAuthRow | undefined, phone: string, tx: DbOrTx) {
    const now = deps.clock.now();
    if (
      !row ||
      !row.verifiedAt ||
      row.consumedAt ||
      row.phone !== phone ||
      now.getTime() - row.verifiedAt.getTime() > SMS_LIMITS.verifiedValidityMs
    ) {
      throw new AppError('PHONE_NOT_VERIFIED');
    }
    await repo.update(row.id, { consumedAt: now }, tx);
  }

  const signupKey = (phone: string) => `partner-signup:${phone.replace(/\D/g, '')}`;
  const resetKey = (userId: string) => `partner-reset:${userId}`;

  return {
    /**
     * A code for the phone a contractor signs up with (issue 33), under the same budgets per
     * phone and address as every code, and the service-wide budget apart from the owners'
     * recruit codes.
     */
    async sendPartnerSignup(phone: string, clientAddress: string) {
      const key = signupKey(phone);
      await assertBudgets('partnerSignup', key, phone, clientAddress);
      return issueCode(
        {
          analysisId: null,
          purpose: 'partnerSignup',
          deviceId: key,
          clientAddress,
          phone,
          name: '',
        },
        (tx) => repo.lockLatestByKey('partnerSignup', key, tx),
        (at, tx) => repo.supersedeByKey('partnerSignup', key, at, tx),
      );
    },
    /** Checks the signup code of that phone (wrong tries counted, as every code). */
    async checkPartnerSignup(phone: string, code: string) {
      const key = signupKey(phone);
      await verifyCode((tx) => repo.lockLatestByKey('partnerSignup', key, tx), code, phone);
    },
    /** Uses up the verified signup code of that phone in the signup's transaction. */
    async consumePartnerSignup(phone: string, tx: DbOrTx) {
      const row = await repo.lockLatestByKey('partnerSignup', signupKey(phone), tx);
      await consumeVerified(row, phone, tx);
    },
    /**
     * A reset code for a typed contractor id. `deliver` is null when there is nothing to deliver
     * to (no such account, or no e-mail): the code is stored all the same, so every answer and
     * every budget is alike, and nothing is sent.
     */
    async sendPartnerReset(
      userId: string,
      phone: string,
      clientAddress: string,
      deliver: ((code: string) => Promise<void>) | null,
    ) {
      const key = resetKey(userId);
      await assertBudgets('partnerReset', key, null, clientAddress);
      return issueCode(
        {
          analysisId: null,
          purpose: 'partnerReset',
          deviceId: key,
          clientAddress,
          phone,
          name: '',
          delivered: deliver !== null,
        },
        (tx) => repo.lockLatestByKey('partnerReset', key, tx),
        (at, tx) => repo.supersedeByKey('partnerReset', key, at, tx),
        deliver ?? undefined,
      );
    },
    /** Checks a reset code of that id (wrong tries counted, as every code). */
    async checkPartnerReset(userId: string, code: string) {
      const key = resetKey(userId);
      await verifyCode((tx) => repo.lockLatestByKey('partnerReset', key, tx), code);
    },
    /** Uses up the verified reset code of that id in the caller's transaction. */
    async consumePartnerReset(userId: string, tx: DbOrTx) {
      const row = await repo.lockLatestByKey('partnerReset', resetKey(userId), tx);
      await consumeVerified(row, row?.phone ?? '', tx);
    },

    /**
     * Sends a code for the analysis' recruit form. `clientAddress` is the caller's network address:
     * device ids are free to mint, so the address and the service-wide budgets bound what many
     * devices together can make the platform send.
     */
    async send(
      deviceId: string,
      input: { id: number; phone: string; name: string },
      clientAddress: string,
    ) {
      const analysis = await deps.requireOwnedAnalysis(deviceId, input.id);
      if (analysis.status !== 'ANL') throw new AppError('ANALYSIS_IN_MATCHING');
      await assertBudgets('recruit', deviceId, input.phone, clientAddress);
      return issueCode(
        {
          analysisId: input.id,
          purpose: 'recruit',
          deviceId,
          clientAddress,
          phone: input.phone,
          name: input.name,
        },
        (tx) => latestCode(input.id, tx),
        (at, tx) => repo.supersedeForAnalysis(input.id, at, tx),
      );
    },
    async check(deviceId: string, input: { id: number; smsAuthNumber: string }) {
      await deps.requireOwnedAnalysis(deviceId, input.id);
      await verifyCode((tx) => latestCode(input.id, tx), input.smsAuthNumber);
      return { result: true as const, message: MESSAGES.smsSuccess };
    },
    /**
     * Recovery (on a new phone, or the same device re-claiming itself): a code to the phone the
     * owner recruited with, under budgets apart from the recruit form's. `deliver` is false when
     * the number has no request to recover: the code is stored so that every answer stays the
     * same, but nothing is texted and the service-wide budget is not spent.
     */
    async sendRecovery(deviceId: string, phone: string, clientAddress: string, deliver: boolean) {
      await assertBudgets('recovery', deviceId, phone, clientAddress);
      return issueCode(
        {
          analysisId: null,
          purpose: 'recovery',
          deviceId,
          clientAddress,
          phone,
          name: '',
          delivered: deliver,
        },
        (tx) => repo.lockLatestRecovery(deviceId, tx),
        (at, tx) => repo.supersedeRecovery(deviceId, at, tx),
      );
    },
    /** Checks the recovery code this device asked for that phone. */
    async checkRecovery(deviceId: string, phone: string, code: string) {
      await verifyCode((tx) => repo.lockLatestRecovery(deviceId, tx), code, phone);
    },
    /** The verified recovery code of this device for that phone, marked used by the move. */
    async consumeRecovery(deviceId: string, phone: string, tx: DbOrTx) {
      await consumeVerified(await repo.lockLatestRecovery(deviceId, tx), phone, tx);
    },
    /**
     * The verified phone of this analysis, marked used so one verification makes one request.
     * Throws PHONE_NOT_VERIFIED when there is none for that phone.
     */
    async consumeVerifiedPhone(analysisId: number, phone: string, tx: DbOrTx) {
      await consumeVerified(await latestCode(analysisId, tx), phone, tx);
    },

    /** Retention of codes (see the repository): expired hashes cleared, old rows deleted. */
    eraseSpentCodes: (now: Date, sentBefore: Date, limit: number, tx: DbOrTx) =>
      repo.eraseSpentCodes(now, sentBefore, limit, tx),
    /** Retention of the outbox: recipients and texts older than the period deleted. */
    eraseOutboxBefore: (before: Date, limit: number, tx: DbOrTx) =>
      eraseOutboxBefore(before, limit, tx),
    /** What the outbox adapter kept, newest first, optionally for one recipient (GET /dev/outbox). */
    outbox: (to: string | undefined) => listOutbox(deps.db, to),
    /** The privacy deletion's part of this module: the device's codes and typed names. */
    forgetDevice: (deviceId: string, tx: DbOrTx) => repo.forgetDevice(deviceId, tx),
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
