export interface ContractorLogo {
  /** 1-2 Hangul or Latin characters */
  initials: string;
  background: string;
  foreground: string;
}

export interface ContractorSeed {
  comName: string;
  intro: string;
  region: string;
  constructionCapacityKw: number;
  constructionCnt: number;
  constructionPerformanceName: string;
  constructionCareerName: string;
  capitalMillionKrw: number;
  /** 전국 시공능력평가 대상 업체 수 */
  nationwideTotalLank: number;
  /** 전국 시공능력평가 순위 */
  nationwideOwnLank: number;
  /** 지역(시·도) 시공능력평가 대상 업체 수 */
  localTotalLank: number;
  /** 지역(시·도) 시공능력평가 순위 */
  localOwnLank: number;
  logo: ContractorLogo;
}

/** 가상의 시공사 데이터입니다. 실제 업체와 관계가 없습니다. */
export const CONTRACTOR_SEED: ContractorSeed[] = [
  {
    comName: '해온솔라 주식회사',
    intro:
      '경기 남부를 중심으로 공장·물류창고 지붕형 태양광을 전문으로 시공합니다. 구조 검토부터 발전사업 인허가, 한전 계통 연계까지 한 번에 대행하며, 준공 후 원격 모니터링으로 발전량을 관리해 드립니다.',
    region: '서울·경기',
    constructionCapacityKw: 18600,
    constructionCnt: 214,
    constructionPerformanceName: '누적 시공 18.6MW',
    constructionCareerName: '전기공사업 면허 14년',
    capitalMillionKrw: 2500,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 812,
    localTotalLank: 4120,
    localOwnLank: 167,
    logo: { initials: '해온', background: '#FF8F00', foreground: '#FFFFFF' },
  },
  {
    comName: '푸른에너지건설',
    intro:
      '수도권 주택·상가 건물의 소규모 지붕 태양광을 주로 시공하는 지역 밀착형 업체입니다. 건물 하중과 방수 상태를 먼저 점검한 뒤 설계하며, 준공 후 5년간 무상 점검을 제공합니다.',
    region: '서울·경기',
    constructionCapacityKw: 4300,
    constructionCnt: 138,
    constructionPerformanceName: '누적 시공 4.3MW',
    constructionCareerName: '전기공사업 면허 9년',
    capitalMillionKrw: 500,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 4630,
    localTotalLank: 4120,
    localOwnLank: 951,
    logo: { initials: '푸른', background: '#2E7D32', foreground: '#FFFFFF' },
  },
  {
    comName: '설악그린파워 주식회사',
    intro:
      '강원 영동·영서 지역의 축사·농업용 창고 지붕과 잡종지 발전소를 시공해 왔습니다. 적설 하중을 고려한 구조물 설계와 겨울철 제설 점검 서비스를 강점으로 합니다.',
    region: '강원',
    constructionCapacityKw: 9800,
    constructionCnt: 97,
    constructionPerformanceName: '누적 시공 9.8MW',
    constructionCareerName: '전기공사업 면허 12년',
    capitalMillionKrw: 1000,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 1930,
    localTotalLank: 1010,
    localOwnLank: 88,
    logo: { initials: '설악', background: '#1565C0', foreground: '#FFFFFF' },
  },
  {
    comName: '청솔햇살전기 주식회사',
    intro:
      '충북 청주·진천·음성 일대 산업단지 공장 지붕 태양광을 중심으로 시공합니다. 설계 단계에서 음영 분석 보고서를 제공하고, 공사 기간 중 매주 진행 사진을 공유합니다.',
    region: '충북',
    constructionCapacityKw: 12400,
    constructionCnt: 126,
    constructionPerformanceName: '누적 시공 12.4MW',
    constructionCareerName: '전기공사업 면허 15년',
    capitalMillionKrw: 1500,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 1240,
    localTotalLank: 930,
    localOwnLank: 54,
    logo: { initials: '청솔', background: '#00897B', foreground: '#FFFFFF' },
  },
  {
    comName: '(주)중원솔라텍',
    intro:
      '충주·제천 지역에서 농지·잡종지 지상형 발전소를 주로 시공하는 엔지니어링 업체입니다. 개발행위허가와 이격거리 조례 검토를 직접 수행해 인허가 위험을 미리 안내해 드립니다.',
    region: '충북',
    constructionCapacityKw: 7200,
    constructionCnt: 64,
    constructionPerformanceName: '누적 시공 7.2MW',
    constructionCareerName: '전기공사업 면허 8년',
    capitalMillionKrw: 600,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 3410,
    localTotalLank: 930,
    localOwnLank: 161,
    logo: { initials: 'JW', background: '#37474F', foreground: '#FFD54F' },
  },
  {
    comName: '서해태양에너지 주식회사',
    intro:
      '충남 서산·당진·태안 지역의 대형 창고와 지상형 발전소를 다수 시공했습니다. 1MW 이하 중규모 발전소의 설계·조달·시공을 일괄 수행하며, 금융 조달 상담도 함께 도와드립니다.',
    region: '충남',
    constructionCapacityKw: 31500,
    constructionCnt: 188,
    constructionPerformanceName: '누적 시공 31.5MW',
    constructionCareerName: '전기공사업 면허 18년',
    capitalMillionKrw: 4200,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 356,
    localTotalLank: 1270,
    localOwnLank: 19,
    logo: { initials: '서해', background: '#0277BD', foreground: '#FFFFFF' },
  },
  {
    comName: '내포솔라건설',
    intro:
      '홍성·예산 지역의 축사와 농업용 창고 지붕 태양광을 전문으로 합니다. 축사 환경을 고려한 부식 방지 구조물을 사용하며, 고장 접수 시 48시간 안에 현장을 방문합니다.',
    region: '충남',
    constructionCapacityKw: 5600,
    constructionCnt: 83,
    constructionPerformanceName: '누적 시공 5.6MW',
    constructionCareerName: '전기공사업 면허 10년',
    capitalMillionKrw: 350,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 5870,
    localTotalLank: 1270,
    localOwnLank: 342,
    logo: { initials: '내포', background: '#F9A825', foreground: '#3E2723' },
  },
  {
    comName: '새만금빛에너지 주식회사',
    intro:
      '전북 군산·김제·부안 지역에서 지상형과 지붕형 발전소를 고루 시공하고 있습니다. 준공 후 발전소 운영 관리 계약을 통해 정기 점검과 모듈 세척을 제공합니다.',
    region: '전북',
    constructionCapacityKw: 22800,
    constructionCnt: 152,
    constructionPerformanceName: '누적 시공 22.8MW',
    constructionCareerName: '전기공사업 면허 16년',
    capitalMillionKrw: 3000,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 587,
    localTotalLank: 1160,
    localOwnLank: 31,
    logo: { initials: '새빛', background: '#6A1B9A', foreground: '#FFFFFF' },
  },
  {
    comName: '모악햇빛전력',
    intro:
      '전주·완주·정읍 지역의 주택과 소규모 상가, 농가 창고 태양광을 시공합니다. 소규모 발전소에 맞는 합리적인 견적과 꼼꼼한 사후 관리로 지역 고객의 재의뢰가 많은 편입니다.',
    region: '전북',
    constructionCapacityKw: 3100,
    constructionCnt: 71,
    constructionPerformanceName: '누적 시공 3.1MW',
    constructionCareerName: '전기공사업 면허 7년',
    capitalMillionKrw: 200,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 8920,
    localTotalLank: 1160,
    localOwnLank: 498,
    logo: { initials: '모악', background: '#C62828', foreground: '#FFFFFF' },
  },
  {
    comName: '남도태양광건설 주식회사',
    intro:
      '전남 나주·영암·해남 등 일조 조건이 좋은 서남부 지역에서 지상형 발전소를 주로 시공합니다. 부지 배수와 토목 공사까지 직접 수행해 공정 관리가 안정적입니다.',
    region: '전남',
    constructionCapacityKw: 27300,
    constructionCnt: 119,
    constructionPerformanceName: '누적 시공 27.3MW',
    constructionCareerName: '전기공사업 면허 17년',
    capitalMillionKrw: 3500,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 448,
    localTotalLank: 1480,
    localOwnLank: 26,
    logo: { initials: '남도', background: '#E65100', foreground: '#FFFFFF' },
  },
  {
    comName: '영산강에너지',
    intro:
      '광주·전남 지역의 공장, 창고, 축사 지붕 태양광을 시공합니다. 노후 지붕은 지붕 보강과 함께 제안해 드리며, 원격 모니터링 장비를 기본으로 설치합니다.',
    region: '전남',
    constructionCapacityKw: 8900,
    constructionCnt: 102,
    constructionPerformanceName: '누적 시공 8.9MW',
    constructionCareerName: '전기공사업 면허 11년',
    capitalMillionKrw: 800,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 2760,
    localTotalLank: 1480,
    localOwnLank: 187,
    logo: { initials: '영산', background: '#00695C', foreground: '#FFFFFF' },
  },
  {
    comName: '낙동솔라엔지니어링 주식회사',
    intro:
      '경북 상주·의성·구미 지역에서 지붕형과 지상형 발전소를 설계·시공합니다. 구조기술사와 협업해 지붕 구조 안전성을 검토하며, 준공 후 10년간 하자보수를 보증합니다.',
    region: '경북',
    constructionCapacityKw: 15700,
    constructionCnt: 134,
    constructionPerformanceName: '누적 시공 15.7MW',
    constructionCareerName: '전기공사업 면허 13년',
    capitalMillionKrw: 2000,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 973,
    localTotalLank: 1530,
    localOwnLank: 71,
    logo: { initials: '낙동', background: '#283593', foreground: '#FFFFFF' },
  },
  {
    comName: '(주)가야햇빛에너지',
    intro:
      '경남 김해·창원·밀양 지역 제조 공장과 물류센터 지붕 태양광을 시공합니다. 가동 중인 공장의 조업에 지장이 없도록 휴일·야간 공정 계획을 세워 드립니다.',
    region: '경남',
    constructionCapacityKw: 11200,
    constructionCnt: 91,
    constructionPerformanceName: '누적 시공 11.2MW',
    constructionCareerName: '전기공사업 면허 10년',
    capitalMillionKrw: 1200,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 1580,
    localTotalLank: 1620,
    localOwnLank: 118,
    logo: { initials: '가야', background: '#AD1457', foreground: '#FFFFFF' },
  },
  {
    comName: '한라솔라테크 주식회사',
    intro:
      '제주 지역의 감귤 창고와 주택, 상가 지붕 태양광을 시공합니다. 강풍과 염분에 대비한 구조물과 자재를 사용하며, 제주 지역 계통 연계와 출력 제어 상황을 고려해 설계합니다.',
    region: '제주',
    constructionCapacityKw: 6400,
    constructionCnt: 88,
    constructionPerformanceName: '누적 시공 6.4MW',
    constructionCareerName: '전기공사업 면허 11년',
    capitalMillionKrw: 700,
    nationwideTotalLank: 19850,
    nationwideOwnLank: 3980,
    localTotalLank: 420,
    localOwnLank: 37,
    logo: { initials: '한라', background: '#FF7043', foreground: '#FFFFFF' },
  },
];
