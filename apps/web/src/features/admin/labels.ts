import type { NOTIFICATION_TEXTS } from '@haetbit/contracts';

/** The notification kinds of NOTIFICATION_TEXTS as the operator reads them. */
export const NOTIFICATION_KIND_LABELS: Record<keyof typeof NOTIFICATION_TEXTS, string> = {
  SP1_OPENED: '지원 도착(1차 선택 시작)',
  SP2_OPENED: '제안서 도착(최종 확정 시작)',
  DEADLINE_SOON: '마감 하루 전 안내',
  MATCH_COMPLETED: '매칭 완료',
  MATCH_ENDED: '매칭 종료',
  SHORTLISTED: '1차 선택됨',
  NOT_SHORTLISTED: '1차 선택 안 됨',
  CHOSEN: '최종 선정',
  NOT_CHOSEN: '최종 미선정',
  CONTRACTOR_MATCH_ENDED: '지원한 매칭 종료',
  ADVERT: '광고 알림',
};

/** The contractors' lead alerts (LEAD_TEXTS). */
const LEAD_KIND_LABELS: Record<string, string> = {
  LEAD_NEW: '새 요청 안내',
  LEAD_DIGEST: '새 요청 하루 요약',
  PROPOSAL_DUE: '제안서 마감 하루 전',
};

export const notificationKindLabel = (kind: string): string =>
  NOTIFICATION_KIND_LABELS[kind as keyof typeof NOTIFICATION_TEXTS] ??
  LEAD_KIND_LABELS[kind] ??
  kind;

const NOTIFICATION_STATUS_LABELS: Record<string, string> = {
  pending: '발송 대기',
  sent: '발송 완료',
  failed: '발송 실패',
};
export const notificationStatusLabel = (status: string): string =>
  NOTIFICATION_STATUS_LABELS[status] ?? status;

const ACTOR_LABELS: Record<string, string> = {
  owner: '고객',
  operator: '운영자',
  contractor: '시공사',
  system: '시스템(기간 만료)',
};
export const actorLabel = (actor: string): string => ACTOR_LABELS[actor] ?? actor;

const AUDIT_SUBJECTS: Record<string, string> = {
  account: '운영자 계정',
  contractor: '시공사',
  match: '매칭',
  file: '파일',
  faq: '자주 묻는 질문',
  banner: '배너',
  terms: '약관',
  code: '코드',
  'match-option': '매칭 옵션',
  'power-profit': '수익 계산 기본값',
};
const AUDIT_VERBS: Record<string, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  upload: '업로드',
  end: '관리자 종료',
  approved: '승인',
  rejected: '거절',
  suspended: '정지',
};

/** 'faq.update' → '자주 묻는 질문 수정'; an action not listed keeps its code. */
export function auditActionLabel(action: string): string {
  const [subject = '', verb = ''] = action.split('.');
  const subjectLabel = AUDIT_SUBJECTS[subject];
  const verbLabel = AUDIT_VERBS[verb];
  return subjectLabel && verbLabel ? `${subjectLabel} ${verbLabel}` : action;
}
