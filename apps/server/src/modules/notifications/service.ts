import {
  MATCH_END_CODES,
  MATCH_STATUS_LABELS,
  NOTIFICATION_TEXTS,
  SIDO,
  type MatchEndCode,
  type MatchStatus,
  type NotificationKind,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { SmsSendError, type SmsSender } from '../../providers/sms/port.js';
import {
  createNotificationsRepo,
  type ClaimedEvent,
  type NotificationMessageInsert,
  type NotificationMessageRow,
} from './repo.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Waits before the 2nd, 3rd, … attempt; after the last the message is given up (failed). */
/** How long a leased message is kept from other instances while one sends it. */
const SEND_LEASE_MS = 5 * MINUTE_MS;
export const RETRY_BACKOFF_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE_MS);

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  sender: SmsSender;
  /** 'alimtalk' when the provider delivers 알림톡 with SMS fallback; 'sms' otherwise. */
  channel?: 'sms' | 'alimtalk';
  /** Contractors' phones by contractor id (their console accounts); missing ids get none. */
  contractorPhones: (ids: number[], tx?: DbOrTx) => Promise<Map<number, string>>;
  logger?: { warn(object: object, message: string): void };
}

type Draft = Pick<
  NotificationMessageInsert,
  'dedupeKey' | 'audience' | 'kind' | 'recipient' | 'body'
> & { kind: NotificationKind };

const regionName = (pnu: string) => {
  const code = pnu.slice(0, 2);
  const sido = SIDO.find(
    (item) => item.code === code || (item.aliases as readonly string[]).includes(code),
  );
  return sido?.name ?? '';
};

/** The area a contractor may be told before it is shortlisted: 시도 and the lot's 읍면동. */
const contractorRegion = (event: ClaimedEvent) => {
  const words = event.address.split(' ');
  return [regionName(event.pnu) || words[0], words[1], words[2]].filter(Boolean).join(' ');
};

const iso = (value: string | Date | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

/**
 * Notifications at each lifecycle step (issue 11, DESIGN D13). The lifecycle writes an audit row
 * in the transaction of each transition; this module reads the rows committed since, claims them
 * with SKIP LOCKED, queues the messages they cause (unique per event and recipient) and marks them
 * done in one transaction, so each is handled exactly once with any number of instances. Sending
 * is a second step: a failing provider leaves the message pending with a later retry and never
 * touches the lifecycle.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const repo = createNotificationsRepo(deps.db);
  const channel = deps.channel ?? 'sms';

  async function draftsOf(event: ClaimedEvent, tx: DbOrTx): Promise<Draft[]> {
    const drafts: Draft[] = [];
    const ownerOn = event.matchAlimYn ?? true;
    const owner = (kind: NotificationKind, body: string) => {
      if (ownerOn) {
        drafts.push({
          dedupeKey: `event:${event.id}:owner`,
          audience: 'owner',
          kind,
          recipient: event.phone,
          body,
        });
      }
    };
    const contractors: { id: number; kind: NotificationKind; body: string }[] = [];
    const stage = async () => repo.stageContractors(event.matchReqId, tx);
    const region = contractorRegion(event);

    if (event.fromStatus === 'CRG' && event.toStatus === 'SP1') {
      const rows = await stage();
      owner(
        'SP1_OPENED',
        NOTIFICATION_TEXTS.SP1_OPENED({
          address: event.address,
          applicants: rows.filter((row) => row.stage === 1).length,
          endDate: iso(event.select1EndDate),
        }),
      );
    } else if (event.fromStatus === 'SP1' && event.toStatus === 'PSB') {
      for (const row of (await stage()).filter((item) => item.stage === 1)) {
        contractors.push(
          row.selectStatus === 'Y'
            ? {
                id: row.contractorId,
                kind: 'SHORTLISTED',
                body: NOTIFICATION_TEXTS.SHORTLISTED({
                  region,
                  dueDate: iso(event.propose2EndDate),
                }),
              }
            : {
                id: row.contractorId,
                kind: 'NOT_SHORTLISTED',
                body: NOTIFICATION_TEXTS.NOT_SHORTLISTED({ region }),
              },
        );
      }
    } else if (event.fromStatus === 'PSB' && event.toStatus === 'SP2') {
      owner(
        'SP2_OPENED',
        NOTIFICATION_TEXTS.SP2_OPENED({
          address: event.address,
          endDate: iso(event.select2EndDate),
        }),
      );
    } else if (event.toStatus === 'CMC') {
      owner('MATCH_COMPLETED', NOTIFICATION_TEXTS.MATCH_COMPLETED({ address: event.address }));
      for (const row of (await stage()).filter((item) => item.stage === 2)) {
        contractors.push(
          row.selectStatus === 'Y'
            ? { id: row.contractorId, kind: 'CHOSEN', body: NOTIFICATION_TEXTS.CHOSEN({ region }) }
            : {
                id: row.contractorId,
                kind: 'NOT_CHOSEN',
                body: NOTIFICATION_TEXTS.NOT_CHOSEN({ region }),
              },
        );
      }
    } else if (event.toStatus === 'CME' && event.fromStatus !== 'CME') {
      const code = event.matchCompleteCode;
      if (code && (MATCH_END_CODES as readonly string[]).includes(code)) {
        owner(
          'MATCH_ENDED',
          NOTIFICATION_TEXTS.MATCH_ENDED({ address: event.address, code: code as MatchEndCode }),
        );
      }
      // Contractors still in the running: applicants not passed over, shortlisted ones.
      const rows = await stage();
      const shortlisted = rows.filter((row) => row.stage === 2);
      const involved = new Set(
        (shortlisted.length > 0 ? shortlisted : rows.filter((row) => row.stage === 1)).map(
          (row) => row.contractorId,
        ),
      );
      for (const id of involved) {
        contractors.push({
          id,
          kind: 'CONTRACTOR_MATCH_ENDED',
          body: NOTIFICATION_TEXTS.CONTRACTOR_MATCH_ENDED({ region }),
        });
      }
    }

    if (contractors.length > 0) {
      const phones = await deps.contractorPhones(
        contractors.map((item) => item.id),
        tx,
      );
      for (const item of contractors) {
        const phone = phones.get(item.id);
        if (!phone) continue;
        drafts.push({
          dedupeKey: `event:${event.id}:contractor:${item.id}`,
          audience: 'contractor',
          kind: item.kind,
          recipient: phone,
          body: item.body,
        });
      }
    }
    return drafts;
  }

  function toMessages(
    drafts: Draft[],
    extra: { matchReqId: number | null; eventId: number | null },
    now: Date,
  ): NotificationMessageInsert[] {
    return drafts.map((draft) => ({
      ...draft,
      ...extra,
      channel,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    }));
  }

  return {
    /** Turns committed lifecycle events into queued messages; answers how many events. */
    async processEvents(batchSize = 100): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const events = await repo.claimEvents(batchSize, tx);
        if (events.length === 0) return 0;
        const now = deps.clock.now();
        for (const event of events) {
          const drafts = await draftsOf(event, tx);
          await repo.queue(
            toMessages(drafts, { matchReqId: event.matchReqId, eventId: event.id }, now),
            tx,
          );
        }
        await repo.markEventsDone(
          events.map((event) => event.id),
          now,
          tx,
        );
        return events.length;
      });
    },

    /**
     * The owner's reminder one day before a selection period ends (SP1, SP2: the owner's turn).
     * Keyed by request, status and deadline, so every scan and instance queues it once.
     */
    async scanDeadlines(): Promise<number> {
      const now = deps.clock.now();
      const due = await repo.ownerDeadlinesWithin(now, new Date(now.getTime() + DAY_MS));
      if (due.length === 0) return 0;
      return deps.db.transaction(async (tx) => {
        let queued = 0;
        for (const row of due) {
          const endDate = new Date(row.dueAt).toISOString();
          const drafts: Draft[] = [
            {
              dedupeKey: `deadline:${row.id}:${row.status}:${endDate}`,
              audience: 'owner',
              kind: 'DEADLINE_SOON',
              recipient: row.phone,
              body: NOTIFICATION_TEXTS.DEADLINE_SOON({
                address: row.address,
                statusLabel: MATCH_STATUS_LABELS[row.status as MatchStatus],
                endDate,
              }),
            },
          ];
          queued += await repo.queue(
            toMessages(drafts, { matchReqId: row.id, eventId: null }, now),
            tx,
          );
        }
        return queued;
      });
    },

    /**
     * Sends due messages through the messaging port. A failure is recorded and retried with
     * backoff; after the last attempt the message is marked failed. Answers how many were sent.
     */
    async sendDue(batchSize = 50): Promise<number> {
      const now = deps.clock.now();
      const rows = await repo.leaseDue(now, new Date(now.getTime() + SEND_LEASE_MS), batchSize);
      let sent = 0;
      for (const row of rows) {
        try {
          await deps.sender.send({ to: row.recipient, body: row.body, channel: row.channel });
          await repo.markSent(row.id, deps.clock.now());
          sent += 1;
        } catch (error) {
          const wait = RETRY_BACKOFF_MS[row.attempts];
          const message =
            error instanceof SmsSendError ? `${error.reason}: ${error.message}` : String(error);
          deps.logger?.warn({ messageId: row.id, error: message }, 'notification send failed');
          await repo.markFailed(row.id, {
            status: wait === undefined ? 'failed' : 'pending',
            nextAttemptAt: new Date(now.getTime() + (wait ?? 0)),
            lastError: message.slice(0, 500),
          });
        }
      }
      return sent;
    },

    /** One round of the job: new events, reminders, then sending. */
    async tick(): Promise<{ events: number; reminders: number; sent: number }> {
      let events = 0;
      for (;;) {
        const handled = await this.processEvents();
        events += handled;
        if (handled === 0) break;
      }
      const reminders = await this.scanDeadlines();
      const sent = await this.sendDue();
      return { events, reminders, sent };
    },

    /** Queues an advertising message to every owner who consented (advAlimYn only). */
    async queueAdvert(body: string): Promise<number> {
      const recipients = await repo.advertRecipients();
      const now = deps.clock.now();
      const stamp = now.getTime();
      return deps.db.transaction((tx) =>
        repo.queue(
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
        ),
      );
    },

    async recent(limit: number) {
      return (await repo.listRecent(limit)).map(toView);
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
export type NotificationsService = ReturnType<typeof createNotificationsService>;

function toView(row: NotificationMessageRow) {
  return {
    id: row.id,
    matchReqId: row.matchReqId,
    audience: row.audience,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
