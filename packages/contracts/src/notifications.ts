import type { MatchEndCode } from './constants.js';
import { MATCH_END_MESSAGES } from './messages.js';

/**
 * Texts of the notifications the product sends at each lifecycle step (issue 11; spec section 3
 * matchAlimYn and advAlimYn, section 4 end codes). Sent by SMS or 알림톡 through the messaging port.
 */
export const NOTIFICATION_PREFIX = '[햇빛 매칭]';

const date = (iso: string) => {
  const d = new Date(iso);
  // Shown in Korea time, the owner's and contractors' clock.
  const kst = new Date(d.getTime() + 9 * 3_600_000);
  return `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일`;
};

export const NOTIFICATION_TEXTS = {
  /** CRG → SP1: applicants arrived; the owner picks the first shortlist. */
  SP1_OPENED: (p: { address: string; applicants: number; endDate: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.address}에 시공사 ${p.applicants}곳이 지원했습니다. ${p.endDate ? `${date(p.endDate)}까지 ` : ''}제안서를 받을 시공사를 선택해 주세요.`,
  /** PSB → SP2: proposals are ready for the owner. */
  SP2_OPENED: (p: { address: string; endDate: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 시공사 제안서가 도착했습니다. ${p.endDate ? `${date(p.endDate)}까지 ` : ''}최종 시공사를 확정해 주세요.`,
  /** One day before the current period ends. */
  DEADLINE_SOON: (p: { address: string; statusLabel: string; endDate: string }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 ${p.statusLabel} 기간이 내일(${date(p.endDate)}) 마감됩니다.`,
  MATCH_COMPLETED: (p: { address: string }) =>
    `${NOTIFICATION_PREFIX} ${p.address}의 매칭이 완료되었습니다. 선택하신 시공사가 곧 연락드립니다.`,
  MATCH_ENDED: (p: { address: string; code: MatchEndCode }) =>
    `${NOTIFICATION_PREFIX} ${p.address} 매칭 종료 안내: ${MATCH_END_MESSAGES[p.code]}`,
  /** To a contractor: shortlisted at SP1, with the proposal due date. */
  SHORTLISTED: (p: { region: string; dueDate: string | null }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 1차 선택에 포함되었습니다. ${p.dueDate ? `${date(p.dueDate)}까지 ` : ''}제안서를 제출해 주세요.`,
  NOT_SHORTLISTED: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청의 1차 선택에 포함되지 않았습니다. 지원해 주셔서 감사합니다.`,
  CHOSEN: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청에서 최종 시공사로 선택되었습니다. 파트너 콘솔에서 고객 연락처를 확인해 주세요.`,
  NOT_CHOSEN: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} ${p.region} 요청에서 최종 선택되지 않았습니다. 제안해 주셔서 감사합니다.`,
  CONTRACTOR_MATCH_ENDED: (p: { region: string }) =>
    `${NOTIFICATION_PREFIX} 지원하신 ${p.region} 요청의 매칭이 종료되었습니다.`,
  /** Advertising: only to owners with advAlimYn on; marked (광고) as Korean law requires. */
  ADVERT: (p: { body: string }) =>
    `(광고) ${NOTIFICATION_PREFIX} ${p.body}\n수신 거부: 앱 > 알림 설정`,
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;
