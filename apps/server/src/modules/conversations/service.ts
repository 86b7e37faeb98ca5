import {
  DAY_MS,
  SITE_VISIT_MAX_DAYS_AHEAD,
  threadClosedMessage,
  type AdminThreadList,
  type SiteVisit,
  type SiteVisitDecisionBody,
  type ThreadAnswer,
  type ThreadMessage,
  type ThreadSender,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { threadText } from '../../lib/vetted-text.js';
import type { ContractorsService } from '../contractors/service.js';
import {
  THREAD_OPEN_STATUSES,
  type MatchingService,
  type RequestFacts,
} from '../matching/service.js';
import type { NotificationsService, ThreadNotice } from '../notifications/service.js';
import type { PartnerPrincipal } from '../partner/service.js';
import type { UsersService } from '../users/service.js';
import { createConversationsRepo } from './repo.js';
import type { MatchThreadMessageRow, SiteVisitRow } from './tables.js';

export interface ConversationsServiceDeps {
  db: Db;
  clock: Clock;
  matching: Pick<
    MatchingService,
    'facts' | 'shortlist' | 'standing' | 'whileThreadOpen' | 'current'
  >;
  contractors: Pick<ContractorsService, 'cards'>;
  users: Pick<UsersService, 'matchAlimOn'>;
  notices: Pick<NotificationsService, 'queueThreadNotice'>;
}

const messageView = (row: MatchThreadMessageRow): ThreadMessage => ({
  id: row.id,
  sender: row.sender === 'owner' ? 'owner' : 'contractor',
  body: row.body,
  linkRemoved: row.linkRemoved,
  contactHidden: row.contactHidden,
  createdAt: row.createdAt.toISOString(),
});

const visitView = (row: SiteVisitRow): SiteVisit => ({
  id: row.id,
  status: row.status as SiteVisit['status'],
  proposedTimes: row.proposedTimes,
  acceptedTime: row.acceptedTime?.toISOString() ?? null,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * A conversation before the choice (issue 33): one thread per request and shortlisted contractor,
 * open from the shortlist (PSB) to the final choice (SP2 → CMC), where they ask questions and agree
 * a site visit. Text only: links and phone numbers are taken out before a message is stored (the
 * phones are exchanged at CMC, neither side's answer carries the other's). Every message and
 * proposal is kept; the operator reads them for disputes. The other side is notified, never with
 * the text.
 */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const repo = createConversationsRepo(deps.db);

  async function comNameOf(contractorId: number): Promise<string> {
    return (await deps.contractors.cards([contractorId])).get(contractorId)?.comName ?? '';
  }

  async function threadAnswer(row: RequestFacts, contractorId: number): Promise<ThreadAnswer> {
    const status = row.status;
    const due = row.dueAt !== null && row.dueAt.getTime() <= deps.clock.now().getTime();
    const writable = THREAD_OPEN_STATUSES.includes(status) && !due;
    const [messages, visit, comName] = await Promise.all([
      repo.messages(row.id, contractorId),
      repo.latestVisit(row.id, contractorId),
      comNameOf(contractorId),
    ]);
    return {
      matchReqId: row.id,
      ccId: contractorId,
      comName,
      status,
      writable,
      closedMessage: writable ? null : threadClosedMessage(status),
      messages: messages.map(messageView),
      visit: visit ? visitView(visit) : null,
    };
  }

  /** The owner's request, and the contractor shortlisted in it: 403 for anything else. */
  async function ownerSide(deviceId: string, matchReqId: number, contractorId: number) {
    const row = await deps.matching.facts(deviceId, matchReqId);
    const shortlisted = await deps.matching.shortlist(row.id);
    if (!shortlisted.some((item) => item.contractorId === contractorId)) {
      throw new AppError('THREAD_NOT_OPEN');
    }
    return row;
  }

  /**
   * The contractor's request: a request it never applied to answers like a missing one (404), one
   * it was not shortlisted for 403.
   */
  async function contractorSide(principal: PartnerPrincipal, matchReqId: number) {
    if (principal.status !== 'approved') throw new AppError('PARTNER_NOT_APPROVED');
    const standing = await deps.matching.standing(principal.contractorId, matchReqId);
    if (!standing) throw new AppError('NOT_FOUND');
    if (!standing.shortlisted) throw new AppError('PARTNER_NOT_SHORTLISTED');
    return standing.request;
  }

  /**
   * A notice of the thread, from the locked row; `ownerAlimOn` is read before the transaction
   * (the owner's choice of notifications, matchAlimYn).
   */
  const noticeOf = (
    row: RequestFacts,
    contractorId: number,
    kind: ThreadNotice['kind'],
    ownerAlimOn: boolean,
    extra: Pick<ThreadNotice, 'visitId' | 'time'> = {},
  ): ThreadNotice => ({
    kind,
    matchReqId: row.id,
    contractorId,
    request: { pnu: row.pnu, address: row.address, phone: row.phone, ownerAlimOn },
    ...extra,
  });

  /** Stores one message in the open thread and tells the other side, in one transaction. */
  async function send(
    request: RequestFacts,
    contractorId: number,
    sender: ThreadSender,
    text: string,
  ): Promise<RequestFacts> {
    const delivered = threadText(text);
    if (delivered.body === '' && !delivered.linkRemoved && !delivered.contactHidden) {
      throw new AppError('VALIDATION_FAILED', '메시지를 입력해 주세요.');
    }
    const ownerAlimOn = sender === 'contractor' && (await deps.users.matchAlimOn(request.deviceId));
    return deps.matching.whileThreadOpen(request.id, contractorId, async (row, tx) => {
      await repo.insertMessage(
        { matchReqId: row.id, contractorId, sender, ...delivered, createdAt: deps.clock.now() },
        tx,
      );
      await deps.notices.queueThreadNotice(
        noticeOf(
          row,
          contractorId,
          sender === 'owner' ? 'THREAD_MESSAGE_TO_CONTRACTOR' : 'THREAD_MESSAGE_TO_OWNER',
          ownerAlimOn,
        ),
        tx,
      );
      return row;
    });
  }

  return {
    /** The owner's thread with one shortlisted contractor of its request. */
    async ownerThread(deviceId: string, matchReqId: number, contractorId: number) {
      return threadAnswer(await ownerSide(deviceId, matchReqId, contractorId), contractorId);
    },

    async ownerSend(deviceId: string, matchReqId: number, contractorId: number, text: string) {
      const request = await ownerSide(deviceId, matchReqId, contractorId);
      return threadAnswer(await send(request, contractorId, 'owner', text), contractorId);
    },

    /** The owner accepts one offered time of the waiting proposal, or declines them all. */
    async ownerDecideVisit(
      deviceId: string,
      matchReqId: number,
      contractorId: number,
      decision: SiteVisitDecisionBody,
    ): Promise<ThreadAnswer> {
      await ownerSide(deviceId, matchReqId, contractorId);
      const now = deps.clock.now();
      const row = await deps.matching.whileThreadOpen(
        matchReqId,
        contractorId,
        async (current, tx) => {
          const visit = await repo.latestVisit(current.id, contractorId, tx);
          if (!visit || visit.status !== 'proposed') throw new AppError('SITE_VISIT_NOT_PENDING');
          let acceptedTime: Date | null = null;
          if (decision.decision === 'accept') {
            const chosen = Date.parse(decision.time);
            if (!visit.proposedTimes.some((time) => Date.parse(time) === chosen)) {
              throw new AppError('VALIDATION_FAILED', '시공사가 제안한 일시 중에서 골라 주세요.');
            }
            if (chosen <= now.getTime()) {
              throw new AppError(
                'VALIDATION_FAILED',
                '이미 지난 일시입니다. 시공사에게 다른 일시를 요청해 주세요.',
              );
            }
            acceptedTime = new Date(chosen);
          }
          const decided = await repo.decideVisit(
            visit.id,
            {
              status: acceptedTime ? 'accepted' : 'declined',
              acceptedTime,
              decidedAt: now,
            },
            tx,
          );
          if (!decided) throw new AppError('SITE_VISIT_NOT_PENDING');
          await deps.notices.queueThreadNotice(
            noticeOf(
              current,
              contractorId,
              acceptedTime ? 'SITE_VISIT_ACCEPTED' : 'SITE_VISIT_DECLINED',
              false,
              {
                visitId: visit.id,
                ...(acceptedTime ? { time: acceptedTime.toISOString() } : {}),
              },
            ),
            tx,
          );
          return current;
        },
      );
      return threadAnswer(row, contractorId);
    },

    /** The shortlisted contractor's thread with the request's owner. */
    async contractorThread(principal: PartnerPrincipal, matchReqId: number) {
      return threadAnswer(await contractorSide(principal, matchReqId), principal.contractorId);
    },

    async contractorSend(principal: PartnerPrincipal, matchReqId: number, text: string) {
      const request = await contractorSide(principal, matchReqId);
      return threadAnswer(
        await send(request, principal.contractorId, 'contractor', text),
        principal.contractorId,
      );
    },

    /**
     * The contractor proposes up to three visit times, each ahead and within the next 60 days; a
     * newer proposal replaces the waiting or accepted one.
     */
    async contractorProposeVisit(
      principal: PartnerPrincipal,
      matchReqId: number,
      proposal: { times: string[]; note: string },
    ): Promise<ThreadAnswer> {
      const request = await contractorSide(principal, matchReqId);
      const ownerAlimOn = await deps.users.matchAlimOn(request.deviceId);
      const now = deps.clock.now();
      const latest = now.getTime() + SITE_VISIT_MAX_DAYS_AHEAD * DAY_MS;
      const times = proposal.times.map((time) => Date.parse(time)).sort((a, b) => a - b);
      if (times.some((time) => time <= now.getTime() || time > latest)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `방문 희망 일시는 지금 이후 ${SITE_VISIT_MAX_DAYS_AHEAD}일 안으로 골라 주세요.`,
        );
      }
      const note = threadText(proposal.note).body;
      const row = await deps.matching.whileThreadOpen(
        matchReqId,
        principal.contractorId,
        async (current, tx) => {
          const visit = await repo.proposeVisit(
            {
              matchReqId: current.id,
              contractorId: principal.contractorId,
              proposedTimes: times.map((time) => new Date(time).toISOString()),
              note,
              createdAt: now,
            },
            tx,
          );
          await deps.notices.queueThreadNotice(
            noticeOf(current, principal.contractorId, 'SITE_VISIT_PROPOSED', ownerAlimOn, {
              visitId: visit.id,
            }),
            tx,
          );
          return current;
        },
      );
      return threadAnswer(row, principal.contractorId);
    },

    /** The operator's reading of a request's threads: every message and proposal (disputes). */
    async forOperator(matchReqId: number): Promise<AdminThreadList> {
      const row = await deps.matching.current(matchReqId);
      if (!row) throw new AppError('NOT_FOUND');
      const shortlisted = await deps.matching.shortlist(row.id);
      const ids = shortlisted.map((item) => item.contractorId);
      const [cards, messages, visits] = await Promise.all([
        deps.contractors.cards(ids),
        repo.messagesOfRequests([row.id]),
        repo.visitsOfRequests([row.id]),
      ]);
      return {
        data: ids.map((ccId) => ({
          ccId,
          comName: cards.get(ccId)?.comName ?? '',
          messages: messages.filter((item) => item.contractorId === ccId).map(messageView),
          visits: visits.filter((item) => item.contractorId === ccId).map(visitView),
        })),
      };
    },

    /**
     * For the privacy rules (export and erasure by request): every message and site-visit
     * proposal of the given requests, with the thread each belongs to.
     */
    async listByRequests(matchReqIds: readonly number[], tx?: DbOrTx) {
      const [messages, visits] = await Promise.all([
        repo.messagesOfRequests(matchReqIds, tx),
        repo.visitsOfRequests(matchReqIds, tx),
      ]);
      return {
        messages: messages.map((item) => ({
          matchReqId: item.matchReqId,
          ccId: item.contractorId,
          ...messageView(item),
        })),
        visits: visits.map((item) => ({
          matchReqId: item.matchReqId,
          ccId: item.contractorId,
          ...visitView(item),
        })),
      };
    },

    /** Erases every message and site-visit proposal of the given requests, in the caller's transaction. */
    eraseByRequests(matchReqIds: readonly number[], tx: DbOrTx): Promise<number> {
      return repo.eraseRequests(matchReqIds, tx);
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
