import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { FINAL_MATCH_STATUSES, isActiveMatchStatus } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError, ownedBy } from '../../lib/errors.js';
import type { MatchingContext } from './context.js';
import { matchReq, matchStatusEvent } from './tables.js';

/**
 * The person in a request: what the owner typed when recruiting. Erasing it keeps the request's
 * facts (address, size, status, dates, the audit trail) for the market's statistics and the
 * operator's audit. The operator's own reason of an ADC end is the operator's, not the person's.
 */
const withoutPerson = {
  name: '',
  phone: '',
  email: '',
  memo: '',
  cancelReasonDetail: sql`CASE WHEN ${matchReq.matchCompleteCode} = 'ADC' THEN ${matchReq.cancelReasonDetail} END`,
};
const holdsPerson = or(
  ne(matchReq.name, ''),
  ne(matchReq.phone, ''),
  ne(matchReq.email, ''),
  ne(matchReq.memo, ''),
);

/** What the privacy module reads and erases of matching's own table. */
export function createMatchingPrivacy(ctx: MatchingContext) {
  const { deps, transitions } = ctx;
  return {
    /** The device's requests as they stand now, with the recruit fields (개인정보 열람). */
    rowsForExport: (deviceId: string) => ctx.currentRowsOfDevice(deviceId),

    /** The device a request belongs to (the operator's deletion on an e-mailed request). */
    async deviceOf(matchReqId: number): Promise<string> {
      const rows = await deps.db
        .select({ deviceId: matchReq.deviceId })
        .from(matchReq)
        .where(eq(matchReq.id, matchReqId));
      if (!rows[0]) throw new AppError('NOT_FOUND');
      return rows[0].deviceId;
    },

    /**
     * Ends the device's open matches as withdrawn (OWNER_WITHDRAW): the contractors still in the
     * running are told by the notifier. A match that a period end closed meanwhile is left as it
     * is. Answers how many were withdrawn.
     */
    async withdrawOpen(deviceId: string): Promise<number> {
      const rows = await ctx.currentRowsOfDevice(deviceId);
      let withdrawn = 0;
      for (const row of rows.filter((candidate) => isActiveMatchStatus(candidate.status))) {
        try {
          await transitions.apply(row.id, {
            event: { type: 'OWNER_WITHDRAW' },
            authorize: (locked) => ownedBy(locked, deviceId),
          });
          withdrawn += 1;
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'INVALID_TRANSITION')) throw error;
        }
      }
      return withdrawn;
    },

    /**
     * The privacy deletion's part of matching: the person leaves every request of the device,
     * and the requests leave the device (to `tombstone`, an id no device can present), so a new
     * session there finds none. Answers the requests' ids.
     */
    async eraseOwner(deviceId: string, tombstone: string, tx: DbOrTx): Promise<number[]> {
      const rows = await tx
        .update(matchReq)
        .set({ ...withoutPerson, deviceId: tombstone })
        .where(eq(matchReq.deviceId, deviceId))
        .returning({ id: matchReq.id });
      const ids = rows.map((row) => row.id);
      // The audit trail keeps what happened and who acted (owner, operator), not the device.
      if (ids.length > 0) {
        await tx
          .update(matchStatusEvent)
          .set({ actorId: null })
          .where(
            and(inArray(matchStatusEvent.matchReqId, ids), eq(matchStatusEvent.actorId, deviceId)),
          );
      }
      return ids;
    },

    /**
     * Retention (the privacy policy's 제3조 3): the person leaves up to `limit` requests whose
     * match ended at or before `endedBy`; rows another instance holds are skipped. Answers the
     * requests' ids.
     */
    async eraseEndedBy(endedBy: Date, limit: number, tx: DbOrTx): Promise<number[]> {
      const claimed = await tx
        .select({ id: matchReq.id })
        .from(matchReq)
        .where(
          and(
            inArray(matchReq.status, [...FINAL_MATCH_STATUSES]),
            lte(matchReq.matchCompleteDate, endedBy),
            holdsPerson,
          ),
        )
        .orderBy(asc(matchReq.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return [];
      const ids = claimed.map((row) => row.id);
      await tx.update(matchReq).set(withoutPerson).where(inArray(matchReq.id, ids));
      return ids;
    },
  };
}
