import { and, desc, eq, gte, isNull } from 'drizzle-orm';
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
