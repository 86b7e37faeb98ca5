import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
