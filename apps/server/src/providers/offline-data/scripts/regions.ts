import { LIMIT_ZONES, SIDO_NAMES } from '../../../modules/land/seed-data.js';

// ----- deterministic random numbers -----
export const hash = (text: string) =>
  [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

// ----- regions -----
export interface Region {
  sidoCode: string;
  sido: string;
  sigungu: string;
  substations: string[];
}

/** A 시군구 of the dataset: its 시도's name follows from the code. */
function region(sidoCode: string, sigungu: string, substations: string[]): Region {
  const sido = SIDO_NAMES[sidoCode];
  if (!sido) throw new Error(`no 시도 has the code ${sidoCode}`);
  return { sidoCode, sido, sigungu, substations };
}

export const R = {
  jejuSi: region('50', '제주시', ['한림', '애월', '조천', '동제주']),
  seogwipo: region('50', '서귀포시', ['안덕', '남원', '성산']),
  hamyang: region('48', '함양군', ['함양', '안의']),
  sancheong: region('48', '산청군', ['산청', '단성']),
  hadong: region('48', '하동군', ['하동', '진교']),
  muan: region('46', '무안군', ['무안', '해제']),
  jindo: region('46', '진도군', ['진도']),
  sinan: region('46', '신안군', ['압해', '비금', '지도']),
  cheongyang: region('44', '청양군', ['청양', '정산']),
  hongseong: region('44', '홍성군', ['홍성', '광천']),
  uiseong: region('47', '의성군', ['의성', '안계']),
  imsil: region('52', '임실군', ['임실', '오수']),
  jinan: region('52', '진안군', ['진안']),
  jangsu: region('52', '장수군', ['장수', '장계']),
  chuncheon: region('51', '춘천시', ['춘천', '신북', '남춘천']),
  jincheon: region('43', '진천군', ['진천', '광혜원']),
  yeoncheon: region('41', '연천군', ['연천', '전곡']),
} satisfies Record<string, Region>;

/** 시군구 with a row in shared/reference/setback-ordinances.csv (seeded by modules/land/seed-data.ts). */
export const ORDINANCE_REGIONS = new Set(['함양군', '무안군', '춘천시', '진천군', '연천군']);
/** Ordinances whose distances the reference does not give: C for roofs too (never 가능). */
export const UNKNOWN_DISTANCE_REGIONS = new Set(['무안군']);
export const LIMIT_NAMES = LIMIT_ZONES.map((zone) => zone.name);
