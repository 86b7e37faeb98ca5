export type BannerCategory = 'SUNNY_SCHOOL_BLOG' | 'SOLAR_SCHOOL';

export interface BannerSeed {
  category: BannerCategory;
  title: string;
  subTitle: string;
  link: string;
  /** YYYY-MM-DD */
  postDate: string;
  sortOrder: number;
  /** two hex colours for a generated SVG cover */
  imageColors: [string, string];
}

const BLOG = 'https://blog.haetbit.kr/posts';

export const BANNER_SEED: BannerSeed[] = [
  // 햇빛 스쿨 블로그
  {
    category: 'SUNNY_SCHOOL_BLOG',
    title: '우리 집 지붕 태양광, 1년에 얼마나 벌 수 있을까?',
    subTitle: '30kW·50kW·100kW 지붕형 발전소의 예상 발전량과 수익을 계산해 봤어요',
    link: `${BLOG}/rooftop-solar-annual-income`,
    postDate: '2025-02-14',
    sortOrder: 1,
    imageColors: ['#FFB300', '#FF7043'],
  },
  {
    category: 'SUNNY_SCHOOL_BLOG',
    title: '창고·축사 지붕이 태양광 명당인 이유',
    subTitle: '건축물 위 태양광에 REC 가중치 1.5가 적용되는 조건과 주의할 점',
    link: `${BLOG}/warehouse-barn-rooftop-rec`,
    postDate: '2025-04-22',
    sortOrder: 2,
    imageColors: ['#43A047', '#C0CA33'],
  },
  {
    category: 'SUNNY_SCHOOL_BLOG',
    title: '내 땅에 태양광을 못 짓는다고요? 이격거리 조례 바로 알기',
    subTitle: '도로·주택과의 거리 제한은 지자체마다 달라요. 우리 동네 기준 확인하는 법',
    link: `${BLOG}/setback-ordinance-guide`,
    postDate: '2025-06-10',
    sortOrder: 3,
    imageColors: ['#1E88E5', '#26C6DA'],
  },
  {
    category: 'SUNNY_SCHOOL_BLOG',
    title: '시공사 견적서, 이것만은 꼭 비교하세요',
    subTitle: '모듈·인버터 사양부터 하자보수 기간까지, 견적 비교 체크리스트 7가지',
    link: `${BLOG}/contractor-quote-checklist`,
    postDate: '2025-09-03',
    sortOrder: 4,
    imageColors: ['#5E35B1', '#EC407A'],
  },
  {
    category: 'SUNNY_SCHOOL_BLOG',
    title: '한여름보다 봄에 발전이 더 잘 되는 이유',
    subTitle: '월별 발전시간 차이와 온도가 태양광 효율에 미치는 영향',
    link: `${BLOG}/spring-vs-summer-generation`,
    postDate: '2026-03-18',
    sortOrder: 5,
    imageColors: ['#FB8C00', '#FFD54F'],
  },
  {
    category: 'SUNNY_SCHOOL_BLOG',
    title: '태양광 설치 후기: 분석 예상치와 실제 첫해 발전량 비교',
    subTitle: '충남 창고 지붕 99kW 발전소의 1년 운영 기록을 정리했어요',
    link: `${BLOG}/first-year-generation-review`,
    postDate: '2026-08-27',
    sortOrder: 6,
    imageColors: ['#00897B', '#9CCC65'],
  },

  // 태양광 스쿨
  {
    category: 'SOLAR_SCHOOL',
    title: '태양광 수익의 두 축, SMP와 REC 한 번에 이해하기',
    subTitle: '전력 판매 수익과 공급인증서 수익이 어떻게 계산되는지 쉽게 정리했어요',
    link: `${BLOG}/smp-rec-basics`,
    postDate: '2025-01-20',
    sortOrder: 1,
    imageColors: ['#3949AB', '#42A5F5'],
  },
  {
    category: 'SOLAR_SCHOOL',
    title: 'REC 가중치 총정리: 지붕·일반 부지·임야는 얼마나 다를까',
    subTitle: '설치 유형과 용량 구간별 가중치, 그리고 고시 개정 시 확인할 점',
    link: `${BLOG}/rec-weight-guide`,
    postDate: '2025-03-11',
    sortOrder: 2,
    imageColors: ['#F4511E', '#FFCA28'],
  },
  {
    category: 'SOLAR_SCHOOL',
    title: '임야 태양광, 지금도 가능할까? 규제와 현실',
    subTitle: '산지 전용 허가, 경사도 기준, 낮은 REC 가중치까지 임야 사업 전 꼭 알아야 할 것',
    link: `${BLOG}/forest-land-solar-regulation`,
    postDate: '2025-05-29',
    sortOrder: 3,
    imageColors: ['#2E7D32', '#8D6E63'],
  },
  {
    category: 'SOLAR_SCHOOL',
    title: '계통 연계가 뭐길래? 한전 선로 여유 용량 읽는 법',
    subTitle: '변전소·주변압기·배전선로 용량이 발전소 접속 시기에 미치는 영향',
    link: `${BLOG}/grid-connection-capacity`,
    postDate: '2025-08-19',
    sortOrder: 4,
    imageColors: ['#37474F', '#29B6F6'],
  },
  {
    category: 'SOLAR_SCHOOL',
    title: '발전소 인허가 총정리: 발전사업허가부터 사용 전 검사까지',
    subTitle: '100kW 지붕형 발전소를 기준으로 인허가 순서와 예상 소요 기간을 살펴봐요',
    link: `${BLOG}/permit-process-a-to-z`,
    postDate: '2026-01-15',
    sortOrder: 5,
    imageColors: ['#6D4C41', '#FFA726'],
  },
  {
    category: 'SOLAR_SCHOOL',
    title: '고정가격계약과 현물시장, 나에게 맞는 판매 방식은?',
    subTitle: '20년 고정가격계약의 장단점과 현물시장 판매 시 수익 변동 위험 비교',
    link: `${BLOG}/fixed-price-vs-spot-market`,
    postDate: '2026-10-08',
    sortOrder: 6,
    imageColors: ['#00838F', '#7E57C2'],
  },
];
