// One name for each install type and verdict across the apps: the contracts hold them.
export { FACT_CONFIDENCE_LABELS, INSTALL_TYPE_LABELS, VERDICT_LABELS } from '@haetbit/contracts';

export const TOTAL_VERDICT_TEXT: Record<'P' | 'C' | 'I', string> = {
  P: '사업 추진이 가능한 주소입니다.',
  C: '조건부로 사업 추진이 가능합니다. 시공사와 함께 자세히 검토해 보세요.',
  I: '현재 조건으로는 사업 추진이 어려운 주소입니다.',
};

/** How sure an assumption is (the engine's `Sourced` status), as the owner reads it. */
export const ASSUMPTION_STATUS_LABELS: Record<string, string> = {
  spec: '서비스 기준값',
  confirmed: '출처 확인',
  reported: '보도 기준',
  derived: '출처 자료로 계산',
  unconfirmed: '미확인',
  'model default': '모델 기본값',
  'engine choice': '계산 방식 선택',
};
