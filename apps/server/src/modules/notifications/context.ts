import {
  kstClock,
  kstDay,
  kstDayEnd,
  kstDayStart,
  plusDays,
  LEAD_TEXTS,
  type LeadAlertMode,
  type LeadSummary,
  MATCH_END_CODES,
  type MatchEndCode,
  NOTIFICATION_EMAIL_DEFAULT_SUBJECT,
  NOTIFICATION_EMAIL_SUBJECTS,
  NOTIFICATION_TEXTS,
  type NotificationKind,
  type THREAD_NOTICE_TEXTS,
} from '@haetbit/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { type EmailSender } from '../../providers/email/port.js';
import { type SmsSender } from '../../providers/sms/port.js';
import { createLifecycleFeed, type ClaimedEvent, type OwnerSwitches } from '../matching/service.js';
import { createNotificationsRepo, type NotificationMessageInsert } from './repo.js';
import { parcelAddress, parcelRegion, plainName, plainPhone } from '../../lib/vetted-text.js';

const MINUTE_MS = 60_000;
/**
 * A contractor hears of a parcel by an instant lead alert at most once in this window (7 days,
 * docs/decisions/025); later requests of the parcel within it show in the console's leads only.
 */
export const LEAD_ALERT_PARCEL_WINDOW_MS = 7 * 24 * 60 * MINUTE_MS;
/** The advisory lock lead alert drafts take in their transaction (one key for every parcel). */
const LEAD_ALERT_LOCK = 340_401;
/** How long a leased message is kept from other instances while one sends it. */
export const SEND_LEASE_MS = 5 * MINUTE_MS;
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
  /** The users module's answers on the owners' notification switches (users service). */
  owners: OwnerSwitches;
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

export type Draft = Pick<
  NotificationMessageInsert,
  'dedupeKey' | 'audience' | 'kind' | 'recipient' | 'body'
> & {
  kind: NotificationKind;
  channel?: 'email';
  subject?: string;
  contractorId?: number;
};

/** A contractor message by SMS and, when the account has an e-mail, by e-mail too. */
export function bothChannels(
  key: string,
  contractorId: number,
  contact: { phone: string; email: string },
  kind: keyof typeof LEAD_TEXTS | keyof typeof THREAD_NOTICE_TEXTS,
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
export function kstDayAndHour(at: Date): { day: string; hour: number; dayStartUtcMs: number } {
  const day = kstDay(at);
  return { day, hour: kstClock(at).getUTCHours(), dayStartUtcMs: kstDayStart(day).getTime() };
}

/** Reminders of a deadline go out from this hour (Korea time) of the day before its last day. */
export const REMINDER_HOUR_KST = 9;

/**
 * The latest period end a reminder scan at `now` covers. Periods end at 23:59:59 of their last day
 * (docs/decisions/019); from 09:00 the day before that day the owner or contractor is reminded, so
 * a reminder never goes out at night: before 09:00 only ends of today are covered (a reminder a
 * stopped server missed), from 09:00 also those of tomorrow.
 */
export function reminderHorizon(now: Date): Date {
  const { day, hour } = kstDayAndHour(now);
  return kstDayEnd(hour < REMINDER_HOUR_KST ? day : kstDay(plusDays(kstDayStart(day), 1)));
}

/**
 * The area a contractor may be told before it is shortlisted: 시도 (from the pnu), 시군구 and
 * 읍면동, never more of what the owner typed (lib/vetted-text).
 */
export const contractorRegion = (event: Pick<ClaimedEvent, 'address' | 'pnu'>) =>
  parcelRegion(event.pnu, event.address);

/** The lot as the owner's own messages quote it: vetted area, 리 and lot number only. */
export const ownerAddress = (event: Pick<ClaimedEvent, 'address' | 'pnu'>) =>
  parcelAddress(event.pnu, event.address);

const iso = (value: string | Date | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

/** What the actor files share: the deps, the repository and the helpers defined here. */
export function createNotificationsContext(deps: NotificationsDeps) {
  const repo = createNotificationsRepo(deps.db);
  const lifecycle = createLifecycleFeed(deps.db, deps.owners);
  const channel = deps.channel ?? 'sms';

  async function draftsOf(event: ClaimedEvent, tx: DbOrTx): Promise<Draft[]> {
    const drafts: Draft[] = [];
    const ownerOn = event.matchAlimYn ?? true;
    const owner = (kind: NotificationKind, body: string) => {
      // A request whose recruit data was erased (개인정보 삭제, retention) has no one to text.
      if (ownerOn && event.phone) {
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
      // One alert per contractor and parcel within LEAD_ALERT_PARCEL_WINDOW_MS (issue 34): a
      // cancel and re-recruit loop texts nobody twice. Lead drafts of all instances take one lock
      // in turn, so two instances never both see 'not yet alerted'.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEAD_ALERT_LOCK})`);
      const alerted = await repo.contractorsAlertedAbout(
        await lifecycle.requestIdsOfParcel(event.pnu, tx),
        new Date(deps.clock.now().getTime() - LEAD_ALERT_PARCEL_WINDOW_MS),
        tx,
      );
      for (const recipient of await deps.contractors.leadRecipients(event.pnu, tx)) {
        if (recipient.leadAlert !== 'instant') continue;
        if (alerted.has(recipient.contractorId)) continue;
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
      if (event.event === 'CLOSE_PROPOSALS') {
        // The owner ended the proposal period early (issue 33): the owner knows; the shortlisted
        // contractors hear that their proposals can no longer change.
        for (const row of (await stage()).filter((item) => item.stage === 2)) {
          contractors.push({
            id: row.contractorId,
            kind: 'PROPOSALS_CLOSED_EARLY',
            body: NOTIFICATION_TEXTS.PROPOSALS_CLOSED_EARLY({ region }),
          });
        }
      } else {
        owner(
          'SP2_OPENED',
          NOTIFICATION_TEXTS.SP2_OPENED({
            address: ownerAddress(event),
            endDate: iso(event.select2EndDate),
          }),
        );
      }
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
      const withdrawn = event.event === 'OWNER_WITHDRAW';
      for (const id of involved) {
        contractors.push(
          withdrawn
            ? {
                id,
                kind: 'CONTRACTOR_REQUEST_WITHDRAWN',
                body: NOTIFICATION_TEXTS.CONTRACTOR_REQUEST_WITHDRAWN({ region }),
              }
            : {
                id,
                kind: 'CONTRACTOR_MATCH_ENDED',
                body: NOTIFICATION_TEXTS.CONTRACTOR_MATCH_ENDED({ region }),
              },
        );
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
  return { deps, repo, lifecycle, channel, draftsOf, toMessages };
}
export type NotificationsContext = ReturnType<typeof createNotificationsContext>;
