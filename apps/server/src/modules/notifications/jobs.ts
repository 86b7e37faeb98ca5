import {
  DAY_MS,
  HOUR_MS,
  LEAD_TEXTS,
  MATCH_STATUS_LABELS,
  type MatchStatus,
  NOTIFICATION_EMAIL_DEFAULT_SUBJECT,
  NOTIFICATION_TEXTS,
} from '@haetbit/contracts';
import { EmailSendError } from '../../providers/email/port.js';
import { SmsSendError } from '../../providers/sms/port.js';
import {
  SEND_LEASE_MS,
  RETRY_BACKOFF_MS,
  bothChannels,
  kstDayAndHour,
  reminderHorizon,
  contractorRegion,
  ownerAddress,
  type NotificationsContext,
  type Draft,
} from './context.js';

/** The notifier's rounds: lifecycle events, owner and contractor reminders, digests and sending. */
export function createNotifierJobs(ctx: NotificationsContext) {
  const { repo, lifecycle, draftsOf, toMessages, deps } = ctx;
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
     * The owner's reminder the day before a selection period's last day, from 09:00 Korea time
     * (SP1, SP2: the owner's turn; reminderHorizon). Keyed by request, status and deadline, so every
     * scan and instance queues it once.
     */
    async scanDeadlines(): Promise<number> {
      const now = deps.clock.now();
      const due = await lifecycle.ownerDeadlinesWithin(now, reminderHorizon(now));
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
     * The proposal deadline reminder: from 09:00 Korea time the day before propose2EndDate's day
     * (reminderHorizon), each shortlisted contractor that has not sent its proposal hears of it by
     * SMS and e-mail. Keyed by request, contractor and deadline, so every scan and instance queues
     * it once.
     */
    async scanProposalDeadlines(): Promise<number> {
      const now = deps.clock.now();
      const due = await lifecycle.proposalsDueWithin(now, reminderHorizon(now));
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
  };
}
