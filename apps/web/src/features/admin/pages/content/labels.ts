import type { BANNER_CATEGORIES, CODE_GROUPS, TERMS_CATEGORIES } from '@haetbit/contracts';

/** The code groups as the operator reads them (the codes themselves stay in the list's lines). */
export const CODE_GROUP_LABELS: Record<(typeof CODE_GROUPS)[number], string> = {
  SM_CANCEL_CATE: '매칭 종료 사유',
  SM_FAQ_CATE: '자주 묻는 질문 분류',
};

/** The FAQ's categories read as the app's tabs name them: one set of names (walk minor 39). */
export { FAQ_CATEGORY_LABELS } from '@haetbit/contracts';

export const BANNER_CATEGORY_LABELS: Record<(typeof BANNER_CATEGORIES)[number], string> = {
  SUNNY_SCHOOL_BLOG: '햇빛학교 블로그',
  SOLAR_SCHOOL: '태양광 학교',
};

export const TERMS_CATEGORY_LABELS: Record<(typeof TERMS_CATEGORIES)[number], string> = {
  USE_TERMS: '이용약관',
  PIPP: '개인정보 처리방침',
};
