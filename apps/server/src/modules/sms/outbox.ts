import { asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OutboxMessage } from '../../providers/sms/outbox.js';
import { outbox } from './tables.js';

/** Newest first; outside production only (GET /dev/outbox). */
export async function listOutbox(db: Db, to: string | undefined) {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.recipient, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(100);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The outbox adapter's write (providers/sms/outbox.ts): the table stays this module's. */
export function outboxRecorder(db: Db) {
  return async (message: OutboxMessage): Promise<void> => {
    await db.insert(outbox).values(message);
  };
}

/**
 * Retention (the privacy policy's 제3조 5): deletes up to `limit` outbox rows (recipients and
 * texts) made before `before`, skipping rows another instance holds; answers how many.
 */
export async function eraseOutboxBefore(before: Date, limit: number, tx: DbOrTx): Promise<number> {
  const rows = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(lt(outbox.createdAt, before))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length === 0) return 0;
  await tx.delete(outbox).where(
    inArray(
      outbox.id,
      rows.map((row) => row.id),
    ),
  );
  return rows.length;
}
