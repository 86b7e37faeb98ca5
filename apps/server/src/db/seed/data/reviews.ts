export type InstallType = 'R' | 'L';

export interface InstallReviewSeed {
  /** R = 지붕형, L = 지상형(토지) */
  installType: InstallType;
  region: string;
  systemSizeKw: number;
  score: 1 | 2 | 3 | 4 | 5;
  title: string;
  contents: string;
  /** masked, e.g. '김**' */
  writerName: string;
  /** index into CONTRACTOR_SEED (0..13) */
  contractorIndex: number;
  /** ISO date-time */
  createdAt: string;
}

export const INSTALL_REVIEW_SEED: InstallReviewSeed[] = [
  {
    installType: 'R',
    region: '경기 화성시',
    systemSizeKw: 99,
    score: 5,
    title: '공장 지붕 99kW, 예상 발전량과 거의 비슷해요',
    contents:
      '앱에서 분석한 월 예상 발전량이 약 1만 kWh였는데, 가동 후 첫 석 달 평균이 그보다 3~4% 정도 높게 나왔습니다. 세 곳 견적을 비교해 보니 자재 사양 차이가 확실히 보여서 선택이 쉬웠어요. 공사는 착공부터 준공까지 3주 정도 걸렸습니다.',
    writerName: '김**',
    contractorIndex: 0,
    createdAt: '2025-05-14T10:20:00+09:00',
  },
  {
    installType: 'R',
    region: '경기 평택시',
    systemSizeKw: 198,
    score: 5,
    title: '물류창고 지붕 태양광, 인허가까지 깔끔하게',
    contents:
      '발전사업허가와 한전 연계 신청을 시공사가 모두 대행해 줘서 제가 할 일이 거의 없었습니다. 분석 화면에서 선로 여유 용량이 "가능"으로 나왔고 실제 접속도 지연 없이 진행됐어요. 준공 후 모니터링 앱으로 매일 발전량을 확인하고 있습니다.',
    writerName: '이**',
    contractorIndex: 0,
    createdAt: '2025-09-02T14:05:00+09:00',
  },
  {
    installType: 'R',
    region: '서울 강서구',
    systemSizeKw: 28,
    score: 4,
    title: '상가 건물 옥상 소규모 발전소 설치',
    contents:
      '옥상 면적이 작아 걱정했는데 분석 결과대로 약 28kW가 들어갔습니다. 방수층 점검을 먼저 해 준 점이 좋았고, 공사는 일주일 만에 끝났어요. 여름철 발전량이 예상보다 조금 낮았지만 봄·가을에는 예상치를 웃돌아 연간으로는 비슷할 것 같습니다.',
    writerName: '박**',
    contractorIndex: 1,
    createdAt: '2025-07-21T09:40:00+09:00',
  },
  {
    installType: 'R',
    region: '경기 용인시',
    systemSizeKw: 45,
    score: 5,
    title: '견적 비교가 이렇게 편할 줄 몰랐어요',
    contents:
      '예전에 직접 업체를 알아볼 때는 견적서 형식이 제각각이라 비교가 어려웠는데, 여기서는 제안서를 나란히 놓고 볼 수 있어 좋았습니다. 선택한 시공사가 인버터 교체 조건까지 계약서에 명시해 줘서 믿음이 갔어요.',
    writerName: '최**',
    contractorIndex: 1,
    createdAt: '2026-02-09T16:30:00+09:00',
  },
  {
    installType: 'R',
    region: '강원 횡성군',
    systemSizeKw: 99,
    score: 5,
    title: '축사 지붕 태양광, 눈 오는 겨울도 문제없었어요',
    contents:
      '적설 하중을 고려해 구조물을 보강해 줬고, 첫 겨울 폭설 뒤에도 시공사가 먼저 연락해 점검을 나왔습니다. 1월 발전량은 예상치보다 10% 정도 낮았지만 4~5월에는 예상보다 잘 나와 만족합니다.',
    writerName: '정**',
    contractorIndex: 2,
    createdAt: '2025-06-03T11:10:00+09:00',
  },
  {
    installType: 'L',
    region: '강원 원주시',
    systemSizeKw: 300,
    score: 4,
    title: '잡종지 300kW, 인허가 기간이 생각보다 길었어요',
    contents:
      '분석에서 이격거리 조례 항목이 "조건부"로 나와서 걱정했는데, 시공사가 현장 측량 후 배치를 조정해 허가를 받았습니다. 다만 개발행위허가까지 넉 달 가까이 걸려 전체 일정이 예상보다 늦어졌어요. 발전량은 분석 예상치와 큰 차이가 없습니다.',
    writerName: '강**',
    contractorIndex: 2,
    createdAt: '2025-11-18T13:45:00+09:00',
  },
  {
    installType: 'R',
    region: '충북 청주시',
    systemSizeKw: 480,
    score: 5,
    title: '산업단지 공장 지붕 480kW 설치 후기',
    contents:
      '다섯 곳 중 세 곳을 골라 제안서를 받았는데, 음영 분석 보고서까지 준 곳을 최종 선택했습니다. 공사 중 매주 진행 사진을 보내 줘서 현장에 자주 가지 않아도 됐어요. 가동 6개월 누적 발전량이 분석 예상치 대비 약 102% 수준입니다.',
    writerName: '윤**',
    contractorIndex: 3,
    createdAt: '2025-10-07T10:00:00+09:00',
  },
  {
    installType: 'R',
    region: '충북 진천군',
    systemSizeKw: 150,
    score: 4,
    title: '꼼꼼한 시공, 준공 서류 정리가 조금 늦었어요',
    contents:
      '시공 품질은 만족스럽고 발전량도 예상 범위 안에서 잘 나오고 있습니다. 다만 준공 후 사용 전 검사 서류를 받는 데 2주 정도 더 걸렸어요. 모니터링 오류 문의에는 당일 원격으로 바로 조치해 주셨습니다.',
    writerName: '임**',
    contractorIndex: 3,
    createdAt: '2026-04-16T15:20:00+09:00',
  },
  {
    installType: 'L',
    region: '충북 충주시',
    systemSizeKw: 499,
    score: 5,
    title: '농지 지상형 발전소, 조례 검토부터 도움 받았어요',
    contents:
      '앱에서 이격거리 조례 내용을 미리 보고 상담을 시작하니 시공사와 이야기가 훨씬 빨리 통했습니다. 시공사가 주변 주택과의 거리를 직접 측량해서 가능한 배치안을 두 가지로 제안해 줬어요. 착공 후 약 6주 만에 준공했습니다.',
    writerName: '한**',
    contractorIndex: 4,
    createdAt: '2025-08-25T09:15:00+09:00',
  },
  {
    installType: 'L',
    region: '충북 제천시',
    systemSizeKw: 200,
    score: 3,
    title: '결과는 괜찮지만 소통은 아쉬웠어요',
    contents:
      '발전소는 잘 돌아가고 있고 첫해 발전량도 분석 예상치의 95% 정도로 나쁘지 않습니다. 다만 공사 일정이 두 번 바뀌었는데 미리 연락을 받지 못해 답답했어요. 고장 수리 요청에는 사흘 만에 방문해 주셨습니다.',
    writerName: '오**',
    contractorIndex: 4,
    createdAt: '2026-06-11T17:05:00+09:00',
  },
  {
    installType: 'L',
    region: '충남 당진시',
    systemSizeKw: 990,
    score: 5,
    title: '1MW 가까운 지상형 발전소, 설계부터 시공까지 한 번에',
    contents:
      '규모가 커서 금융 조달이 걱정이었는데 시공사가 대출 상담부터 필요한 서류 목록까지 정리해 줬습니다. 선로 여유 용량을 사전에 확인하고 시작해서 계통 연계도 순조로웠어요. 가동 후 월별 발전량이 예상치와 ±5% 안에서 움직이고 있습니다.',
    writerName: '서**',
    contractorIndex: 5,
    createdAt: '2025-12-03T10:50:00+09:00',
  },
  {
    installType: 'R',
    region: '충남 서산시',
    systemSizeKw: 300,
    score: 5,
    title: '창고 지붕 300kW, 비교 견적으로 공사비 절감',
    contents:
      '세 곳의 제안서를 비교해 보니 같은 용량인데도 공사비가 꽤 차이가 났습니다. 최종 선택한 곳은 모듈 제조사와 보증 조건이 가장 명확했어요. 공사는 약 한 달 걸렸고, 준공 뒤 첫 점검 때 모듈 세척까지 해 줬습니다.',
    writerName: '신**',
    contractorIndex: 5,
    createdAt: '2026-05-20T14:35:00+09:00',
  },
  {
    installType: 'L',
    region: '충남 태안군',
    systemSizeKw: 600,
    score: 4,
    title: '잡종지 600kW, 토목 공사까지 포함해 진행',
    contents:
      '부지 경사가 있어 토목 공사가 추가됐는데 처음 제안서에 관련 비용이 따로 안내되어 있어 당황하지 않았습니다. 장마철 공사가 겹쳐 준공이 2주 정도 밀린 점은 아쉬워요. 발전량은 분석 예상치보다 약간 높게 나오고 있습니다.',
    writerName: '권**',
    contractorIndex: 5,
    createdAt: '2025-10-29T11:25:00+09:00',
  },
  {
    installType: 'R',
    region: '충남 홍성군',
    systemSizeKw: 99,
    score: 5,
    title: '축사 지붕 태양광, 부식 걱정 덜었어요',
    contents:
      '축사라 암모니아 가스 때문에 구조물 부식이 걱정이었는데, 내식성 자재를 쓴다는 설명을 듣고 결정했습니다. 분석 화면의 연간 예상 발전량이 약 13만 kWh였고 실제 첫해도 비슷하게 나왔어요. 고장 신고 때 이틀 안에 와서 바로 고쳐 주셨습니다.',
    writerName: '황**',
    contractorIndex: 6,
    createdAt: '2026-03-05T09:55:00+09:00',
  },
  {
    installType: 'R',
    region: '충남 예산군',
    systemSizeKw: 60,
    score: 4,
    title: '농업용 창고 지붕, 무난하게 잘 마쳤어요',
    contents:
      '작은 규모라 시공사가 적게 신청할 줄 알았는데 네 곳이나 참여해서 놀랐습니다. 공사는 열흘 정도 걸렸고 마무리 청소까지 깔끔했어요. 예상 수익 그래프와 실제 정산 금액은 REC 가격에 따라 달마다 조금씩 차이가 납니다.',
    writerName: '안**',
    contractorIndex: 6,
    createdAt: '2025-09-24T16:10:00+09:00',
  },
  {
    installType: 'L',
    region: '전북 김제시',
    systemSizeKw: 499,
    score: 5,
    title: '분석 결과 덕분에 사업 결정이 빨랐습니다',
    contents:
      '토지 정보, 규제 지역, 선로 용량이 한 화면에 정리되어 있어 가족들과 상의하기 좋았습니다. 시공사가 운영 관리 계약으로 분기마다 점검과 세척을 해 주고 있어요. 첫 6개월 발전량이 예상치보다 약 4% 높습니다.',
    writerName: '송**',
    contractorIndex: 7,
    createdAt: '2025-07-08T10:30:00+09:00',
  },
  {
    installType: 'R',
    region: '전북 군산시',
    systemSizeKw: 750,
    score: 5,
    title: '공장 지붕 750kW, 조업 중에도 문제없이 시공',
    contents:
      '공장을 멈출 수 없어 걱정했는데 주말 위주로 공정을 짜서 생산에 지장이 없었습니다. 500kW가 넘어 준비 서류가 많았지만 앱의 계약 필요 서류 목록을 보고 미리 챙길 수 있었어요. 준공까지 약 7주 걸렸습니다.',
    writerName: '류**',
    contractorIndex: 7,
    createdAt: '2026-01-27T13:00:00+09:00',
  },
  {
    installType: 'L',
    region: '전북 부안군',
    systemSizeKw: 250,
    score: 4,
    title: '지상형 250kW, 전반적으로 만족',
    contents:
      '분석에서 "조건부"로 나온 항목이 있어 시공사 현장 실사를 받아 보니 진입로 확보가 필요했습니다. 그 부분을 포함해 견적을 다시 받아 진행했고 공사는 한 달 반 정도 걸렸어요. 발전량은 예상치와 거의 같습니다.',
    writerName: '전**',
    contractorIndex: 7,
    createdAt: '2026-07-14T15:45:00+09:00',
  },
  {
    installType: 'R',
    region: '전북 전주시',
    systemSizeKw: 15,
    score: 5,
    title: '주택 지붕 15kW, 작은 규모도 친절하게',
    contents:
      '규모가 작아서 업체들이 관심을 가질까 싶었는데 모악햇빛전력에서 성의 있게 제안해 주셨습니다. 이틀 만에 설치가 끝났고, 첫 달 발전량이 분석 예상치와 거의 같았어요. 사용법도 차근차근 설명해 주셔서 부모님도 모니터링을 잘 보십니다.',
    writerName: '고**',
    contractorIndex: 8,
    createdAt: '2025-04-30T11:40:00+09:00',
  },
  {
    installType: 'R',
    region: '전북 완주군',
    systemSizeKw: 48,
    score: 4,
    title: '창고 지붕 48kW, 가격이 합리적이었어요',
    contents:
      '비교 견적을 받아 보니 가장 저렴하진 않았지만 보증 기간을 고려하면 합리적이었습니다. 공사 마무리 후 케이블 정리가 조금 미흡해 말씀드렸더니 바로 다시 와서 손봐 주셨어요.',
    writerName: '문**',
    contractorIndex: 8,
    createdAt: '2026-08-19T10:05:00+09:00',
  },
  {
    installType: 'L',
    region: '전남 영암군',
    systemSizeKw: 999,
    score: 5,
    title: '일조량 좋은 영암, 예상보다 발전이 잘 나와요',
    contents:
      '분석 화면에 나온 하루 평균 발전시간이 약 3.7시간이었는데, 첫해 실제 평균은 3.8시간 정도로 조금 더 좋았습니다. 부지 배수 공사까지 직접 맡아 줘서 장마철에도 문제가 없었어요. 준공까지 약 두 달 걸렸습니다.',
    writerName: '배**',
    contractorIndex: 9,
    createdAt: '2025-11-04T09:20:00+09:00',
  },
  {
    installType: 'L',
    region: '전남 해남군',
    systemSizeKw: 400,
    score: 4,
    title: '선로 용량 확인이 제일 도움이 됐어요',
    contents:
      '이 지역은 선로가 부족하다는 이야기를 많이 들어서 분석 결과의 선로 용량 항목을 먼저 확인했습니다. 변전소 여유는 있었지만 배전선로 쪽이 빠듯해 시공사가 한전과 협의해 접속 일정을 잡아 줬어요. 대기 기간이 있었던 점만 빼면 만족합니다.',
    writerName: '조**',
    contractorIndex: 9,
    createdAt: '2026-02-23T14:50:00+09:00',
  },
  {
    installType: 'L',
    region: '전남 나주시',
    systemSizeKw: 150,
    score: 3,
    title: '발전소는 잘 돌지만 일정 지연이 있었어요',
    contents:
      '자재 수급 문제로 착공이 한 달 정도 늦어졌습니다. 완공 후 발전량은 예상 범위 안이고 모니터링도 잘 됩니다. 계약할 때 공사 지연 시 조건을 더 구체적으로 적어 둘 걸 그랬어요.',
    writerName: '남**',
    contractorIndex: 9,
    createdAt: '2026-09-10T16:25:00+09:00',
  },
  {
    installType: 'R',
    region: '광주 광산구',
    systemSizeKw: 200,
    score: 5,
    title: '노후 지붕 보강과 함께 설치했어요',
    contents:
      '지붕이 오래되어 걱정했는데 시공사가 보강 공사를 함께 제안해 줘서 한 번에 해결했습니다. 보강 비용이 따로 명시되어 있어 비교하기 편했어요. 가동 후 발전량은 분석 예상치 대비 98~103% 사이입니다.',
    writerName: '유**',
    contractorIndex: 10,
    createdAt: '2025-08-12T10:45:00+09:00',
  },
  {
    installType: 'R',
    region: '전남 무안군',
    systemSizeKw: 99,
    score: 4,
    title: '축사 지붕 99kW, 무난한 진행',
    contents:
      '1차 선정에서 세 곳을 골랐고 제안서를 비교한 뒤 최종 확정했습니다. 공사는 2주 남짓 걸렸고 원격 모니터링이 기본으로 포함되어 있어 좋았어요. 여름 발전량이 예상보다 조금 낮은 건 더위 때문이라고 설명을 들었습니다.',
    writerName: '손**',
    contractorIndex: 10,
    createdAt: '2026-10-02T13:35:00+09:00',
  },
  {
    installType: 'R',
    region: '경북 구미시',
    systemSizeKw: 600,
    score: 5,
    title: '구조 검토까지 꼼꼼한 시공사',
    contents:
      '구조기술사 검토서를 받아 보고 나서 지붕 안전에 대한 걱정을 덜었습니다. 분석에서 나온 예상 용량보다 실제 설치 용량이 조금 줄었는데, 환기 설비 자리를 피해야 해서였다고 자세히 설명해 줬어요. 공사 기간은 약 5주였습니다.',
    writerName: '홍**',
    contractorIndex: 11,
    createdAt: '2025-06-26T11:55:00+09:00',
  },
  {
    installType: 'L',
    region: '경북 상주시',
    systemSizeKw: 300,
    score: 5,
    title: '과수원 옆 잡종지 300kW 설치',
    contents:
      '이격거리 조례가 엄격한 지역이라 걱정했는데, 분석 지도에 표시된 거리 원을 보고 어느 정도 가능성을 가늠할 수 있었습니다. 시공사가 허가 과정에서 주민 설명까지 함께해 줘서 큰 갈등 없이 진행됐어요. 발전량은 예상과 비슷합니다.',
    writerName: '노**',
    contractorIndex: 11,
    createdAt: '2026-04-08T09:30:00+09:00',
  },
  {
    installType: 'L',
    region: '경북 의성군',
    systemSizeKw: 99,
    score: 4,
    title: '소규모 지상형, 견적 차이가 컸어요',
    contents:
      '같은 99kW인데 제안서마다 공사비 차이가 꽤 나서 비교 견적의 필요성을 실감했습니다. 가장 설명이 자세했던 곳과 계약했고 공사는 3주 걸렸어요. 겨울철 발전량은 예상치보다 조금 낮았습니다.',
    writerName: '하**',
    contractorIndex: 11,
    createdAt: '2026-11-05T15:00:00+09:00',
  },
  {
    installType: 'R',
    region: '경남 김해시',
    systemSizeKw: 450,
    score: 5,
    title: '물류센터 지붕, 야간 공정으로 운영 지장 없이',
    contents:
      '물류센터 운영을 멈출 수 없어서 야간·주말 공정이 가능한지가 가장 중요했는데 그 부분을 정확히 맞춰 줬습니다. 준공 후 석 달간 발전량이 분석 예상치보다 약 5% 높게 나오고 있어요.',
    writerName: '곽**',
    contractorIndex: 12,
    createdAt: '2025-10-15T10:10:00+09:00',
  },
  {
    installType: 'R',
    region: '경남 밀양시',
    systemSizeKw: 120,
    score: 4,
    title: '창고 지붕 120kW, 친절한 상담',
    contents:
      '처음이라 모르는 게 많았는데 REC 가중치와 판매 방식까지 차근차근 설명해 주셨습니다. 공사는 약 2주 걸렸고, 인버터 오류가 한 번 있었는데 원격으로 확인 후 다음 날 방문해 조치해 줬어요.',
    writerName: '성**',
    contractorIndex: 12,
    createdAt: '2026-06-30T14:15:00+09:00',
  },
  {
    installType: 'L',
    region: '경남 창녕군',
    systemSizeKw: 250,
    score: 3,
    title: '조례 문제로 용량을 줄여서 진행했어요',
    contents:
      '분석 결과에서도 이격거리 조례가 "조건부"로 나왔는데, 실제로 주택과의 거리 때문에 계획보다 용량을 줄여야 했습니다. 시공사 대응은 성실했지만 인허가가 길어져 전체 기간이 다섯 달 넘게 걸렸어요. 조례가 엄격한 지역이라면 여유 있게 일정을 잡으시길 권합니다.',
    writerName: '차**',
    contractorIndex: 12,
    createdAt: '2026-08-06T11:00:00+09:00',
  },
  {
    installType: 'R',
    region: '제주 제주시',
    systemSizeKw: 50,
    score: 5,
    title: '감귤 창고 지붕 50kW, 바람 걱정 없이',
    contents:
      '제주는 바람이 세서 구조물이 가장 걱정이었는데 내풍 설계를 자세히 설명해 줘서 믿고 맡겼습니다. 공사는 열흘 정도 걸렸고 태풍이 지나간 뒤에도 먼저 점검을 와 주셨어요. 발전량은 예상치와 비슷합니다.',
    writerName: '양**',
    contractorIndex: 13,
    createdAt: '2025-09-16T10:35:00+09:00',
  },
  {
    installType: 'R',
    region: '제주 서귀포시',
    systemSizeKw: 30,
    score: 4,
    title: '상가 옥상 30kW, 출력 제어 설명이 도움됐어요',
    contents:
      '제주는 출력 제어가 있어 실제 수익이 예상과 다를 수 있다는 점을 미리 설명해 줘서 좋았습니다. 봄철에 몇 차례 출력 제어가 있었지만 연간으로는 분석 예상치의 90% 이상은 나올 것 같아요. 설치는 일주일 걸렸습니다.',
    writerName: '변**',
    contractorIndex: 13,
    createdAt: '2026-05-07T15:50:00+09:00',
  },
  {
    installType: 'L',
    region: '경기 안성시',
    systemSizeKw: 200,
    score: 5,
    title: '잡종지 200kW, 처음부터 끝까지 편했어요',
    contents:
      '주소만 넣었는데 토지 정보, 규제 지역, 선로 용량까지 정리되어 나와서 놀랐습니다. 시공사 모집 후 사흘 만에 네 곳이 신청했고 제안서를 비교해 결정했어요. 준공 후 발전량은 분석 예상치와 거의 같습니다.',
    writerName: '구**',
    contractorIndex: 0,
    createdAt: '2026-03-26T13:20:00+09:00',
  },
  {
    installType: 'L',
    region: '충남 아산시',
    systemSizeKw: 150,
    score: 4,
    title: '농지 태양광, 서류 준비가 관건이었어요',
    contents:
      '농지 전용 절차 때문에 서류가 많았는데 시공사가 필요한 목록을 정리해 줘서 수월했습니다. 공사는 4주 정도 걸렸어요. 첫해 REC 가격이 예상보다 낮아 수익은 그래프보다 약간 적었지만 발전량 자체는 예상대로입니다.',
    writerName: '심**',
    contractorIndex: 6,
    createdAt: '2026-09-29T10:40:00+09:00',
  },
  {
    installType: 'L',
    region: '전남 고흥군',
    systemSizeKw: 700,
    score: 5,
    title: '700kW 지상형, 꼼꼼한 공정 관리',
    contents:
      '규모가 커서 여러 업체의 제안서를 꼼꼼히 비교했습니다. 공정표를 주 단위로 공유해 줘서 진행 상황을 알기 쉬웠고, 준공까지 약 9주 걸렸어요. 가동 후 넉 달간 발전량이 예상치를 조금 웃돌고 있습니다.',
    writerName: '주**',
    contractorIndex: 10,
    createdAt: '2026-10-21T09:05:00+09:00',
  },
];
