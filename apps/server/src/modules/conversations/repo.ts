import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  matchThreadMessage,
  siteVisit,
  type MatchThreadMessageInsert,
  type MatchThreadMessageRow,
  type SiteVisitRow,
} from './tables.js';

const inThread = (matchReqId: number, contractorId: number) =>
  and(
    eq(matchThreadMessage.matchReqId, matchReqId),
    eq(matchThreadMessage.contractorId, contractorId),
  );
const visitsOfThread = (matchReqId: number, contractorId: number) =>
  and(eq(siteVisit.matchReqId, matchReqId), eq(siteVisit.contractorId, contractorId));

/** SQL of the conversations module: messages and site-visit proposals, by thread. */
export function createConversationsRepo(db: DbOrTx) {
  return {
    /** A thread's messages, oldest first. */
    messages(matchReqId: number, contractorId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(matchThreadMessage)
        .where(inThread(matchReqId, contractorId))
        .orderBy(asc(matchThreadMessage.id));
    },

    async insertMessage(
      values: MatchThreadMessageInsert,
      tx: DbOrTx,
    ): Promise<MatchThreadMessageRow> {
      const [row] = await tx.insert(matchThreadMessage).values(values).returning();
      return row!;
    },

    /** The newest proposal of a thread. */
    async latestVisit(
      matchReqId: number,
      contractorId: number,
      tx: DbOrTx = db,
    ): Promise<SiteVisitRow | undefined> {
      const rows = await tx
        .select()
        .from(siteVisit)
        .where(visitsOfThread(matchReqId, contractorId))
        .orderBy(desc(siteVisit.id))
        .limit(1);
      return rows[0];
    },

    /** A new proposal; the thread's waiting or accepted one is marked replaced. */
    async proposeVisit(
      values: {
        matchReqId: number;
        contractorId: number;
        proposedTimes: string[];
        note: string;
        createdAt: Date;
      },
      tx: DbOrTx,
    ): Promise<SiteVisitRow> {
      await tx
        .update(siteVisit)
        .set({ status: 'replaced', decidedAt: values.createdAt })
        .where(
          and(
            visitsOfThread(values.matchReqId, values.contractorId),
            inArray(siteVisit.status, ['proposed', 'accepted']),
          ),
        );
      const [row] = await tx
        .insert(siteVisit)
        .values({ ...values, status: 'proposed' })
        .returning();
      return row!;
    },

    /** The owner's answer to a waiting proposal; undefined when it is no longer waiting. */
    async decideVisit(
      id: number,
      decision: { status: 'accepted' | 'declined'; acceptedTime: Date | null; decidedAt: Date },
      tx: DbOrTx,
    ): Promise<SiteVisitRow | undefined> {
      const [row] = await tx
        .update(siteVisit)
        .set(decision)
        .where(and(eq(siteVisit.id, id), eq(siteVisit.status, 'proposed')))
        .returning();
      return row;
    },

    /** Every message of some requests (the operator's reading, the privacy export). */
    messagesOfRequests(matchReqIds: readonly number[], tx: DbOrTx = db) {
      if (matchReqIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(matchThreadMessage)
        .where(inArray(matchThreadMessage.matchReqId, [...matchReqIds]))
        .orderBy(asc(matchThreadMessage.id));
    },

    /** Every site-visit proposal of some requests, oldest first. */
    visitsOfRequests(matchReqIds: readonly number[], tx: DbOrTx = db) {
      if (matchReqIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(siteVisit)
        .where(inArray(siteVisit.matchReqId, [...matchReqIds]))
        .orderBy(asc(siteVisit.id));
    },

    /** Erases the messages and proposals of some requests; answers how many rows went. */
    async eraseRequests(matchReqIds: readonly number[], tx: DbOrTx): Promise<number> {
      if (matchReqIds.length === 0) return 0;
      const messages = await tx
        .delete(matchThreadMessage)
        .where(inArray(matchThreadMessage.matchReqId, [...matchReqIds]))
        .returning({ id: matchThreadMessage.id });
      const visits = await tx
        .delete(siteVisit)
        .where(inArray(siteVisit.matchReqId, [...matchReqIds]))
        .returning({ id: siteVisit.id });
      return messages.length + visits.length;
    },
  };
}
export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
