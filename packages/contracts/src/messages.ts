/**
 * Korean user-facing texts. Where the spec quotes Korean, the string is verbatim; where the spec
 * gives only an English meaning, the Korean here carries that meaning (DESIGN D10).
 */
export const MESSAGES = {
  fileNotFound: '파일이 존재하지 않습니다.',
  preparing: '준비 중',
  preparingDetail: '서비스 준비 중입니다. 조금만 기다려 주세요.',
  requiredTitle: '필수 입력',
  nameRequired: '이름을 입력하세요.',
  emailRequired: '이메일 주소를 입력하세요.',
  memoLimit: '기타 전달사항은 500자까지 입력 가능합니다.',
  smsWrong: '인증번호가 올바르지 않습니다. 다시 입력해 주세요.',
  smsExpired: '인증번호가 만료되었습니다. 인증번호를 다시 요청해 주세요.',
  smsSuccess: '인증성공!',
  deleteConfirm: '삭제하시겠습니까? 삭제한 내역은 되돌릴 수 없습니다.',
  deleteDone: '삭제 완료',
  alreadyActive: '이미 진행중인 주소입니다',
  capacityUnknown: '예상 설치 용량을 확인할 수 없는 주소입니다. 다른 주소로 시도해 주세요.',
  roofAreaUnknown:
    '해당 주소의 건축물 면적을 불러올 수 없습니다. 지붕의 면적을 직접 입력해 주세요.',
  alreadyTried: '이미 분석을 시도한 주소입니다.',
  alreadyInMatching: '이미 매칭이 진행 중인 주소입니다.',
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

/** Messages of the API error envelope, by stable error code. */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: '입력값이 올바르지 않습니다.',
  UNAUTHORIZED: '인증이 필요합니다.',
  INVALID_SESSION: '세션이 유효하지 않습니다. 앱을 다시 열어 주세요.',
  FORBIDDEN_DEVICE: '다른 기기의 정보에는 접근할 수 없습니다.',
  NOT_FOUND: '요청한 정보를 찾을 수 없습니다.',
  ROUTE_NOT_FOUND: '존재하지 않는 API입니다.',
  FILE_NOT_FOUND: '파일이 존재하지 않습니다.',
  USER_NOT_FOUND: '사용자 정보를 찾을 수 없습니다.',
  UNKNOWN_CODE_GROUP: '존재하지 않는 코드 그룹입니다.',
  CONFLICT: '이미 처리된 요청입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  PAYLOAD_TOO_LARGE: '요청 크기가 너무 큽니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  INTERNAL: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  ANALYSIS_NOT_FOUND: '분석 내역을 찾을 수 없습니다.',
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
  PHONE_NOT_VERIFIED: '휴대폰 번호 인증을 완료해 주세요.',
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
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

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
  CDC: '고객님의 요청으로 매칭이 종료되었습니다. 언제든지 다시 시공사를 모집할 수 있습니다.',
  ADC: '관리자에 의해 매칭이 종료되었습니다. 자세한 내용은 고객센터로 문의해 주세요. 다시 시공사를 모집할 수 있습니다.',
  CP1: '모집 기간 동안 지원한 시공사가 없어 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
  CS1: '시공사 선택 기간이 지나 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
  CP2: '제안서를 제출한 시공사가 없어 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
  CS2: '최종 시공사 확정 기간이 지나 매칭이 종료되었습니다. 다시 시공사를 모집해 보세요.',
} as const;
