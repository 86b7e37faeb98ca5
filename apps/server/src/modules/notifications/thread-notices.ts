import { HOUR_MS, THREAD_NOTICE_TEXTS } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { plainName } from '../../lib/vetted-text.js';
import {
  bothChannels,
  contractorRegion,
  type Draft,
  type NotificationsContext,
} from './context.js';

/** What happened in a conversation before the choice (issue 33), as the notifier is told it. */
export interface ThreadNotice {
  kind: keyof typeof THREAD_NOTICE_TEXTS;
  matchReqId: number;
  contractorId: number;
  /** The request as the texts name it, and the owner's phone and choice of notifications. */
  request: { pnu: string; address: string; phone: string; ownerAlimOn: boolean };
  /** The site-visit proposal a visit notice is about. */
  visitId?: number;
  /** The accepted time (ISO) of SITE_VISIT_ACCEPTED. */
  time?: string;
}

/**
 * The notices of the conversations (issue 33): the other side hears that a message or a
 * site-visit proposal or answer arrived, never its text. Message notices are keyed by thread, side
 * and hour, so a lively thread costs at most one text (and one e-mail to a contractor) an hour and
 * side; visit notices by proposal. Queued in the caller's transaction (the write's own).
 */
export function createThreadNotices(ctx: NotificationsContext) {
  const { repo, toMessages, deps } = ctx;
  return {
    async queueThreadNotice(notice: ThreadNotice, tx: DbOrTx): Promise<number> {
      const now = deps.clock.now();
      const cause =
        notice.kind === 'THREAD_MESSAGE_TO_OWNER' || notice.kind === 'THREAD_MESSAGE_TO_CONTRACTOR'
          ? `hour:${Math.floor(now.getTime() / HOUR_MS)}`
          : `visit:${notice.visitId ?? 0}`;
      const key = `thread:${notice.matchReqId}:${notice.contractorId}:${notice.kind}:${cause}`;
      const contact = (await deps.contractors.contacts([notice.contractorId], tx)).get(
        notice.contractorId,
      );
      const region = contractorRegion(notice.request);
      const consoleUrl = deps.consoleUrl;
      let drafts: Draft[] = [];
      const toOwner = (body: string): Draft[] =>
        notice.request.ownerAlimOn
          ? [
              {
                dedupeKey: `${key}:owner`,
                audience: 'owner',
                kind: notice.kind,
                recipient: notice.request.phone,
                body,
              },
            ]
          : [];
      const toContractor = (body: string): Draft[] =>
        contact ? bothChannels(key, notice.contractorId, contact, notice.kind, body) : [];
      const comName = plainName(contact?.comName ?? '시공사');
      switch (notice.kind) {
        case 'THREAD_MESSAGE_TO_OWNER':
          drafts = toOwner(THREAD_NOTICE_TEXTS.THREAD_MESSAGE_TO_OWNER({ comName }));
          break;
        case 'SITE_VISIT_PROPOSED':
          drafts = toOwner(THREAD_NOTICE_TEXTS.SITE_VISIT_PROPOSED({ comName }));
          break;
        case 'THREAD_MESSAGE_TO_CONTRACTOR':
          drafts = toContractor(
            THREAD_NOTICE_TEXTS.THREAD_MESSAGE_TO_CONTRACTOR({ region, consoleUrl }),
          );
          break;
        case 'SITE_VISIT_ACCEPTED':
          drafts = toContractor(
            THREAD_NOTICE_TEXTS.SITE_VISIT_ACCEPTED({
              region,
              time: notice.time ?? now.toISOString(),
              consoleUrl,
            }),
          );
          break;
        case 'SITE_VISIT_DECLINED':
          drafts = toContractor(THREAD_NOTICE_TEXTS.SITE_VISIT_DECLINED({ region, consoleUrl }));
          break;
      }
      return repo.queue(
        toMessages(drafts, { matchReqId: notice.matchReqId, eventId: null }, now),
        tx,
      );
    },
  };
}
