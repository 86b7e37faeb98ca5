/**
 * Seed rows for the land module's two tables, from shared/reference/setback-ordinances.csv and
 * shared/reference/restricted-zones.md. Values keep the source's status; the Korean lines are our
 * wording of the CSV's notes. Ordinances change yearly: every row records `asOf`.
 */

export interface OrdinanceSeed {
  sido: string;
  sigungu: string;
  roadM: number | null;
  residentialM: number | null;
  /** Extra lines of the ordinance summary (Korean). */
  lines: string[];
  asOf: string;
  status: string;
  source: string;
}

const MEASURE_LINE =
  '측정 방법: 도로 끝선 또는 주거지 경계에서 개발행위 부지 경계까지의 직선거리(지자체 조례 문구 기준).';
const EXEMPT_LINE =
  '예외: 건축물 지붕 설치, 자가소비용, 공공 사업 등은 조례에 따라 이격거리 적용이 제외될 수 있습니다.';

/** A blog comparing municipal ordinances: the only source of the rows below, none confirmed. */
const BLOG_SOURCE = 'https://imunfarm.pages.dev/agrivoltaics/municipal-solar-permit-variations';

/** The 시군구 whose figures only the blog reports (status and source added below). */
const BLOG_REPORTED: Omit<OrdinanceSeed, 'status' | 'source'>[] = [
  {
    sido: '경북',
    sigungu: '울진군',
    roadM: 1000,
    residentialM: 1000,
    lines: ['2차 자료(블로그) 보도 수치'],
    asOf: '~2024',
  },
  {
    sido: '경북',
    sigungu: '청송군',
    roadM: 1000,
    residentialM: 1000,
    lines: ['2차 자료(블로그) 보도 수치'],
    asOf: '~2024',
  },
  {
    sido: '전남',
    sigungu: '구례군',
    roadM: 1000,
    residentialM: null,
    lines: ['도로 1 km 이상 보도, 주거 기준 미확인'],
    asOf: '~2024',
  },
  {
    sido: '전남',
    sigungu: '장흥군',
    roadM: 1000,
    residentialM: null,
    lines: ['도로 1 km 이상 보도(관리계획조례 제20조의2)'],
    asOf: '~2024',
  },
  {
    sido: '경기',
    sigungu: '동두천시',
    roadM: 0,
    residentialM: 100,
    lines: ['2023 정부 가이드라인(주거 100 m 이하, 도로 없음)에 맞춘 것으로 보도'],
    asOf: '2024',
  },
  {
    sido: '경기',
    sigungu: '연천군',
    roadM: 0,
    residentialM: 100,
    lines: ['2023 정부 가이드라인에 맞춘 것으로 보도'],
    asOf: '2024',
  },
];

export const ORDINANCE_SEED: OrdinanceSeed[] = [
  {
    sido: '강원',
    sigungu: '춘천시',
    roadM: 100,
    residentialM: 100,
    lines: [
      '대상 도로: 고속도로·국도·지방도·도시계획도로·농어촌도로(면도·리도)',
      '건축물·임야 외 토지의 100 kW 이하 시설은 제외',
    ],
    asOf: '2018-06-30',
    status: 'confirmed',
    source: 'http://www.chamnews.net/news/articleView.html?idxno=91596',
  },
  {
    sido: '충북',
    sigungu: '진천군',
    roadM: 100,
    residentialM: 100,
    lines: [
      '관광지 100 m (종전: 도로·관광지 200 m, 주거밀집 300 m)',
      '안전·경관 문제가 없으면 100 m 이내도 허용 가능',
    ],
    asOf: '~2023',
    status: 'confirmed (date approx.)',
    source: 'http://www.ccdailynews.com/news/articleView.html?idxno=935149',
  },
  {
    sido: '전남',
    sigungu: '완도군',
    roadM: 1000,
    residentialM: 500,
    lines: [
      '5호 미만 주거 100 m, 문화재 500 m, 관광지 500 m',
      '대상 도로에 면도·농도·이도 포함',
      '주거 100 m / 도로 15 m 로 완화하는 개정안 제출(처리 여부 미확인)',
      MEASURE_LINE,
      EXEMPT_LINE,
    ],
    asOf: '2024-01-29',
    status: 'confirmed',
    source:
      'https://thoth1309.com (완도군 군계획조례 제20조의2 요약); https://parangsolar.tistory.com/1501',
  },
  {
    sido: '경남',
    sigungu: '함양군',
    roadM: 100,
    residentialM: 200,
    lines: [
      '위 거리는 발표된 개정안의 수치입니다. 개정 전 기준은 도로 800 m, 주거밀집지역 500 m입니다.',
      MEASURE_LINE,
      EXEMPT_LINE,
    ],
    asOf: '~2023',
    status: 'confirmed as proposal; adoption unconfirmed',
    source: 'https://parangsolar.tistory.com/1501',
  },
  {
    sido: '전남',
    sigungu: '해남군',
    roadM: 500,
    residentialM: 500,
    lines: [
      '농어촌도로 200 m, 10호 미만 주거 100 m',
      '자연취락지구 500 m, 관광지 500 m',
      '농업용 저수지 수상태양광 금지, 산지 경사도 15° 이하',
      MEASURE_LINE,
      EXEMPT_LINE,
    ],
    asOf: '2022-09-15',
    status: 'confirmed',
    source:
      'https://thoth1309.com (해남군 군계획조례 제19조의3 요약); http://www.hnews.co.kr/news/articleView.html?idxno=50896',
  },
  {
    sido: '경남',
    sigungu: '창녕군',
    roadM: 250,
    residentialM: 250,
    lines: [
      '2023-07 산업부 가이드라인 이후 500 m → 250 m 완화',
      '2024-06 재강화 개정안 제출, 적용 대상 미확인',
    ],
    asOf: '2023-07',
    status: 'partly confirmed',
    source: 'https://www.kipa.re.kr/site/mblk/ex/board/View.do?cbIdx=237&bcIdx=9352',
  },
  {
    sido: '경북',
    sigungu: '청도군',
    roadM: 500,
    residentialM: 500,
    lines: ['도로·철도·주거밀집지역 모두 300 m → 500 m 강화'],
    asOf: '2024-08',
    status: 'confirmed',
    source: 'https://www.kipa.re.kr/site/mblk/ex/board/View.do?cbIdx=237&bcIdx=9352',
  },
  {
    sido: '대구',
    sigungu: '군위군',
    roadM: 500,
    residentialM: 200,
    lines: ['군도 200 m, 10호 미만 주거 100 m', '관광지·공공시설 500 m, 우량농지 제한'],
    asOf: '2018-11 (proposal)',
    status: 'confirmed as proposal',
    source: 'https://www.imaeil.com/page/view/2018111408085677855',
  },
  {
    sido: '충북',
    sigungu: '음성군',
    roadM: 200,
    residentialM: 200,
    lines: ['자연취락지구·문화재·관광지·자연휴양림 200 m', '자가소비용·지붕 설치 제외'],
    asOf: '2020-12-28',
    status: 'confirmed',
    source: 'https://hankyung.com/amp/202012267914Y',
  },
  {
    sido: '충북',
    sigungu: '증평군',
    roadM: 200,
    residentialM: 200,
    lines: [
      '5호 미만 주거 100 m, 우량농지 제한',
      '공공·자가소비용·지붕 설치 제외(개발행위 운영지침)',
    ],
    asOf: '2016-11',
    status: 'confirmed (may be superseded)',
    source: 'https://www.yna.co.kr/view/AKR20161125088100064',
  },
  {
    sido: '전북',
    sigungu: '군산시',
    roadM: 150,
    residentialM: 150,
    lines: ['공공시설·문화재 500 m'],
    asOf: '2019-10',
    status: 'confirmed',
    source: 'https://www.hankookilbo.com/News/Read/201910131279025370',
  },
  {
    sido: '전북',
    sigungu: '익산시',
    roadM: 200,
    residentialM: 200,
    lines: [
      '2차로(포장폭 6 m) 이상 도로 기준',
      '10호 이상 주거 200 m (사업면적 5,000 ㎡ 이상이면 300 m), 10호 미만 100 m',
      '하천·저수지 200 m, 주민 80% 동의 시 예외',
      MEASURE_LINE,
    ],
    asOf: '2023-01-01',
    status: 'confirmed',
    source: 'https://newspim.com/news/view/20221209000316',
  },
  {
    sido: '경북',
    sigungu: '문경시',
    roadM: 500,
    residentialM: null,
    lines: ['도로법상 개설된 도로 500 m', '주거 기준 수치 미확인'],
    asOf: '2023-12-29',
    status: 'partly confirmed',
    source: 'https://thoth1309.com (문경시 도시계획조례 제20조의2 요약)',
  },
  ...BLOG_REPORTED.map((seed): OrdinanceSeed => ({
    ...seed,
    status: 'reported (unconfirmed)',
    source: BLOG_SOURCE,
  })),
  {
    sido: '전남',
    sigungu: '장성군',
    roadM: null,
    residentialM: null,
    lines: ['군계획조례 제20조의2에 이격거리 조항 있음, 수치 미확인'],
    asOf: '2024',
    status: 'unconfirmed',
    source: 'https://thoth1309.com (장성군 요약)',
  },
  {
    sido: '전남',
    sigungu: '화순군',
    roadM: null,
    residentialM: null,
    lines: ['군계획조례 제20조의2에 이격거리 조항 있음, 수치 미확인'],
    asOf: '2024',
    status: 'unconfirmed',
    source: 'https://thoth1309.com (화순군 요약)',
  },
  {
    sido: '경북',
    sigungu: '봉화군',
    roadM: null,
    residentialM: null,
    lines: ['군계획조례 제18조의2에 이격거리 조항 있음, 수치 미확인'],
    asOf: '2024',
    status: 'unconfirmed',
    source: 'https://thoth1309.com (봉화군 요약)',
  },
  {
    sido: '전남',
    sigungu: '무안군',
    roadM: null,
    residentialM: null,
    lines: ['관리계획 조례 2024-04-01 개정, 이격거리 수치 미확인'],
    asOf: '2024-04-01',
    status: 'unconfirmed',
    source: 'https://ulex.co.kr (무안군 관리계획 조례)',
  },
];

/** The ordinance text as stored: distances first, then the notes, one item a line. */
export function ordinanceContent(seed: OrdinanceSeed): string {
  const lines: string[] = [];
  if (seed.roadM !== null)
    lines.push(seed.roadM === 0 ? '도로: 이격거리 없음' : `도로: ${seed.roadM} m 이상`);
  if (seed.residentialM !== null) lines.push(`주거지역: ${seed.residentialM} m 이상`);
  lines.push(...seed.lines);
  return lines.join('\n');
}

/** The source table's confirmation states as the owner reads them (setback-ordinances.md). */
const STATUS_TEXT: Record<string, string> = {
  confirmed: '조례 원문 확인',
  'confirmed (date approx.)': '조례 원문 확인(시행일은 추정)',
  'confirmed (may be superseded)': '조례 원문 확인(이후 개정되었을 수 있음)',
  'confirmed as proposal': '개정안 확인',
  'confirmed as proposal; adoption unconfirmed': '개정안 확인(의결 여부 미확인)',
  'partly confirmed': '일부 내용만 확인',
  'reported (unconfirmed)': '언론 보도 내용(원문 미확인)',
  unconfirmed: '원문 미확인',
};

/** '2024' → '2024년', '2023-07' → '2023년 7월', '~2023' → '2023년 이전', '2018-11 (proposal)' → '2018년 11월 개정안'. */
function asOfText(asOf: string): string {
  const before = asOf.startsWith('~');
  const proposal = asOf.includes('proposal');
  const match = /(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(asOf);
  if (!match) return asOf;
  const [, year, month, day] = match;
  let text = `${year}년`;
  if (month) text += ` ${Number(month)}월`;
  if (day) text += ` ${Number(day)}일`;
  if (before) text += ' 이전';
  if (proposal) text += ' 개정안';
  return text;
}

/**
 * The line under the ordinance text: when it was last known and how well it is confirmed, in
 * Korean. The source address stays in the table (`source`) for operators, not in the owner's text.
 */
export function ordinanceNote(seed: Pick<OrdinanceSeed, 'asOf' | 'status'>): string {
  // A proposal's figures say when it was announced and whether it passed, in one statement.
  if (seed.status.includes('proposal')) {
    const announced = asOfText(seed.asOf.replace(/\s*\(proposal\)/, ''));
    const adoption = seed.status.includes('adoption unconfirmed')
      ? '의결 여부 미확인'
      : '개정안 원문 확인';
    return `${announced} 발표된 개정안 수치 · ${adoption}`;
  }
  return `${asOfText(seed.asOf)} 기준 · ${STATUS_TEXT[seed.status] ?? '원문 미확인'}`;
}

export function ordinanceContent2(seed: OrdinanceSeed): string {
  return ordinanceNote(seed);
}

/**
 * Zones that block ground PV in practice (class BLOCK in restricted-zones.md, table B and the
 * environmental guideline's "avoid" list). The reference gives one national list, not one per
 * region, so every 시도 gets the same list until regional lists are researched.
 */
export const LIMIT_ZONES: { name: string; confidence: string }[] = [
  { name: '개발제한구역', confidence: 'K' },
  { name: '공익용산지', confidence: 'K' },
  { name: '농업진흥구역', confidence: 'K' },
  { name: '상수원보호구역', confidence: 'K' },
  { name: '통제보호구역', confidence: 'K' },
  { name: '자연공원', confidence: 'C' },
  { name: '공원자연보존지구', confidence: 'C' },
  { name: '생태·경관보전지역', confidence: 'C' },
  { name: '습지보호지역', confidence: 'C' },
  { name: '야생생물 특별보호구역', confidence: 'C' },
  { name: '백두대간 보호지역', confidence: 'C' },
  { name: '생태자연도 1등급', confidence: 'C' },
  { name: '자연환경보전지역', confidence: 'K' },
];

export const LIMIT_AREA_SOURCE =
  'shared/reference/restricted-zones.md (B: BLOCK rows; A: 환경부 육상태양광 협의지침 회피지역)';

export const SIDO_NAMES: Record<string, string> = {
  '11': '서울특별시',
  '26': '부산광역시',
  '27': '대구광역시',
  '28': '인천광역시',
  '29': '광주광역시',
  '30': '대전광역시',
  '31': '울산광역시',
  '36': '세종특별자치시',
  '41': '경기도',
  '42': '강원도(구 코드)',
  '43': '충청북도',
  '44': '충청남도',
  '45': '전라북도(구 코드)',
  '46': '전라남도',
  '47': '경상북도',
  '48': '경상남도',
  '50': '제주특별자치도',
  '51': '강원특별자치도',
  '52': '전북특별자치도',
};

export function limitAreaText(): string {
  return LIMIT_ZONES.map((zone) => zone.name).join(',');
}

export function limitAreaConfidence(): string {
  return (
    LIMIT_ZONES.map((zone) => `${zone.name} ${zone.confidence}`).join(', ') +
    ' (C confirmed in a cited source, K statute rule not re-verified; national list applied to every region)'
  );
}
