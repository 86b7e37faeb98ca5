export interface CodeSeed {
  groupCode: string;
  code: string;
  codeNm: string;
  sortOrder: number;
}

export const CODE_SEED: CodeSeed[] = [
  // 매칭 종료(취소) 사유
  {
    groupCode: 'SM_CANCEL_CATE',
    code: 'CHANGE_MIND',
    codeNm: '설치 계획이 바뀌었어요',
    sortOrder: 1,
  },
  {
    groupCode: 'SM_CANCEL_CATE',
    code: 'LOW_PROFIT',
    codeNm: '예상 수익이 기대보다 낮아요',
    sortOrder: 2,
  },
  {
    groupCode: 'SM_CANCEL_CATE',
    code: 'DIRECT_CONTRACT',
    codeNm: '다른 경로로 시공사를 찾았어요',
    sortOrder: 3,
  },
  {
    groupCode: 'SM_CANCEL_CATE',
    code: 'NO_SUITABLE_CST',
    codeNm: '마음에 드는 시공사가 없어요',
    sortOrder: 4,
  },
  {
    groupCode: 'SM_CANCEL_CATE',
    code: 'SITE_ISSUE',
    codeNm: '부지·건물 사정으로 설치가 어려워요',
    sortOrder: 5,
  },
  {
    groupCode: 'SM_CANCEL_CATE',
    code: 'FUNDING_ISSUE',
    codeNm: '사업비 마련이 어려워요',
    sortOrder: 6,
  },
  { groupCode: 'SM_CANCEL_CATE', code: 'ETC', codeNm: '기타', sortOrder: 7 },

  // FAQ 카테고리
  { groupCode: 'SM_FAQ_CATE', code: 'MATCHING_STEP', codeNm: '매칭 단계', sortOrder: 1 },
  { groupCode: 'SM_FAQ_CATE', code: 'ALIM', codeNm: '알림', sortOrder: 2 },
  { groupCode: 'SM_FAQ_CATE', code: 'CST', codeNm: '시공사', sortOrder: 3 },
  { groupCode: 'SM_FAQ_CATE', code: 'ANALYSIS', codeNm: '주소 분석', sortOrder: 4 },
  { groupCode: 'SM_FAQ_CATE', code: 'POWER', codeNm: '발전량', sortOrder: 5 },
  { groupCode: 'SM_FAQ_CATE', code: 'ETC', codeNm: '기타', sortOrder: 6 },
];
