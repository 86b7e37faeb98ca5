import { z } from 'zod';
import { capacityText, type MatchEndCode } from './constants.js';
import { MATCH_END_MESSAGES, matchEndMessage } from './messages.js';
import { formatDeadline } from './dates.js';

/**
 * Texts of the notifications the product sends at each lifecycle step (issue 11; spec section 3
 * matchAlimYn and advAlimYn, section 4 end codes). Sent by SMS or 알림톡 through the messaging port.
 */
export const NOTIFICATION_PREFIX = '[햇빛 매칭]';

export const NOTIFICATION_TEXTS = {
  /** CRG → SP1: applicants arrived; the owner picks the first shortlist. */
  SP1_OPENED: (p: { address: string; applicants: number; endDate: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.address}에 시공사 ${p.applicants}곳이 지원했습니다. ${p.endDate ? `${formatDeadline(p.endDate)}까지 ` : ''}제안서를 받을 시공사를 선택해 주세요.`,
  /** PSB → SP2: proposals are ready for the owner. */
  SP2_OPENED: (p: { address: string; endDate: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 시공사 제안서가 도착했습니다. ${p.endDate ? `${formatDeadline(p.endDate)}까지 ` : ''}최종 시공사를 확정해 주세요.`,
  /** The day before the current period's last day (from 09:00 Korea time), with its end. */
  DEADLINE_SOON: (p: { address: string; statusLabel: string; endDate: string }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 ${p.statusLabel} 기간이 ${formatDeadline(p.endDate)}에 마감됩니다.`,
  /** CMC, to the owner: the confirmed contractors and how to reach them. */
  MATCH_COMPLETED: (p: {
    address: string;
    contractors: { comName: string; representative: string; phone: string }[];
  }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 매칭이 완료되었습니다. 선택하신 시공사가 곧 연락드립니다.` +
    p.contractors.map((c) => `\n· ${c.comName} (대표 ${c.representative}) ${c.phone}`).join(''),
  MATCH_ENDED: (p: { address: string; code: MatchEndCode; endedFrom?: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.address} 매칭 종료 안내: ${matchEndMessage(p.code, null, p.endedFrom) ?? MATCH_END_MESSAGES[p.code]}`,
  /** To a contractor: shortlisted at SP1, with the proposal due date. */
  SHORTLISTED: (p: { region: string; dueDate: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 1차 선택에 포함되었습니다. ${p.dueDate ? `${formatDeadline(p.dueDate)}까지 ` : ''}제안서를 제출해 주세요.`,
  NOT_SHORTLISTED: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 1차 선택에 포함되지 않았습니다. 지원해 주셔서 감사합니다.`,
  /** CMC, to a confirmed contractor: the owner's name and phone, to call. */
  CHOSEN: (p: { region: string; ownerName: string; ownerPhone: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청에서 최종 시공사로 선택되었습니다. 고객 연락처: ${p.ownerName}님, ${p.ownerPhone}. 자세한 내용은 파트너 콘솔에서 확인할 수 있습니다.`,
  NOT_CHOSEN: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청에서 최종 선택되지 않았습니다. 제안해 주셔서 감사합니다.`,
  CONTRACTOR_MATCH_ENDED: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} 지원하신 ${p.region} 요청의 매칭이 종료되었습니다.`,
  /** The owner deleted their data (개인정보 삭제): contractors still in the running are told. */
  CONTRACTOR_REQUEST_WITHDRAWN: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} 지원하신 ${p.region} 요청을 고객이 철회하여 매칭이 종료되었습니다.`,
  /** An operator extended the open period (issue 19): the owner hears the new end. */
  PERIOD_EXTENDED: (p: { address: string; stage: 'CRG' | 'PSB'; endDate: string }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 ${p.stage === 'CRG' ? '시공사 모집' : '제안서 제출'} 기간이 ${formatDeadline(p.endDate)}까지 연장되었습니다.`,
  /** To the shortlisted contractors: the owner ended the proposal period early (issue 33). */
  PROPOSALS_CLOSED_EARLY: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 고객이 제안 접수를 마감했습니다. 보내 주신 제안서와 견적으로 최종 선택이 진행됩니다.`,
  /** To a shortlisted contractor without a proposal yet: the proposal period was extended. */
  PROPOSAL_PERIOD_EXTENDED: (p: { region: string; dueDate: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 제안서 제출 기한이 ${formatDeadline(p.dueDate)}까지 연장되었습니다.`,
  /** An operator reopened an ended request as a new recruitment (issue 19). */
  REOPENED: (p: { address: string; endDate: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 시공사 모집을 운영자가 다시 시작했습니다. ${p.endDate ? `${formatDeadline(p.endDate)}까지 ` : ''}시공사 지원을 받습니다.`,
  /** Advertising: only to owners with advAlimYn on; marked (광고) as Korean law requires. */
  ADVERT: (p: { body: string }) =>
    `(광고) ${NOTIFICATION_PREFIX} ${p.body}\n수신 거부: 앱 > 알림 설정`,
} as const;
/** A system size as the texts show it: the one rule of every screen (`capacityText`). */
const size = capacityText;

/** One recruiting request as a lead alert names it: 시도·읍면동, install type and size. */
export interface LeadSummary {
  region: string;
  installType: 'L' | 'R';
  systemSizeKw: number;
  propose1EndDate: string;
}
const leadLine = (lead: LeadSummary) =>
  `${lead.region} ${lead.installType === 'R' ? '지붕' : '토지'} ${size(lead.systemSizeKw)} (${formatDeadline(lead.propose1EndDate)}까지 지원)`;

/**
 * Texts to contractors about leads (issue 19): a new request in a 시도 they serve, at once or in a
 * daily digest, and the proposal deadline the day before its last day. `consoleUrl` is the contractor console.
 */
export const LEAD_TEXTS = {
  LEAD_NEW: (p: { lead: LeadSummary; consoleUrl: string }) =>
    `${NOTIFICATION_PREFIX} 새 시공 요청: ${leadLine(p.lead)}. 파트너 콘솔에서 확인하고 지원해 주세요. ${p.consoleUrl}`,
  LEAD_DIGEST: (p: { leads: LeadSummary[]; consoleUrl: string }) =>
    `${NOTIFICATION_PREFIX} 지난 하루 새 시공 요청 ${p.leads.length}건\n${p.leads.map((lead) => `- ${leadLine(lead)}`).join('\n')}\n파트너 콘솔에서 확인하고 지원해 주세요. ${p.consoleUrl}`,
  PROPOSAL_DUE: (p: { region: string; dueDate: string; consoleUrl: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 제안서 제출이 ${formatDeadline(p.dueDate)}에 마감됩니다. 기한이 지나면 제안할 수 없습니다. ${p.consoleUrl}`,
  /** An operator approved the contractor's account: it may now apply. */
  ACCOUNT_APPROVED: (p: { comName: string; consoleUrl: string }) =>
    `${NOTIFICATION_PREFIX} ${p.comName} 파트너 가입이 승인되었습니다. 회사 정보를 채우면 서비스 지역의 시공 요청에 지원할 수 있습니다. ${p.consoleUrl}`,
} as const;

/**
 * Notices of a conversation before the choice (issue 33): the other side hears that something
 * arrived, never what (no message text, link or phone leaves the app); at most one notice per
 * thread and side an hour for messages.
 */
export const THREAD_NOTICE_TEXTS = {
  THREAD_MESSAGE_TO_OWNER: (p: { comName: string }) =>
    `${NOTIFICATION_PREFIX} ${p.comName}에서 메시지를 보냈습니다. 앱의 매칭 현황에서 확인해 주세요.`,
  THREAD_MESSAGE_TO_CONTRACTOR: (p: { region: string; consoleUrl: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 고객이 메시지를 보냈습니다. 파트너 콘솔에서 확인해 주세요. ${p.consoleUrl}`,
  SITE_VISIT_PROPOSED: (p: { comName: string }) =>
    `${NOTIFICATION_PREFIX} ${p.comName}에서 현장 방문 일정을 제안했습니다. 앱의 매칭 현황에서 가능한 시간을 골라 주세요.`,
  SITE_VISIT_ACCEPTED: (p: { region: string; time: string; consoleUrl: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 현장 방문 일정이 확정되었습니다: ${formatDeadline(p.time)}. ${p.consoleUrl}`,
  SITE_VISIT_DECLINED: (p: { region: string; consoleUrl: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 고객이 제안하신 현장 방문 일시가 어렵다고 답했습니다. 다른 일시를 제안하거나 메시지로 상의해 주세요. ${p.consoleUrl}`,
} as const;

/** E-mail subjects of the contractor messages (the SMS text is the mail's body). */
export const NOTIFICATION_EMAIL_SUBJECTS: Record<string, string> = {
  LEAD_NEW: `${NOTIFICATION_PREFIX} 서비스 지역에 새 시공 요청이 있습니다`,
  LEAD_DIGEST: `${NOTIFICATION_PREFIX} 오늘의 새 시공 요청`,
  PROPOSAL_DUE: `${NOTIFICATION_PREFIX} 제안서 제출 마감이 다가옵니다`,
  ACCOUNT_APPROVED: `${NOTIFICATION_PREFIX} 파트너 가입이 승인되었습니다`,
  THREAD_MESSAGE_TO_CONTRACTOR: `${NOTIFICATION_PREFIX} 고객이 메시지를 보냈습니다`,
  SITE_VISIT_ACCEPTED: `${NOTIFICATION_PREFIX} 현장 방문 일정이 확정되었습니다`,
  SITE_VISIT_DECLINED: `${NOTIFICATION_PREFIX} 현장 방문 일정에 대한 고객의 답변`,
};
export const NOTIFICATION_EMAIL_DEFAULT_SUBJECT = `${NOTIFICATION_PREFIX} 알림`;

export type NotificationKind =
  keyof typeof NOTIFICATION_TEXTS | keyof typeof LEAD_TEXTS | keyof typeof THREAD_NOTICE_TEXTS;

/**
 * How a contractor hears of new requests in its 시도: each at once, one daily digest at a set hour
 * (Korea time), or not at all. Proposal deadline reminders are always sent.
 */
export const LEAD_ALERT_MODES = ['instant', 'digest', 'off'] as const;
export type LeadAlertMode = (typeof LEAD_ALERT_MODES)[number];
export const LEAD_ALERT_MODE_LABELS: Record<LeadAlertMode, string> = {
  instant: '요청마다 바로',
  digest: '하루 한 번 모아서',
  off: '받지 않음',
};
export const partnerAlertSettingsSchema = z.object({
  leadAlert: z.enum(LEAD_ALERT_MODES),
  /** The digest's hour, 0-23 Korea time (used with `digest`). */
  digestHourKst: z.number().int().min(0).max(23),
});
export type PartnerAlertSettings = z.infer<typeof partnerAlertSettingsSchema>;

/** NOTIFICATION_CHANNELS: SMS, 알림톡 (SMS fallback) and e-mail. */
export const NOTIFICATION_CHANNELS = ['sms', 'alimtalk', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: '문자',
  alimtalk: '알림톡',
  email: '이메일',
};
/** A message's sending state as both consoles show it. */
export const NOTIFICATION_STATUS_LABELS: Record<string, string> = {
  pending: '발송 대기',
  sent: '발송 완료',
  failed: '발송 실패',
};

/** A message sent (SMS, 알림톡 or e-mail), as both consoles list it. */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  matchReqId: z.number().int().nullable(),
  kind: z.string(),
  channel: z.string(),
  recipient: z.string(),
  /** The e-mail subject (null for SMS). */
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
/** A message sent to the signed-in contractor, as its console lists them. */
export type PartnerNotification = z.infer<typeof sentMessageSchema>;
export const partnerNotificationListSchema = z.object({ data: z.array(sentMessageSchema) });
