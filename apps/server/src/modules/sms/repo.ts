import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countRows } from '../../db/count.js';
import { smsAuth } from './tables.js';

export type SmsAuthRow = typeof smsAuth.$inferSelect;
export type NewSmsAuthRow = typeof smsAuth.$inferInsert;

/** SQL of the sms module: verification codes (the outbox has its own file, outbox.ts). */
export function createSmsRepo(db: DbOrTx) {
  return {
    /**
     * Codes of one purpose sent to a phone, for a device, from an address, or texted at all (the
     * service-wide budget counts only codes that were delivered) since a moment (budgets).
     */
    async countSentSince(
      purpose: SmsAuthRow['purpose'],
      by: { phone: string } | { deviceId: string } | { clientAddress: string } | 'delivered',
      since: Date,
      tx: DbOrTx = db,
    ): Promise<number> {
      const target =
        by === 'delivered'
          ? eq(smsAuth.delivered, true)
          : 'phone' in by
            ? eq(smsAuth.phone, by.phone)
            : 'deviceId' in by
              ? eq(smsAuth.deviceId, by.deviceId)
              : eq(smsAuth.clientAddress, by.clientAddress);
      return countRows(
        tx,
        smsAuth,
        and(eq(smsAuth.purpose, purpose), target, gte(smsAuth.createdAt, since)),
      );
    },

    /** The analysis' current code, locked for the check or the consumption. */
    async lockLatestForAnalysis(analysisId: number, tx: DbOrTx): Promise<SmsAuthRow | undefined> {
      const rows = await tx
        .select()
        .from(smsAuth)
        .where(and(eq(smsAuth.analysisId, analysisId), isNull(smsAuth.supersededAt)))
        .orderBy(desc(smsAuth.createdAt), desc(smsAuth.id))
        .limit(1)
        .for('update');
      return rows[0];
    },

    /** The device's current recovery code, locked for the check or the consumption. */
    async lockLatestRecovery(deviceId: string, tx: DbOrTx): Promise<SmsAuthRow | undefined> {
      const rows = await tx
        .select()
        .from(smsAuth)
        .where(
          and(
            eq(smsAuth.deviceId, deviceId),
            eq(smsAuth.purpose, 'recovery'),
            isNull(smsAuth.supersededAt),
          ),
        )
        .orderBy(desc(smsAuth.createdAt), desc(smsAuth.id))
        .limit(1)
        .for('update');
      return rows[0];
    },
    /**
     * The current code of a purpose keyed by `deviceId` (a contractor's signup phone or reset id,
     * stored in that column), locked for the check or the consumption.
     */
    async lockLatestByKey(
      purpose: SmsAuthRow['purpose'],
      key: string,
      tx: DbOrTx,
    ): Promise<SmsAuthRow | undefined> {
      const rows = await tx
        .select()
        .from(smsAuth)
        .where(
          and(
            eq(smsAuth.deviceId, key),
            eq(smsAuth.purpose, purpose),
            isNull(smsAuth.supersededAt),
          ),
        )
        .orderBy(desc(smsAuth.createdAt), desc(smsAuth.id))
        .limit(1)
        .for('update');
      return rows[0];
    },
    async supersedeByKey(
      purpose: SmsAuthRow['purpose'],
      key: string,
      at: Date,
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(smsAuth)
        .set({ supersededAt: at })
        .where(
          and(
            eq(smsAuth.deviceId, key),
            eq(smsAuth.purpose, purpose),
            isNull(smsAuth.supersededAt),
          ),
        );
    },

    async supersedeRecovery(deviceId: string, at: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(smsAuth)
        .set({ supersededAt: at })
        .where(
          and(
            eq(smsAuth.deviceId, deviceId),
            eq(smsAuth.purpose, 'recovery'),
            isNull(smsAuth.supersededAt),
          ),
        );
    },
    async supersedeForAnalysis(analysisId: number, at: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(smsAuth)
        .set({ supersededAt: at })
        .where(and(eq(smsAuth.analysisId, analysisId), isNull(smsAuth.supersededAt)));
    },

    async insert(row: NewSmsAuthRow, tx: DbOrTx): Promise<number> {
      const inserted = await tx.insert(smsAuth).values(row).returning({ id: smsAuth.id });
      return inserted[0]!.id;
    },

    /**
     * Retention (the privacy policy's 제3조 4): clears the hash of up to `limit` codes that expired
     * unused, and deletes up to `limit` rows older than the send budgets' window (by then every code
     * is used, superseded or expired). Rows another instance holds are skipped. Answers the larger
     * of the two counts (the job runs again while a batch was full).
     */
    async eraseSpentCodes(now: Date, sentBefore: Date, limit: number, tx: DbOrTx): Promise<number> {
      const expired = await tx
        .select({ id: smsAuth.id })
        .from(smsAuth)
        .where(and(lte(smsAuth.expiresAt, now), ne(smsAuth.codeHash, '')))
        .orderBy(asc(smsAuth.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (expired.length > 0) {
        await tx
          .update(smsAuth)
          .set({ codeHash: '' })
          .where(
            inArray(
              smsAuth.id,
              expired.map((row) => row.id),
            ),
          );
      }
      const old = await tx
        .select({ id: smsAuth.id })
        .from(smsAuth)
        .where(lt(smsAuth.createdAt, sentBefore))
        .orderBy(asc(smsAuth.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (old.length > 0) {
        await tx.delete(smsAuth).where(
          inArray(
            smsAuth.id,
            old.map((row) => row.id),
          ),
        );
      }
      return Math.max(expired.length, old.length);
    },

    /**
     * The privacy deletion: the device's codes lose their hash and the name typed with them; the
     * rows themselves (phone, sending address) go with the retention job once the budgets' hour
     * is over, so a deletion cannot reset a send budget.
     */
    async forgetDevice(deviceId: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(smsAuth)
        .set({ codeHash: '', name: '' })
        .where(
          and(eq(smsAuth.deviceId, deviceId), or(ne(smsAuth.codeHash, ''), ne(smsAuth.name, ''))),
        );
    },

    async update(
      id: number,
      changes: Partial<Pick<SmsAuthRow, 'codeHash' | 'attempts' | 'verifiedAt' | 'consumedAt'>>,
      tx: DbOrTx,
    ): Promise<void> {
      await tx.update(smsAuth).set(changes).where(eq(smsAuth.id, id));
    },
  };
}
export type SmsRepo = ReturnType<typeof createSmsRepo>;
