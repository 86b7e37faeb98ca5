/**
 * The recruit form's separate consent to provide personal information to third parties
 * (개인정보 보호법 제17조: whom, what, why, how long, the right to refuse and its consequence).
 * The privacy policy's 제4조 says the same; `version` is the privacy policy version that carries
 * this text, and the server stores it with the time of consent on each request.
 */
export const THIRD_PARTY_CONSENT = {
  version: '1.1',
  label: '[필수] 개인정보 제3자 제공에 동의합니다.',
  title: '개인정보 제3자 제공 동의',
  /** Each line: a heading and what it says. */
  items: [
    {
      heading: '제공받는 자',
      text: '모집에 참여를 신청한 시공사, 이용자가 1차 선정하거나 최종 확정한 시공사',
    },
    {
      heading: '제공 항목',
      text: '참여를 신청한 시공사: 분석 주소의 시·도와 읍·면·동, 설치 유형, 면적, 예상 설비 용량 / 1차 선정한 시공사: 지번 주소, 기타 전달사항 / 최종 확정한 시공사: 이름, 휴대폰 번호, 이메일',
    },
    {
      heading: '제공 목적',
      text: '참여 여부 판단, 제안서 작성, 현장 실사, 시공 상담 및 계약 체결',
    },
    {
      heading: '보유 및 이용 기간',
      text: '상담 및 계약 목적을 달성할 때까지(계약하지 않은 경우 매칭 완료 또는 종료일로부터 6개월)',
    },
    {
      heading: '동의를 거부할 권리',
      text: '동의를 거부할 수 있으며, 거부하면 시공사 모집을 신청할 수 없습니다.',
    },
  ],
} as const;

/**
 * The recruit form's consent to collect and use personal information (개인정보 보호법 제15조
 * 제2항: what, why, how long, the right to refuse and its consequence), as the privacy policy's
 * 제1조 to 제3조 say it.
 */
export const COLLECTION_CONSENT = {
  label: '[필수] 개인정보 수집 및 이용에 동의합니다.',
  title: '개인정보 수집·이용 동의',
  items: [
    { heading: '수집 항목', text: '이름, 휴대폰 번호, 이메일, 기타 전달사항' },
    {
      heading: '이용 목적',
      text: '시공사 모집·선정·확정 등 매칭 진행, 휴대폰 본인 인증, 상담 연락과 진행 상황 알림',
    },
    { heading: '보유 및 이용 기간', text: '매칭 완료 또는 종료일로부터 1년(분쟁 대응 목적)' },
    {
      heading: '동의를 거부할 권리',
      text: '동의를 거부할 수 있으며, 거부하면 시공사 모집을 신청할 수 없습니다.',
    },
  ],
} as const;

/**
 * The right to refuse and what refusing costs, on every other consent the owner is asked for
 * (개인정보 보호법 제22조): the walkthrough's agreement to the terms and the privacy policy, and the
 * advertising consent (popup and notification settings).
 */
export const CONSENT_REFUSAL = {
  terms: '동의를 거부할 수 있으며, 거부하면 서비스를 이용할 수 없습니다.',
  advertising:
    '동의하지 않아도 서비스 이용에는 불이익이 없으며, 언제든 알림 설정에서 바꿀 수 있습니다.',
} as const;
