// One name for each install type and verdict across the apps: the contracts hold them.
export { INSTALL_TYPE_LABELS, VERDICT_LABELS } from '@haetbit/contracts';
export const FEASIBILITY_ITEM_LABELS = {
  landType: '토지 유형',
  restrictedZone: '규제구역',
  powerLine: '선로 용량',
  ordinance: '이격거리 조례',
} as const;
