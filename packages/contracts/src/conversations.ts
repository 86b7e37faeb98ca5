import { z } from 'zod';
import { MATCH_STATUSES } from './constants.js';

/**
 * A conversation before the choice (issue 33): from the owner's shortlist (SP1 → PSB) to the final
 * choice (CMC), one message thread per request and shortlisted contractor, and the contractor's
 * site-visit proposal the owner accepts or declines. Text only; links and phone numbers are taken
 * out before a message is stored (the phones are exchanged at CMC), every message is kept.
 */

/** The longest message, in characters. */
export const THREAD_MESSAGE_MAX_CHARS = 1000;
/** The most times one site-visit proposal offers. */
export const SITE_VISIT_MAX_TIMES = 3;
/** How far ahead a visit may be proposed, in days. */
export const SITE_VISIT_MAX_DAYS_AHEAD = 60;
/** The longest note of a site-visit proposal, in characters. */
export const SITE_VISIT_NOTE_MAX_CHARS = 200;

/** Who wrote a message. */
export const THREAD_SENDERS = ['owner', 'contractor'] as const;
export type ThreadSender = (typeof THREAD_SENDERS)[number];

/**
 * A site-visit proposal's state: waiting for the owner, accepted (one of its times), declined, or
 * replaced by the contractor's newer proposal.
 */
export const SITE_VISIT_STATUSES = ['proposed', 'accepted', 'declined', 'replaced'] as const;
export type SiteVisitStatus = (typeof SITE_VISIT_STATUSES)[number];
export const SITE_VISIT_STATUS_LABELS: Record<SiteVisitStatus, string> = {
  proposed: '답변 대기',
  accepted: '방문 확정',
  declined: '거절됨',
  replaced: '새 제안으로 바뀜',
};

/** The texts of both screens. */
export const THREAD_TEXTS = {
  title: '시공사와 대화',
  partnerTitle: '고객과 대화',
  open: '메시지 보내기',
  /** The button's name once the thread is closed (after the final choice). */
  view: '대화 보기',
  quoteComplete: '견적 제출 완료',
  quoteWaiting: '견적 대기',
  messageLabel: '메시지',
  send: '보내기',
  empty: '아직 주고받은 메시지가 없습니다.',
  privacyHint:
    '연락처와 링크는 전달되지 않습니다. 최종 시공사를 확정하면 서로의 연락처가 공개됩니다.',
  linkRemoved: '링크는 전달되지 않았습니다.',
  contactHidden: '연락처는 매칭이 완료되면 공개됩니다.',
  owner: '고객',
  me: '나',
  visitTitle: '현장 방문',
  visitPropose: '방문 일정 제안하기',
  visitTimeLabel: (index: number) => `방문 희망 일시 ${index}`,
  visitNoteLabel: '안내 (선택)',
  visitProposed: '시공사가 아래 일시 중 하나를 제안했습니다. 가능한 시간을 선택해 주세요.',
  visitAccept: '이 시간으로 확정',
  visitDecline: '모두 어려워요',
  visitAgreed: (when: string) => `현장 방문 확정: ${when}`,
  visitDeclined: '고객이 제안한 일정을 받지 않았습니다. 다른 일시를 제안해 주세요.',
  visitWaiting: '고객의 답변을 기다리고 있습니다.',
  closedCmc: '매칭이 완료되어 대화가 끝났습니다. 공개된 연락처로 연락해 주세요.',
  closedEnded: '매칭이 종료되어 대화가 끝났습니다.',
  closeProposals: '제안 마감하고 비교하기',
  closeProposalsHint:
    '1차 선택한 시공사가 모두 제안서와 견적을 보냈습니다. 기한 전에 제안을 마감하고 바로 비교할 수 있습니다.',
  closeProposalsConfirm:
    '제안 접수를 지금 마감할까요? 마감하면 시공사가 제안서와 견적을 더 고칠 수 없고, 최종 선택 단계로 넘어갑니다.',
} as const;

/** Why a message or proposal can no longer be written (409 THREAD_CLOSED). */
export const threadClosedMessage = (status: string): string =>
  status === 'CMC' ? THREAD_TEXTS.closedCmc : THREAD_TEXTS.closedEnded;

const isoInstant = z.iso.datetime({ offset: true });

export const threadMessageBodySchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, '메시지를 입력해 주세요.')
      .max(
        THREAD_MESSAGE_MAX_CHARS,
        `메시지는 ${THREAD_MESSAGE_MAX_CHARS.toLocaleString('ko-KR')}자까지 보낼 수 있습니다.`,
      ),
  })
  .strict();
export type ThreadMessageBody = z.infer<typeof threadMessageBodySchema>;

export const threadMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(THREAD_SENDERS),
  /** The text as delivered: links and phone numbers taken out. */
  body: z.string(),
  /** Something that read as a link was taken out. */
  linkRemoved: z.boolean(),
  /** Something that read as a phone number was taken out (before CMC). */
  contactHidden: z.boolean(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const siteVisitSchema = z.object({
  id: z.number().int(),
  status: z.enum(SITE_VISIT_STATUSES),
  /** The times offered (ISO instants), earliest first. */
  proposedTimes: z.array(z.string()),
  /** The time the owner accepted. */
  acceptedTime: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SiteVisit = z.infer<typeof siteVisitSchema>;

/** One thread as either side reads it: no phone of the other side, ever (they meet at CMC). */
export const threadAnswerSchema = z.object({
  matchReqId: z.number().int(),
  ccId: z.number().int(),
  /** The contractor's company name (the owner's header; the contractor's own). */
  comName: z.string(),
  status: z.enum(MATCH_STATUSES),
  /** Messages and proposals may be written now (PSB, SP2). */
  writable: z.boolean(),
  /** Why not, in Korean, when not writable. */
  closedMessage: z.string().nullable(),
  messages: z.array(threadMessageSchema),
  /** The newest site-visit proposal, if any. */
  visit: siteVisitSchema.nullable(),
});
export type ThreadAnswer = z.infer<typeof threadAnswerSchema>;

export const siteVisitProposalBodySchema = z
  .object({
    times: z
      .array(isoInstant)
      .min(1, '방문 희망 일시를 하나 이상 입력해 주세요.')
      .max(
        SITE_VISIT_MAX_TIMES,
        `방문 희망 일시는 ${SITE_VISIT_MAX_TIMES}개까지 제안할 수 있습니다.`,
      )
      .refine((times) => new Set(times.map((time) => Date.parse(time))).size === times.length, {
        message: '같은 일시가 두 번 들어 있습니다.',
      }),
    note: z
      .string()
      .trim()
      .max(SITE_VISIT_NOTE_MAX_CHARS, `안내는 ${SITE_VISIT_NOTE_MAX_CHARS}자까지 쓸 수 있습니다.`)
      .default(''),
  })
  .strict();
export type SiteVisitProposalBody = z.input<typeof siteVisitProposalBodySchema>;

export const siteVisitDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept'), time: isoInstant }).strict(),
  z.object({ decision: z.literal('decline') }).strict(),
]);
export type SiteVisitDecisionBody = z.infer<typeof siteVisitDecisionBodySchema>;

/** The operator's reading of a request's threads (disputes): every message and every proposal. */
export const adminThreadListSchema = z.object({
  data: z.array(
    z.object({
      ccId: z.number().int(),
      comName: z.string(),
      messages: z.array(threadMessageSchema),
      visits: z.array(siteVisitSchema),
    }),
  ),
});
export type AdminThreadList = z.infer<typeof adminThreadListSchema>;
