import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { NotificationsContext } from './context.js';
import { notificationMessage } from './tables.js';

/**
 * What this module holds of an owner and erases of it (the privacy module calls these): messages
 * to the owner, and the one contractor message that carries the owner's name and phone (CHOSEN).
 * An erased message keeps its kind, channel, status and times, without recipient or text.
 */
export function createNotificationsPrivacy(ctx: NotificationsContext) {
  const { db } = ctx.deps;
  const erased = { recipient: '', body: '', subject: null, lastError: null };
  return {
    /** The messages sent (or to be sent) to the owner about these requests, oldest first. */
    async ownerMessagesOf(matchReqIds: readonly number[]) {
      if (matchReqIds.length === 0) return [];
      return db
        .select({
          matchReqId: notificationMessage.matchReqId,
          channel: notificationMessage.channel,
          recipient: notificationMessage.recipient,
          body: notificationMessage.body,
          createdAt: notificationMessage.createdAt,
        })
        .from(notificationMessage)
        .where(
          and(
            inArray(notificationMessage.matchReqId, [...matchReqIds]),
            eq(notificationMessage.audience, 'owner'),
            ne(notificationMessage.recipient, ''),
          ),
        )
        .orderBy(asc(notificationMessage.id));
    },

    /**
     * Erases the owner from these requests' messages: every owner message (one still pending is
     * never sent: it is marked failed) and the contractors' CHOSEN texts with the owner's contact.
     */
    async eraseOwnerOf(matchReqIds: readonly number[], tx: DbOrTx): Promise<void> {
      if (matchReqIds.length === 0) return;
      await tx
        .update(notificationMessage)
        .set({
          ...erased,
          status: sql`CASE WHEN ${notificationMessage.status} = 'pending' THEN 'failed' ELSE ${notificationMessage.status} END`,
        })
        .where(
          and(
            inArray(notificationMessage.matchReqId, [...matchReqIds]),
            eq(notificationMessage.audience, 'owner'),
          ),
        );
      await tx
        .update(notificationMessage)
        .set({ body: '' })
        .where(
          and(
            inArray(notificationMessage.matchReqId, [...matchReqIds]),
            eq(notificationMessage.kind, 'CHOSEN'),
          ),
        );
    },

    /**
     * Retention (the privacy policy's 제3조 5): recipients and texts of up to `limit` messages made
     * before `before` and no longer pending are erased; rows another instance holds are skipped.
     */
    async eraseSentBefore(before: Date, limit: number, tx: DbOrTx): Promise<number> {
      const rows = await tx
        .select({ id: notificationMessage.id })
        .from(notificationMessage)
        .where(
          and(
            lt(notificationMessage.createdAt, before),
            ne(notificationMessage.status, 'pending'),
            or(ne(notificationMessage.recipient, ''), ne(notificationMessage.body, '')),
          ),
        )
        .orderBy(asc(notificationMessage.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      await tx
        .update(notificationMessage)
        .set(erased)
        .where(
          inArray(
            notificationMessage.id,
            rows.map((row) => row.id),
          ),
        );
      return rows.length;
    },
  };
}
