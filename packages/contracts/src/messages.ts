/** Messages of the API error envelope, by stable error code. */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: '입력값이 올바르지 않습니다.',
  UNAUTHORIZED: '인증이 필요합니다.',
  INVALID_SESSION: '세션이 유효하지 않습니다. 앱을 다시 열어 주세요.',
  FORBIDDEN_DEVICE: '다른 기기의 정보에는 접근할 수 없습니다.',
  FORBIDDEN_ORIGIN:
    '이 화면에서 보낸 요청이 아니어서 처리할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  DEVICE_SECRET_MISMATCH:
    '이 기기로는 접속할 수 없습니다. 새 휴대폰이라면 기존 신청 내역을 휴대폰 번호 인증으로 불러와 주세요.',
  RECOVERY_NOTHING_FOUND: '이 휴대폰 번호로 신청한 내역이 없습니다.',
  RECOVERY_CONFLICT:
    '같은 주소로 진행 중인 매칭이 여러 휴대폰에 있어 지금은 불러올 수 없습니다. 매칭이 하나만 남았을 때 다시 시도해 주세요.',
  NOT_FOUND: '요청한 정보를 찾을 수 없습니다.',
  ROUTE_NOT_FOUND: '존재하지 않는 API입니다.',
  FILE_NOT_FOUND: '파일이 존재하지 않습니다.',
  UNKNOWN_CODE_GROUP: '존재하지 않는 코드 그룹입니다.',
  CONFLICT: '이미 처리된 요청입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  REQUEST_TIMEOUT:
    '요청을 받는 데 시간이 너무 오래 걸렸습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  PAYLOAD_TOO_LARGE: '요청 크기가 너무 큽니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  INTERNAL: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  DATABASE_UNAVAILABLE: '지금은 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  ANALYSIS_ACTIVE: '이미 분석 중인 주소입니다.',
  ANALYSIS_IN_MATCHING: '이미 진행중인 주소입니다',
  AREA_EXCEEDS_PARCEL: '입력한 면적이 필지 면적보다 큽니다.',
  AREA_REQUIRED: '지붕의 면적을 직접 입력해 주세요.',
  CAPACITY_UNKNOWN: '예상 설치 용량을 확인할 수 없는 주소입니다. 다른 주소로 시도해 주세요.',
  INSTALL_TYPE_REQUIRED: '설치 유형과 용량을 먼저 확인해 주세요.',
  SMS_CODE_WRONG: '인증번호가 올바르지 않습니다. 다시 입력해 주세요.',
  SMS_CODE_EXPIRED: '인증번호가 만료되었습니다. 인증번호를 다시 요청해 주세요.',
  SMS_CODE_NOT_SENT: '인증번호를 먼저 요청해 주세요.',
  SMS_TOO_MANY_ATTEMPTS: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.',
  SMS_SEND_LIMIT: '인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  SMS_SEND_FAILED: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  LOGIN_THROTTLED: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  PHONE_NOT_VERIFIED: '휴대폰 번호 인증을 완료해 주세요.',
  RERECRUIT_LIMIT:
    '다시 모집은 한 기기와 한 주소마다 24시간에 3번까지 할 수 있습니다. 나중에 다시 시도해 주세요.',
  INVALID_TRANSITION: '현재 매칭 단계에서는 처리할 수 없는 요청입니다.',
  SELECT_LIMIT_EXCEEDED: '선택할 수 있는 시공사 수를 넘었습니다.',
  CONTRACTOR_NOT_SELECTABLE: '이 단계에서 선택할 수 없는 시공사입니다.',
  CANCEL_REASON_UNKNOWN: '종료 사유를 다시 선택해 주세요.',
  APPLICANT_LIMIT_REACHED: '모집 인원이 모두 찼습니다.',
  ALREADY_APPLIED: '이미 지원한 요청입니다.',
  PROPOSAL_NOT_ALLOWED: '제안서를 제출할 수 있는 단계가 아닙니다.',
  REVIEW_NOT_ALLOWED: '매칭이 완료된 경우에만 후기를 작성할 수 있습니다.',
  REVIEW_EXISTS: '이미 후기를 작성했습니다.',
  REVIEW_CONTRACTOR_INVALID: '최종 확정한 시공사에 대해서만 후기를 작성할 수 있습니다.',
  PROPOSAL_LINK_INVALID: '제안서 링크가 만료되었거나 올바르지 않습니다.',
  PROPOSAL_NOT_SHOWN: '제안서는 최종 선택 단계부터 볼 수 있습니다.',
  TERMS_VERSION_EXISTS: '이미 있는 버전입니다.',
  THREAD_NOT_OPEN: '1차 선택한 시공사와만 대화할 수 있습니다.',
  THREAD_CLOSED: '매칭이 끝나 더 이상 메시지를 보낼 수 없습니다.',
  SITE_VISIT_NOT_PENDING: '답할 현장 방문 제안이 없습니다.',
  PROPOSALS_NOT_ALL_IN: '아직 모든 시공사가 제안서와 견적을 보내지 않았습니다.',
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** A console's login after its session ended under the user (a call answered 401). */
export const CONSOLE_SESSION_ENDED = '로그인 시간이 지나 로그아웃되었습니다. 다시 로그인해 주세요.';

/**
 * SMS_SEND_LIMIT says which hourly budget was reached (the code stays the same): the phone's, the
 * device's, the network address's, or the service's whole allowance.
 */
export const SMS_BUDGET_MESSAGES = {
  phone: '이 번호로 인증번호를 너무 많이 요청했습니다. 1시간 후 다시 시도해 주세요.',
  device: '이 기기에서 인증번호를 너무 많이 요청했습니다. 1시간 후 다시 시도해 주세요.',
  address: '같은 네트워크에서 인증번호 요청이 너무 많습니다. 1시간 후 다시 시도해 주세요.',
  global: '지금은 인증번호 요청이 몰려 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;
export type SmsBudget = keyof typeof SMS_BUDGET_MESSAGES;

/**
 * Korean user-facing texts. A text that is also an error's message is written once, in
 * ERROR_MESSAGES, and named here. Where the spec quotes Korean, the string is verbatim; where the spec
 * gives only an English meaning, the Korean here carries that meaning (DESIGN D10).
 */
export const MESSAGES = {
  fileNotFound: ERROR_MESSAGES.FILE_NOT_FOUND,
  preparing: '준비 중',
  preparingDetail: '서비스 준비 중입니다. 조금만 기다려 주세요.',
  requiredTitle: '필수 입력',
  nameRequired: '이름을 입력하세요.',
  emailRequired: '이메일 주소를 입력하세요.',
  memoLimit: '기타 전달사항은 500자까지 입력 가능합니다.',
  smsWrong: ERROR_MESSAGES.SMS_CODE_WRONG,
  smsExpired: ERROR_MESSAGES.SMS_CODE_EXPIRED,
  smsSuccess: '인증성공!',
  deleteConfirm: '삭제하시겠습니까? 삭제한 내역은 되돌릴 수 없습니다.',
  deleteDone: '삭제 완료',
  alreadyActive: ERROR_MESSAGES.ANALYSIS_IN_MATCHING,
  capacityUnknown: ERROR_MESSAGES.CAPACITY_UNKNOWN,
  roofAreaUnknown:
    '해당 주소의 건축물 면적을 불러올 수 없습니다. 지붕의 면적을 직접 입력해 주세요.',
  alreadyTried: '이미 분석을 시도한 주소입니다.',
  alreadyInMatching: '이미 매칭이 진행 중인 주소입니다.',
  analysisMatchCompleted:
    '매칭이 완료된 주소입니다. 매칭 결과와 분석 내용은 매칭 현황에서 볼 수 있습니다.',
  analysisMatchEnded:
    '매칭이 종료된 주소입니다. 매칭 현황에서 종료 사유를 확인하고 다시 모집할 수 있습니다.',
  noRoadAddress: '도로명 주소가 없습니다.',
  faqTitle: '자주 묻는 질문',
  faqLoadFailed: '자주 묻는 질문을 불러오지 못했습니다.',
} as const;

export const FAQ_CATEGORY_LABELS = {
  MATCHING_STEP: '매칭 단계',
  ALIM: '알림',
  CST: '시공사',
  ANALYSIS: '주소 분석',
  POWER: '발전량',
  ETC: '기타',
} as const;

/**
 * The contractor-count alert of spec section 5: title 'contractor selection/confirmation count
 * notice', message 'contractors can be selected/confirmed up to N'. The server's 409 answer and the
 * screen's alert use the same words.
 */
export const SELECT_LIMIT_TEXTS = {
  SP1: { title: '시공사 선택 개수 안내', verb: '선택' },
  SP2: { title: '시공사 확정 개수 안내', verb: '확정' },
} as const;
export const selectLimitMessage = (stage: keyof typeof SELECT_LIMIT_TEXTS, limit: number) =>
  `시공사는 최대 ${limit}개까지 ${SELECT_LIMIT_TEXTS[stage].verb}할 수 있습니다.`;

/** The message of each end code, each inviting a new recruitment (spec section 4). */
export const MATCH_END_MESSAGES = {
  CDC: '시공사 모집 중에 고객님의 요청으로 매칭이 종료되었습니다. 언제든지 다시 시공사를 모집할 수 있습니다.',
  ADC: '운영팀이 매칭을 종료했습니다. 궁금한 점은 앱의 1:1 문의로 물어봐 주세요. 같은 주소로 언제든 다시 시공사를 모집할 수 있습니다.',
  CP1: '모집 기간 동안 지원한 시공사가 없어 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
  CS1: '시공사 선택 기간이 지나 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
  CP2: '제안서를 제출한 시공사가 없어 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
  CS2: '최종 시공사 확정 기간이 지나 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
} as const;

/** CDC once the owner was choosing (SP1 and after), spec section 4 ended reasons. */
export const CDC_DURING_SELECTION =
  '시공사 선택 중에 고객님의 요청으로 매칭이 종료되었습니다. 언제든지 다시 시공사를 모집할 수 있습니다.';

/**
 * What the owner is told about an ended match: the end code's message and, when an operator ended
 * it (ADC), the operator's reason before the way to ask about it (the app's 1:1 문의).
 */
export function matchEndMessage(
  code: string | null,
  operatorEndReason?: string | null,
  /** The status the match ended from (cancelEndStatus): CDC reads differently once selecting. */
  endedFrom?: string | null,
): string | null {
  if (!code || !(code in MATCH_END_MESSAGES)) return null;
  if (code === 'CDC' && endedFrom && endedFrom !== 'CRG') return CDC_DURING_SELECTION;
  const message = MATCH_END_MESSAGES[code as keyof typeof MATCH_END_MESSAGES];
  if (code !== 'ADC' || !operatorEndReason) return message;
  const [first, ...rest] = message.split('. ');
  return `${first}.\n종료 사유: ${operatorEndReason}\n${rest.join('. ')}`;
}

/**
 * Texts of the owner's matching screens (spec sections 2, 4 and 5): status list, detail, its popups
 * and the review form. Spec strings verbatim; the rest carries the spec's English meaning.
 */
export const MATCHING_TEXTS = {
  title: '나의 매칭 현황',
  tabInProgress: '진행 중',
  tabCompleted: '완료',
  analyzingTitle: '분석 중인 주소',
  /** The heading of the in-progress matches, listed above the addresses not yet recruited. */
  inProgressTitle: '진행 중인 매칭',
  /** An analysed address with no request yet. */
  notRecruited: '모집 신청 전',
  showMore: '더 보기',
  showLess: '접기',
  emptyInProgress: '진행 중인 매칭이 없습니다.',
  recruitPrompt: '주소를 분석하고 시공사를 모집해 보세요.',
  recruit: '시공사 모집하기',
  emptyCompleted: '완료된 매칭이 없습니다.',
  matchComplete: '매칭 완료',
  matchEnded: '매칭 종료',
  endedAtStep: (step: number, label: string) => `${step}단계 ${label}에서 종료`,
  /** The progress list's mark on the step an ended match stopped at. */
  stoppedHere: '여기서 종료',
  viewAnalysis: '주소 분석 결과 보기',
  analysisTitle: '주소 분석 결과',
  contractors: '참여 시공사',
  shortlisted: '제안서를 작성 중인 시공사',
  finals: '최종 확정 시공사',
  noContractors: '아직 참여한 시공사가 없습니다.',
  proposalLink: '제안서 보기',
  bizInfo: '사업자 정보',
  progress: '매칭 진행 단계',
  contractDocs: '계약 필요 서류',
  guideVideo: '가이드 영상',
  inquiry: '1:1 문의',
  end: '매칭 종료하기',
  select1: '선택 완료',
  select2: '최종 확정',
  /** 'first name and N others' of the bottom bar (spec section 2). */
  selectedSummary: (firstName: string, others: number) =>
    others > 0 ? `${firstName} 외 ${others}곳` : firstName,
  select1ConfirmTitle: '시공사 선택',
  select1Confirm: (count: number) =>
    `선택한 시공사 ${count}곳에 제안서를 요청하시겠습니까?\n선택 후에는 변경할 수 없습니다.`,
  select1DoneTitle: '시공사 선택 완료',
  /** The proposal period (spec section 4's 'within N days'), with its end as every text names it. */
  select1Done: (days: number, deadline: string | null) =>
    deadline
      ? `선택한 시공사가 ${days}일 동안, ${deadline}까지 제안서를 작성합니다.`
      : `선택한 시공사가 ${days}일 이내에 제안서를 작성합니다.`,
  /** CRG: how long and until when contractors are recruited (spec section 9's recruiting period). */
  recruiting: (days: number, deadline: string) =>
    `${deadline}까지 ${days}일 동안 시공사를 모집합니다. 모집 기간이 끝나면 참여한 시공사를 확인할 수 있습니다.`,
  /** The banner's end of the current period, beside its D-day. */
  deadline: (deadline: string) => `${deadline} 마감`,
  select2ConfirmTitle: '최종 시공사 확정',
  select2Confirm: (count: number) =>
    `선택한 시공사 ${count}곳을 최종 시공사로 확정하시겠습니까?\n확정 후에는 변경할 수 없습니다.`,
  select2DoneTitle: '매칭 완료',
  select2Done: '최종 시공사 확정이 완료되었습니다. 시공사가 곧 연락드립니다.',
  endConfirmTitle: '매칭 종료',
  endConfirm: '진행 중인 매칭을 종료하시겠습니까?',
  endReasonTitle: '매칭 종료 사유',
  endReasonDetail: '종료 사유 직접 입력',
  endReasonDetailRequired: '기타 사유를 입력해 주세요.',
  endDoneTitle: '매칭 종료 완료',
  endDone: '매칭이 종료되었습니다.',
  endedTitle: '매칭 종료',
  againRecruit: '다시 모집하기',
  againConfirmTitle: '시공사 다시 모집',
  againConfirm: '같은 주소로 시공사를 다시 모집하시겠습니까?',
  againDoneTitle: '다시 모집 완료',
  againDone: '시공사 모집이 다시 시작되었습니다.',
  alreadyActiveTitle: '진행 중인 매칭',
  proposalSentTitle: '제안서 발송',
  /** The in-app proposal viewer (SP2, CMC). */
  proposalTitle: (comName: string) => `${comName} 제안서`,
  proposalLoading: '제안서를 불러오는 중…',
  proposalLoadFailed: '제안서를 불러오지 못했습니다.',
  proposalSentBefore:
    '이 제안서의 링크는 이미 문자로 보냈습니다. 제안서는 이 화면에서 언제든 다시 볼 수 있습니다.',
  proposalSave: '파일로 저장',
  /** PSB: whether each shortlisted contractor has sent its proposal. */
  proposalSubmitted: '제안서 제출 완료',
  /** CMC: how to reach each confirmed contractor (its representative, phone and e-mail). */
  contactTitle: '시공사 연락처',
  contactHint: '확정하신 시공사의 연락처입니다. 시공사도 고객님의 연락처를 받았습니다.',
  contactRepresentative: '대표자',
  contactPhone: '전화',
  contactEmail: '이메일',
  proposalWaiting: '제출 대기',
  /** After the owner asked for the link by text: the link opens the same proposal later. */
  proposalSent:
    '제안서 링크를 문자로 보냈습니다. 나중에는 문자 메시지의 링크를 눌러 제안서를 확인할 수 있습니다.',
  /** The viewer's button: the proposal's link by text, only when the owner asks. */
  proposalSendText: '문자로 링크 받기',
  serviceReadyTitle: '서비스 준비 중',
  serviceReady: '서비스 준비 중입니다. 블로그에서 햇빛 매칭 소식을 먼저 만나 보세요.',
  blogLink: '블로그 보러 가기',
  reviewWrite: '후기 작성',
  reviewMine: '나의 후기',
  reviewPlatform: '햇빛 매칭 서비스 후기',
  reviewScore: '만족도',
  reviewContents: '후기 내용',
  reviewLimit: '후기는 500자까지 입력 가능합니다.',
  reviewSubmit: '후기 등록',
  /** The review is asked for at completion, before any construction: it can wait. */
  reviewLater:
    '시공을 마친 뒤에 써 주셔도 됩니다. 나의 매칭 현황에서 이 매칭을 열면 언제든 후기를 쓸 수 있습니다.',
  reviewDoneTitle: '후기 등록 완료',
  reviewDone: '소중한 후기 감사합니다.',
  errorTitle: '알림',
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
} as const;
