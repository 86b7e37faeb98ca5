// One name for each install type and verdict across the apps: the contracts hold them.
export { FACT_CONFIDENCE_LABELS, INSTALL_TYPE_LABELS, VERDICT_LABELS } from '@haetbit/contracts';

export const TOTAL_VERDICT_TEXT: Record<'P' | 'C' | 'I', string> = {
  P: '사업 추진이 가능한 주소입니다.',
  C: '조건부로 사업 추진이 가능합니다. 시공사와 함께 자세히 검토해 보세요.',
  I: '현재 조건으로는 사업 추진이 어려운 주소입니다.',
};
