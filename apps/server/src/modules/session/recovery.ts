import {
  RECOVERY_TEXTS,
  type RecoveryConfirmAnswer,
  type RecoveryMovedAway,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { SmsSender } from '../../providers/sms/port.js';
import type { DeviceClaim, DeviceCredentials } from './credentials.js';
import { createSessionRepo } from './repo.js';

/** What recovery needs of the modules that own the phone's code and the owner's records. */
export interface RecoveryDeps {
  db: Db;
  clock: Clock;
  credentials: DeviceCredentials;
  sender: SmsSender;
  sms: {
    sendRecovery(
      deviceId: string,
      phone: string,
      clientAddress: string,
      deliver: boolean,
    ): Promise<{ result: true; expiresAt: string }>;
    checkRecovery(deviceId: string, phone: string, code: string): Promise<void>;
    consumeRecovery(deviceId: string, phone: string, tx: DbOrTx): Promise<void>;
  };
  /** The requests recruited with `phone` on other devices than `to`, and the analyses behind them. */
  recruitedWith(
    phone: string,
    to: string,
    tx: DbOrTx,
  ): Promise<{ requests: { id: number; deviceId: string }[]; analysisIds: number[] }>;
  phoneRecruited(phone: string): Promise<boolean>;
  deviceRecruitedWith(deviceId: string, phone: string): Promise<boolean>;
  moveRequests(ids: readonly number[], to: string, tx: DbOrTx): Promise<number>;
  moveAnalyses(ids: readonly number[], to: string, tx: DbOrTx): Promise<number>;
  moveReviews(matchReqIds: readonly number[], to: string, tx: DbOrTx): Promise<number>;
}

/**
 * Recovery, the spec's "logged-in user id" path (section 1): the phone number an owner recruited
 * with proves who they are.
 *
 * - On a new phone: verified by SMS code, the requests recruited with that number on other
 *   devices move to the device asking, with the analyses behind them (when no request of
 *   another number shares one) and their reviews, nothing else (issue 34). The earlier devices
 *   keep the rest and their sessions; each gets a note of what moved, and the number a text.
 *   An address open on both sides keeps one analysis (the analyses module's rule), or the move is
 *   refused whole (409) when it is matching on both.
 * - On the same device whose secret was lost (cleared WebView storage) or that was recorded
 *   before device secrets: verified by SMS code to a number this device recruited with, the
 *   device gets a new secret and a session, without one to start from.
 *
 * A code goes out only to a number that has a request (for the same device: one of its own);
 * otherwise the answer is the same and nothing is texted, and recovery codes have a budget of
 * their own, so nobody can spend the owners' recruit codes with it.
 */
export function createRecoveryService(deps: RecoveryDeps) {
  const repo = createSessionRepo(deps.db);
  const tailOf = (phone: string) => phone.replace(/\D/g, '').slice(-4);

  /** One transaction: what was recruited with the phone moves to the asking device. */
  const move = (deviceId: string, phone: string) =>
    deps.db.transaction(async (tx) => {
      await deps.sms.consumeRecovery(deviceId, phone, tx);
      const { requests, analysisIds } = await deps.recruitedWith(phone, deviceId, tx);
      // Told only after the code proved the phone, so nobody learns which numbers recruited.
      if (requests.length === 0) throw new AppError('RECOVERY_NOTHING_FOUND');
      const requestIds = requests.map((row) => row.id);
      const moved: RecoveryConfirmAnswer = {
        requests: await deps.moveRequests(requestIds, deviceId, tx),
        analyses: await deps.moveAnalyses(analysisIds, deviceId, tx),
        reviews: await deps.moveReviews(requestIds, deviceId, tx),
      };
      const perDevice = new Map<string, number>();
      for (const row of requests)
        perDevice.set(row.deviceId, (perDevice.get(row.deviceId) ?? 0) + 1);
      const now = deps.clock.now();
      for (const [from, count] of perDevice) {
        await repo.insertTransferNote(
          { deviceId: from, requests: count, phoneTail: tailOf(phone), createdAt: now },
          tx,
        );
      }
      return moved;
    });

  return {
    async send(deviceId: string, phone: string, clientAddress: string) {
      const deliver = await deps.phoneRecruited(phone);
      return deps.sms.sendRecovery(deviceId, phone, clientAddress, deliver);
    },

    async confirm(deviceId: string, phone: string, code: string): Promise<RecoveryConfirmAnswer> {
      await deps.sms.checkRecovery(deviceId, phone, code);
      let moved: RecoveryConfirmAnswer;
      try {
        moved = await move(deviceId, phone);
      } catch (error) {
        // The asking device created an analysis of a moving address meanwhile: the second pass
        // sees it and settles it like the others.
        if (!isUniqueViolation(error)) throw error;
        try {
          moved = await move(deviceId, phone);
        } catch (again) {
          if (isUniqueViolation(again)) throw new AppError('RECOVERY_CONFLICT');
          throw again;
        }
      }
      // The number hears of it: a move nobody asked for does not go unnoticed.
      await deps.sender
        .send({ to: phone, body: RECOVERY_TEXTS.movedText(moved.requests) })
        .catch(() => undefined);
      return moved;
    },

    /** What moved away from this device to another phone, newest first. */
    async movedAway(deviceId: string): Promise<RecoveryMovedAway> {
      const notes = await repo.transferNotesOf(deviceId);
      return {
        moves: notes.map((note) => ({
          movedAt: note.createdAt.toISOString(),
          requests: note.requests,
          phoneTail: note.phoneTail,
        })),
      };
    },

    /** A code to a number this device recruited with, so it can re-claim itself. */
    async sendReclaim(deviceId: string, phone: string, clientAddress: string) {
      const deliver = await deps.deviceRecruitedWith(deviceId, phone);
      return deps.sms.sendRecovery(deviceId, phone, clientAddress, deliver);
    },

    /** The code proved the number this device recruited with: a new secret for the same id. */
    async reclaim(deviceId: string, phone: string, code: string): Promise<Required<DeviceClaim>> {
      await deps.sms.checkRecovery(deviceId, phone, code);
      if (!(await deps.deviceRecruitedWith(deviceId, phone))) {
        throw new AppError('RECOVERY_NOTHING_FOUND');
      }
      return deps.db.transaction(async (tx) => {
        await deps.sms.consumeRecovery(deviceId, phone, tx);
        return deps.credentials.reissue(deviceId, tx);
      });
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
