import {
  DAY_MS,
  HOUR_MS,
  kstClock,
  kstDay,
  kstDayStart,
  LEAD_TEXTS,
  type LeadAlertMode,
  type LeadSummary,
  MATCH_END_CODES,
  MATCH_STATUS_LABELS,
  type MatchEndCode,
  type MatchStatus,
  NOTIFICATION_EMAIL_DEFAULT_SUBJECT,
  NOTIFICATION_EMAIL_SUBJECTS,
  NOTIFICATION_TEXTS,
  type NotificationKind,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { EmailSendError, type EmailSender } from '../../providers/email/port.js';
import { SmsSendError, type SmsSender } from '../../providers/sms/port.js';
import { createLifecycleFeed, type ClaimedEvent } from '../matching/service.js';
import {
  createNotificationsRepo,
  type NotificationMessageInsert,
  type NotificationMessageRow,
} from './repo.js';
import { parcelAddress, parcelRegion, plainName, plainPhone } from '../../lib/vetted-text.js';

const MINUTE_MS = 60_000;
/** How long a leased message is kept from other instances while one sends it. */
const SEND_LEASE_MS = 5 * MINUTE_MS;
/** Waits before the 2nd, 3rd, … attempt; after the last the message is given up (failed). */
export const RETRY_BACKOFF_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE_MS);

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  sender: SmsSender;
  /** The e-mail port (SMTP or the outbox); contractors' lead alerts and reminders go by both. */
  email: EmailSender;
  /** 'alimtalk' when the provider delivers 알림톡 with SMS fallback; 'sms' otherwise. */
  channel?: 'sms' | 'alimtalk';
  /** The contractor console's address, named in lead alerts and reminders. */
  consoleUrl: string;
  /** What the partner module answers about contractors' accounts (their contacts and choices). */
  contractors: ContractorDirectory;
  logger?: { warn(object: object, message: string): void };
}

/** A contractor as its account names it: company, representative, phone, e-mail. */
export interface ContractorAccountContact {
  comName: string;
  representative: string;
  phone: string;
  email: string;
}

/** The partner module's answers the notifier needs (partner service, wired in app.ts). */
export interface ContractorDirectory {
  /** Names, phones and e-mails of console accounts by contractor id; missing ids get none. */
  contacts(ids: number[], tx?: DbOrTx): Promise<Map<number, ContractorAccountContact>>;
  /** Approved contractors serving the 시도 of a pnu, with their lead alert choice. */
  leadRecipients(
    pnu: string,
    tx?: DbOrTx,
  ): Promise<{ contractorId: number; phone: string; email: string; leadAlert: LeadAlertMode }[]>;
  /** Approved contractors that asked for a daily digest, with its hour (Korea time). */
  digestSubscribers(
    tx?: DbOrTx,
  ): Promise<{ contractorId: number; phone: string; email: string; digestHourKst: number }[]>;
  /** Recruiting leads of a contractor made within `(from, to]`, oldest first. */
  digestLeads(
    contractorId: number,
    window: { from: Date; to: Date },
  ): Promise<(LeadSummary & { matchReqId: number })[]>;
}

type Draft = Pick<
  NotificationMessageInsert,
  'dedupeKey' | 'audience' | 'kind' | 'recipient' | 'body'
> & {
  kind: NotificationKind;
  channel?: 'email';
  subject?: string;
  contractorId?: number;
};

/** A contractor message by SMS and, when the account has an e-mail, by e-mail too. */
function bothChannels(
  key: string,
  contractorId: number,
  contact: { phone: string; email: string },
  kind: keyof typeof LEAD_TEXTS,
  body: string,
): Draft[] {
  const drafts: Draft[] = [
    {
      dedupeKey: `${key}:sms`,
      audience: 'contractor',
      kind,
      recipient: contact.phone,
      body,
      contractorId,
    },
  ];
  if (contact.email) {
    drafts.push({
      dedupeKey: `${key}:email`,
      audience: 'contractor',
      kind,
      channel: 'email',
      recipient: contact.email,
      subject: NOTIFICATION_EMAIL_SUBJECTS[kind] ?? NOTIFICATION_EMAIL_DEFAULT_SUBJECT,
      body,
      contractorId,
    });
  }
  return drafts;
}

/** A Korea-time calendar day (YYYY-MM-DD) and hour of an instant. */
function kstDayAndHour(at: Date): { day: string; hour: number; dayStartUtcMs: number } {
  const day = kstDay(at);
  return { day, hour: kstClock(at).getUTCHours(), dayStartUtcMs: kstDayStart(day).getTime() };
}

/**
 * The area a contractor may be told before it is shortlisted: 시도 (from the pnu), 시군구 and
 * 읍면동, never more of what the owner typed (lib/vetted-text).
 */
const contractorRegion = (event: Pick<ClaimedEvent, 'address' | 'pnu'>) =>
  parcelRegion(event.pnu, event.address);

/** The lot as the owner's own messages quote it: vetted area, 리 and lot number only. */
const ownerAddress = (event: Pick<ClaimedEvent, 'address' | 'pnu'>) =>
  parcelAddress(event.pnu, event.address);

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
  const lifecycle = createLifecycleFeed(deps.db);
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
    const stage = async () => lifecycle.stageContractors(event.matchReqId, tx);
    const region = contractorRegion(event);

    if (event.event === 'EXTEND') {
      // An operator extended the open period (issue 19): the owner hears the new end; in PSB,
      // so do the shortlisted contractors still writing their proposal.
      const endDate = iso(event.toStatus === 'PSB' ? event.propose2EndDate : event.propose1EndDate);
      if (endDate) {
        owner(
          'PERIOD_EXTENDED',
          NOTIFICATION_TEXTS.PERIOD_EXTENDED({
            address: ownerAddress(event),
            stage: event.toStatus === 'PSB' ? 'PSB' : 'CRG',
            endDate,
          }),
        );
        if (event.toStatus === 'PSB') {
          const writing = await lifecycle.contractorsWithoutProposal(event.matchReqId, tx);
          for (const id of writing) {
            contractors.push({
              id,
              kind: 'PROPOSAL_PERIOD_EXTENDED',
              body: NOTIFICATION_TEXTS.PROPOSAL_PERIOD_EXTENDED({ region, dueDate: endDate }),
            });
          }
        }
      }
    } else if (event.toStatus === 'CRG' && event.fromStatus !== 'CRG') {
      if (event.event === 'REOPEN') {
        owner(
          'REOPENED',
          NOTIFICATION_TEXTS.REOPENED({
            address: ownerAddress(event),
            endDate: iso(event.propose1EndDate),
          }),
        );
      }
      // A request starts recruiting (new, or reopened by an operator): every approved contractor
      // serving its 시도 that chose alerts at once hears of it now; digest subscribers later.
      const lead: LeadSummary = {
        region,
        installType: event.installType === 'R' ? 'R' : 'L',
        systemSizeKw: event.systemSizeKw,
        propose1EndDate: iso(event.propose1EndDate) ?? new Date().toISOString(),
      };
      const body = LEAD_TEXTS.LEAD_NEW({ lead, consoleUrl: deps.consoleUrl });
      for (const recipient of await deps.contractors.leadRecipients(event.pnu, tx)) {
        if (recipient.leadAlert !== 'instant') continue;
        drafts.push(
          ...bothChannels(
            `event:${event.id}:lead:${recipient.contractorId}`,
            recipient.contractorId,
            recipient,
            'LEAD_NEW',
            body,
          ),
        );
      }
    } else if (event.fromStatus === 'CRG' && event.toStatus === 'SP1') {
      const rows = await stage();
      owner(
        'SP1_OPENED',
        NOTIFICATION_TEXTS.SP1_OPENED({
          address: ownerAddress(event),
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
          address: ownerAddress(event),
          endDate: iso(event.select2EndDate),
        }),
      );
    } else if (event.toStatus === 'CMC') {
      // Both sides get each other's contact: the owner the confirmed contractors' (their
      // accounts'), each confirmed contractor the name and phone the owner recruited with.
      const finalists = (await stage()).filter((item) => item.stage === 2);
      const chosenIds = finalists
        .filter((row) => row.selectStatus === 'Y')
        .map((row) => row.contractorId);
      const chosenContacts = await deps.contractors.contacts(chosenIds, tx);
      owner(
        'MATCH_COMPLETED',
        NOTIFICATION_TEXTS.MATCH_COMPLETED({
          address: ownerAddress(event),
          contractors: chosenIds.flatMap((id) => {
            const contact = chosenContacts.get(id);
            return contact
              ? [
                  {
                    comName: plainName(contact.comName),
                    representative: plainName(contact.representative, 20),
                    phone: plainPhone(contact.phone),
                  },
                ]
              : [];
          }),
        }),
      );
      const chosenBody = NOTIFICATION_TEXTS.CHOSEN({
        region,
        ownerName: plainName(event.ownerName, 20),
        ownerPhone: plainPhone(event.phone),
      });
      for (const row of finalists) {
        contractors.push(
          row.selectStatus === 'Y'
            ? { id: row.contractorId, kind: 'CHOSEN', body: chosenBody }
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
          NOTIFICATION_TEXTS.MATCH_ENDED({
            address: ownerAddress(event),
            code: code as MatchEndCode,
            endedFrom: event.fromStatus,
          }),
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
      const contacts = await deps.contractors.contacts(
        contractors.map((item) => item.id),
        tx,
      );
      for (const item of contractors) {
        const phone = contacts.get(item.id)?.phone;
        if (!phone) continue;
        drafts.push({
          dedupeKey: `event:${event.id}:contractor:${item.id}`,
          audience: 'contractor',
          kind: item.kind,
          recipient: phone,
          body: item.body,
          contractorId: item.id,
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
      channel: draft.channel ?? channel,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    }));
  }

  return {
    /** Turns committed lifecycle events into queued messages; answers how many events. */
    async processEvents(batchSize = 100): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const events = await lifecycle.claimEvents(batchSize, repo.handledEventIds(), tx);
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
      const due = await lifecycle.ownerDeadlinesWithin(now, new Date(now.getTime() + DAY_MS));
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
                address: ownerAddress(row),
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
     * The proposal deadline reminder: one day before propose2EndDate, each shortlisted contractor
     * that has not sent its proposal hears of it by SMS and e-mail. Keyed by request, contractor
     * and deadline, so every scan and instance queues it once.
     */
    async scanProposalDeadlines(): Promise<number> {
      const now = deps.clock.now();
      const due = await lifecycle.proposalsDueWithin(now, new Date(now.getTime() + DAY_MS));
      if (due.length === 0) return 0;
      const contacts = await deps.contractors.contacts([
        ...new Set(due.map((row) => row.contractorId)),
      ]);
      return deps.db.transaction(async (tx) => {
        let queued = 0;
        for (const row of due) {
          const contact = contacts.get(row.contractorId);
          if (!contact) continue;
          const dueDate = new Date(row.dueAt).toISOString();
          const region = contractorRegion({ address: row.address, pnu: row.pnu });
          const body = LEAD_TEXTS.PROPOSAL_DUE({ region, dueDate, consoleUrl: deps.consoleUrl });
          const drafts = bothChannels(
            `proposal-due:${row.id}:${row.contractorId}:${dueDate}`,
            row.contractorId,
            contact,
            'PROPOSAL_DUE',
            body,
          );
          queued += await repo.queue(
            toMessages(drafts, { matchReqId: row.id, eventId: null }, now),
            tx,
          );
        }
        return queued;
      });
    },

    /**
     * Daily lead digests: once a contractor's digest hour (Korea time) has come today, the
     * requests made in the day before it that it may still apply to go out in one message by SMS
     * and e-mail. The day is claimed in `lead_digest_run` in the transaction that queues it, so a
     * digest is composed once with any number of instances; a day without leads sends nothing.
     */
    async scanDigests(): Promise<number> {
      const now = deps.clock.now();
      const { day, hour, dayStartUtcMs } = kstDayAndHour(now);
      const subscribers = (await deps.contractors.digestSubscribers()).filter(
        (item) => item.digestHourKst <= hour,
      );
      if (subscribers.length === 0) return 0;
      const done = await repo.digestsDoneOn(day);
      let queued = 0;
      for (const subscriber of subscribers) {
        if (done.has(subscriber.contractorId)) continue;
        const to = new Date(dayStartUtcMs + subscriber.digestHourKst * HOUR_MS);
        const leads = await deps.contractors.digestLeads(subscriber.contractorId, {
          from: new Date(to.getTime() - DAY_MS),
          to,
        });
        queued += await deps.db.transaction(async (tx) => {
          const claimed = await repo.claimDigestDay(
            { contractorId: subscriber.contractorId, digestDate: day, leadCount: leads.length },
            now,
            tx,
          );
          if (!claimed || leads.length === 0) return 0;
          const body = LEAD_TEXTS.LEAD_DIGEST({ leads, consoleUrl: deps.consoleUrl });
          return repo.queue(
            toMessages(
              bothChannels(
                `digest:${subscriber.contractorId}:${day}`,
                subscriber.contractorId,
                subscriber,
                'LEAD_DIGEST',
                body,
              ),
              { matchReqId: null, eventId: null },
              now,
            ),
            tx,
          );
        });
      }
      return queued;
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
          if (row.channel === 'email') {
            await deps.email.send({
              to: row.recipient,
              subject: row.subject ?? NOTIFICATION_EMAIL_DEFAULT_SUBJECT,
              text: row.body,
            });
          } else {
            await deps.sender.send({ to: row.recipient, body: row.body, channel: row.channel });
          }
          await repo.markSent(row.id, deps.clock.now());
          sent += 1;
        } catch (error) {
          const wait = RETRY_BACKOFF_MS[row.attempts];
          const message =
            error instanceof SmsSendError || error instanceof EmailSendError
              ? `${error.reason}: ${error.message}`
              : String(error);
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
      const reminders =
        (await this.scanDeadlines()) +
        (await this.scanProposalDeadlines()) +
        (await this.scanDigests());
      let sent = 0;
      for (;;) {
        const batch = await this.sendDue();
        sent += batch;
        if (batch === 0) break;
      }
      return { events, reminders, sent };
    },

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

    /** Queues an advertising message to every owner who consented (advAlimYn only). */
    async queueAdvert(body: string): Promise<number> {
      const recipients = await lifecycle.advertRecipients();
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

    /** Messages sent (or queued) to one contractor, newest first: its console's list. */
    async forContractor(contractorId: number, limit: number) {
      return (await repo.listForContractor(contractorId, limit)).map((row) => ({
        id: row.id,
        matchReqId: row.matchReqId,
        kind: row.kind,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
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
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
