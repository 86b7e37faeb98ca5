import {
  ADMIN_ROLE_LABELS,
  CONTRACTOR_FACT_LABELS,
  CONTRACTOR_FIGURE_LABELS,
  CONTRACTOR_STATUS_LABELS,
  MATCH_STATUS_LABELS,
  PARTNER_DOCUMENT_LABELS,
  REVIEW_KIND_LABELS,
  REVIEW_MODERATION_LABELS,
  type ContractorFact,
  type ContractorFigure,
  type PartnerDocumentKind,
  type ReviewModerationState,
  type AdminRole,
  type ContractorAccountStatus,
  type MatchCompleteCode,
  type MatchStatus,
  type NOTIFICATION_TEXTS,
  type NotificationChannel,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS_LABELS,
} from '@haetbit/contracts';
import { END_CODE_LABELS } from './pages/dashboard-page';
import { formatDateTime } from './pages/format';
import { OPTION_FIELDS, PROFIT_FIELDS } from './pages/settings-page';

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
  CONTRACTOR_REQUEST_WITHDRAWN: '고객 철회로 매칭 종료',
  PERIOD_EXTENDED: '기간 연장 안내',
  PROPOSAL_PERIOD_EXTENDED: '제안서 기한 연장',
  PROPOSALS_CLOSED_EARLY: '고객의 제안 조기 마감',
  REOPENED: '운영자 재모집 안내',
  ADVERT: '광고 알림',
};

/** The contractors' lead alerts (LEAD_TEXTS). */
const LEAD_KIND_LABELS: Record<string, string> = {
  ACCOUNT_APPROVED: '가입 승인 안내',
  LEAD_NEW: '새 요청 안내',
  LEAD_DIGEST: '새 요청 하루 요약',
  PROPOSAL_DUE: '제안서 마감 하루 전',
  THREAD_MESSAGE_TO_OWNER: '시공사 메시지 안내',
  THREAD_MESSAGE_TO_CONTRACTOR: '고객 메시지 안내',
  SITE_VISIT_PROPOSED: '현장 방문 제안 안내',
  SITE_VISIT_ACCEPTED: '현장 방문 확정 안내',
  SITE_VISIT_DECLINED: '현장 방문 거절 안내',
};

export const notificationKindLabel = (kind: string): string =>
  NOTIFICATION_KIND_LABELS[kind as keyof typeof NOTIFICATION_TEXTS] ??
  LEAD_KIND_LABELS[kind] ??
  kind;

export const notificationChannelLabel = (channel: string): string =>
  NOTIFICATION_CHANNEL_LABELS[channel as NotificationChannel] ?? channel;
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
  'app-settings': '앱 설정',
  advert: '광고 알림',
  review: '후기',
  'managed-substation': '계통관리변전소',
  'siting-settings': '입지 규제',
};
const AUDIT_VERBS: Record<string, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  upload: '업로드',
  replace: '교체',
  publish: '게시',
  queue: '발송 예약',
  end: '관리자 종료',
  extend: '기간 연장',
  reopen: '재모집',
  hide: '숨김',
  import: '일괄 등록',
  pending: '승인 대기로 변경',
  approved: '승인',
  rejected: '거절',
  suspended: '정지',
};

/** Actions of three parts, named whole. */
const AUDIT_ACTIONS: Record<string, string> = {
  'contractor.document.view': '시공사 서류 열람',
  'contractor.figure.verify': '시공사 수치 확인 표시',
  'contractor.figure.unverify': '시공사 수치 확인 취소',
  'contractor.fact.verify': '시공사 등록 정보 확인',
  'contractor.fact.unverify': '시공사 등록 정보 확인 취소',
  'contractor.section.verify': '시공사 보증·준공 실적 확인',
  'contractor.section.unverify': '시공사 보증·준공 실적 확인 취소',
};

/**
 * 'faq.update' → '자주 묻는 질문 수정'; an action not listed keeps its code (walk minor 35: every
 * action the server audits is listed; labels.test.ts checks it).
 */
export function auditActionLabel(action: string): string {
  const whole = AUDIT_ACTIONS[action];
  if (whole) return whole;
  const [subject = '', verb = ''] = action.split('.');
  const subjectLabel = AUDIT_SUBJECTS[subject];
  const verbLabel = AUDIT_VERBS[verb];
  return subjectLabel && verbLabel ? `${subjectLabel} ${verbLabel}` : action;
}

const TARGET_KINDS: Record<string, string> = {
  contractor: '시공사',
  match_req: '매칭',
  admin_account: '운영자 계정',
  faq: '자주 묻는 질문',
  banner: '배너',
  terms: '약관',
  code: '코드',
  file: '파일',
  notification: '알림',
  match_option: '매칭 옵션',
  power_profit_default: '수익 계산 기본값',
  app_setting: '앱 설정',
  review_platform: REVIEW_KIND_LABELS.platform,
  review_contractor: REVIEW_KIND_LABELS.contractor,
  managed_substation: '계통관리변전소',
  siting_setting: '입지 규제',
};

/** 'contractor:12' → '시공사 #12', 'faq' → '자주 묻는 질문'. */
export function auditTargetLabel(target: string): string {
  const [kind = '', id] = target.split(':');
  const label = TARGET_KINDS[kind];
  if (!label) return target;
  return id ? `${label} #${id}` : label;
}

const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(OPTION_FIELDS.map((field) => [field.key, field.label])),
  ...Object.fromEntries(PROFIT_FIELDS.map((field) => [field.key, field.label])),
  status: '상태',
  guideVideoUrl: '가이드 영상 주소',
  serviceOpen: '새 주소 검색 받기',
  withdrawn: '철회된 지원(건)',
  matchCompleteCode: '종료 구분',
  reason: '사유',
  fileName: '파일 이름',
  contentType: '파일 형식',
  sizeBytes: '크기(바이트)',
  body: '내용',
  queued: '발송 대상(건)',
  id: '번호',
  title: '제목',
  subTitle: '부제목',
  content: '내용',
  contents: '내용',
  question: '질문',
  answer: '답변',
  category: '분류',
  sortOrder: '순서',
  link: '연결 주소',
  imageFileId: '이미지',
  imageFileName: '이미지 파일',
  postDate: '게시일',
  effectiveDate: '시행일',
  version: '버전',
  code: '코드',
  codeNm: '코드명',
  loginId: '아이디',
  name: '이름',
  role: '권한',
  disabled: '사용 중지',
  source: '출처',
  asOf: '기준일',
  createdAt: '등록 시각',
  updatedAt: '수정 시각',
  state: '공개 상태',
  hiddenReason: '숨김 사유',
  kind: '서류',
  endDate: '마감',
  days: '연장 일수',
  figure: '수치',
  verifiedFigures: '확인된 수치',
  fact: '등록 정보',
  value: '값',
  checkedAt: '확인 시각',
};

/** An ISO instant as the console writes every moment: Korea time, 24-hour, no seconds. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value of an audit row as the operator reads it: codes named, yes/no, lists counted. */
function auditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  if (key === 'verifiedFigures' && Array.isArray(value)) {
    return value.length === 0
      ? '없음'
      : value
          .map((figure) => CONTRACTOR_FIGURE_LABELS[figure as ContractorFigure] ?? String(figure))
          .join(', ');
  }
  if (Array.isArray(value)) return `${value.length}개 항목`;
  if (typeof value === 'object') return `${Object.keys(value).length}개 항목`;
  const text = String(value);
  if (key === 'status') {
    return (
      CONTRACTOR_STATUS_LABELS[text as ContractorAccountStatus] ??
      MATCH_STATUS_LABELS[text as MatchStatus] ??
      text
    );
  }
  if (ISO_INSTANT.test(text)) return formatDateTime(text);
  if (key === 'state') return REVIEW_MODERATION_LABELS[text as ReviewModerationState] ?? text;
  if (key === 'kind') return PARTNER_DOCUMENT_LABELS[text as PartnerDocumentKind] ?? text;
  if (key === 'figure') return CONTRACTOR_FIGURE_LABELS[text as ContractorFigure] ?? text;
  if (key === 'fact') return CONTRACTOR_FACT_LABELS[text as ContractorFact] ?? text;
  if (key === 'matchCompleteCode') return END_CODE_LABELS[text as MatchCompleteCode] ?? text;
  if (key === 'role') return ADMIN_ROLE_LABELS[text as AdminRole] ?? text;
  return text;
}

export interface AuditChange {
  label: string;
  before: string;
  after: string;
}

/**
 * The fields an audited write changed, each named in Korean with its value before and after
 * (fields equal on both sides are left out; a creation or deletion lists every field).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const from = record(before);
  const to = record(after);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({
      label: FIELD_LABELS[key] ?? key,
      before: key in from ? auditValue(key, from[key]) : '-',
      after: key in to ? auditValue(key, to[key]) : '-',
    }));
}
