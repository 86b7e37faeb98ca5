import type { FeasibilityVerdict, InstallType } from '@haetbit/contracts';

export const INSTALL_TYPE_LABELS: Record<InstallType, string> = { L: '토지', R: '지붕' };
export const VERDICT_LABELS: Record<FeasibilityVerdict, string> = {
  P: '가능',
  C: '조건부 가능',
  I: '불가',
  E: '확인 중',
};
export const FEASIBILITY_ITEM_LABELS = {
  landType: '토지 유형',
  restrictedZone: '개발 제한 구역',
  powerLine: '선로 용량',
  ordinance: '이격거리 조례',
} as const;
