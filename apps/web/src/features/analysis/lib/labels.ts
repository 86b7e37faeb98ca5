import type { InstallType, Verdict } from '@haetbit/contracts';

export const INSTALL_TYPE_LABELS: Record<InstallType, string> = { R: '지붕', L: '토지' };

/** P possible, C conditional, I impossible; E (data missing) is shown as 'to be checked'. */
export const VERDICT_LABELS: Record<Verdict, string> = {
  P: '가능',
  C: '조건부',
  I: '불가',
  E: '확인 필요',
};

export const TOTAL_VERDICT_TEXT: Record<'P' | 'C' | 'I', string> = {
  P: '사업 추진이 가능한 주소입니다.',
  C: '조건부로 사업 추진이 가능합니다. 시공사와 함께 자세히 검토해 보세요.',
  I: '현재 조건으로는 사업 추진이 어려운 주소입니다.',
};
