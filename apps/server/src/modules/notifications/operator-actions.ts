import { LEAD_TEXTS, NOTIFICATION_TEXTS, sentMessageSchema } from '@haetbit/contracts';
import type { AdminNotification, PartnerNotification } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { answerFields, fieldsOf } from '../../lib/answer-fields.js';
import { plainName } from '../../lib/vetted-text.js';
import type { NotificationMessageRow } from './repo.js';
import { bothChannels, type NotificationsContext } from './context.js';

/** Messages operators send or read, and what the consoles show of what was sent. */
export function createNotificationsOperatorActions(ctx: NotificationsContext) {
  const { repo, lifecycle, toMessages, deps } = ctx;
  return {
    /**
     * The contractor's message when an operator approves its account, by SMS and e-mail, queued in
     * the transaction of the approval. Keyed by the approval's time: a later re-approval (after a
     * suspension) is told again.
     */
    async queueAccountApproved(
      account: { contractorId: number; comName: string; phone: string; email: string },
      tx: DbOrTx,
    ): Promise<number> {
      const now = deps.clock.now();
      const body = LEAD_TEXTS.ACCOUNT_APPROVED({
        comName: plainName(account.comName),
        consoleUrl: deps.consoleUrl,
      });
      return repo.queue(
        toMessages(
          bothChannels(
            `account-approved:${account.contractorId}:${now.getTime()}`,
            account.contractorId,
            account,
            'ACCOUNT_APPROVED',
            body,
          ),
          { matchReqId: null, eventId: null },
          now,
        ),
        tx,
      );
    },

    /** Queues an advert to every owner who agreed to them; `within` runs in the same transaction. */
    async queueAdvert(
      body: string,
      within?: (queued: number, tx: DbOrTx) => Promise<void>,
    ): Promise<number> {
      const recipients = await lifecycle.advertRecipients();
      const now = deps.clock.now();
      const stamp = now.getTime();
      return deps.db.transaction(async (tx) => {
        const queued = await repo.queue(
          toMessages(
            recipients.map((recipient) => ({
              dedupeKey: `advert:${stamp}:${recipient.deviceId}`,
              audience: 'user',
              kind: 'ADVERT' as const,
              recipient: recipient.phone,
              body: NOTIFICATION_TEXTS.ADVERT({ body }),
            })),
            { matchReqId: null, eventId: null },
            now,
          ),
          tx,
        );
        await within?.(queued, tx);
        return queued;
      });
    },

    async recent(limit: number) {
      return (await repo.listRecent(limit)).map(toView);
    },

    /** Messages sent (or queued) to one contractor, newest first: its console's list. */
    async forContractor(contractorId: number, limit: number) {
      return (await repo.listForContractor(contractorId, limit)).map(toContractorView);
    },

    async forMatch(matchReqId: number) {
      return (await repo.listForRequest([matchReqId])).map((row) => ({
        kind: row.kind,
        audience: row.audience,
        recipient: row.recipient,
        status: row.status,
        attempts: row.attempts,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

/** A message as a contractor's console lists its own: what was sent, to whom, and when. */
const SENT_MESSAGE_FIELDS = fieldsOf(sentMessageSchema);
const toContractorView = (row: NotificationMessageRow): PartnerNotification =>
  answerFields(row, SENT_MESSAGE_FIELDS);

/** A message as the operator's console lists it: the contractor's view and how its sending went. */
function toView(row: NotificationMessageRow): AdminNotification {
  return {
    ...toContractorView(row),
    audience: row.audience,
    attempts: row.attempts,
    lastError: row.lastError,
  };
}
