import type { RecoveryConfirmAnswer } from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { DeviceCredentials } from './credentials.js';

/** What recovery needs of the modules that own the phone's code and the owner's records. */
export interface RecoveryDeps {
  db: Db;
  credentials: DeviceCredentials;
  sms: {
    sendRecovery(
      deviceId: string,
      phone: string,
      clientAddress: string,
    ): Promise<{ result: true; expiresAt: string }>;
    checkRecovery(deviceId: string, phone: string, code: string): Promise<void>;
    consumeRecovery(deviceId: string, phone: string, tx: DbOrTx): Promise<void>;
  };
  devicesByPhone(phone: string, tx: DbOrTx): Promise<string[]>;
  moveRequests(from: readonly string[], to: string, tx: DbOrTx): Promise<number>;
  moveAnalyses(from: readonly string[], to: string, tx: DbOrTx): Promise<number>;
  moveReviews(from: readonly string[], to: string, tx: DbOrTx): Promise<number>;
}

/**
 * Recovery on a new phone, the spec's "logged-in user id" path (section 1): the phone number an
 * owner recruited with proves who they are. Verified by SMS code, the earlier devices that sent
 * requests with it give their requests, analyses and reviews to the device asking, and their
 * claims end: their secrets and sessions stop working. An address open on both sides keeps one
 * analysis (the analyses module's rule), or the move is refused whole (409) when it is matching
 * on both.
 */
export function createRecoveryService(deps: RecoveryDeps) {
  /** One transaction: the earlier devices' records move to the asking device, their claims end. */
  const move = (deviceId: string, phone: string): Promise<RecoveryConfirmAnswer> =>
    deps.db.transaction(async (tx) => {
      const devices = await deps.devicesByPhone(phone, tx);
      // Told only after the code proved the phone, so nobody learns which numbers recruited.
      if (devices.length === 0) throw new AppError('RECOVERY_NOTHING_FOUND');
      await deps.sms.consumeRecovery(deviceId, phone, tx);
      const earlier = devices.filter((id) => id !== deviceId);
      const moved = {
        requests: await deps.moveRequests(earlier, deviceId, tx),
        analyses: await deps.moveAnalyses(earlier, deviceId, tx),
        reviews: await deps.moveReviews(earlier, deviceId, tx),
      };
      await deps.credentials.end(earlier, tx);
      return moved;
    });

  return {
    send: (deviceId: string, phone: string, clientAddress: string) =>
      deps.sms.sendRecovery(deviceId, phone, clientAddress),

    async confirm(deviceId: string, phone: string, code: string): Promise<RecoveryConfirmAnswer> {
      await deps.sms.checkRecovery(deviceId, phone, code);
      try {
        return await move(deviceId, phone);
      } catch (error) {
        // The asking device created an analysis of a moving address meanwhile: the second pass
        // sees it and settles it like the others.
        if (!isUniqueViolation(error)) throw error;
        try {
          return await move(deviceId, phone);
        } catch (again) {
          if (isUniqueViolation(again)) throw new AppError('RECOVERY_CONFLICT');
          throw again;
        }
      }
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
