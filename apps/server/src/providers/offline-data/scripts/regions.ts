import { LIMIT_ZONES } from '../../../modules/land/seed-data.js';

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
export const R = {
  jejuSi: {
    sidoCode: '50',
    sido: '제주특별자치도',
    sigungu: '제주시',
    substations: ['한림', '애월', '조천', '동제주'],
  },
  seogwipo: {
    sidoCode: '50',
    sido: '제주특별자치도',
    sigungu: '서귀포시',
    substations: ['안덕', '남원', '성산'],
  },
  hamyang: { sidoCode: '48', sido: '경상남도', sigungu: '함양군', substations: ['함양', '안의'] },
  sancheong: { sidoCode: '48', sido: '경상남도', sigungu: '산청군', substations: ['산청', '단성'] },
  hadong: { sidoCode: '48', sido: '경상남도', sigungu: '하동군', substations: ['하동', '진교'] },
  muan: { sidoCode: '46', sido: '전라남도', sigungu: '무안군', substations: ['무안', '해제'] },
  jindo: { sidoCode: '46', sido: '전라남도', sigungu: '진도군', substations: ['진도'] },
  sinan: {
    sidoCode: '46',
    sido: '전라남도',
    sigungu: '신안군',
    substations: ['압해', '비금', '지도'],
  },
  cheongyang: {
    sidoCode: '44',
    sido: '충청남도',
    sigungu: '청양군',
    substations: ['청양', '정산'],
  },
  hongseong: { sidoCode: '44', sido: '충청남도', sigungu: '홍성군', substations: ['홍성', '광천'] },
  uiseong: { sidoCode: '47', sido: '경상북도', sigungu: '의성군', substations: ['의성', '안계'] },
  imsil: {
    sidoCode: '52',
    sido: '전북특별자치도',
    sigungu: '임실군',
    substations: ['임실', '오수'],
  },
  jinan: { sidoCode: '52', sido: '전북특별자치도', sigungu: '진안군', substations: ['진안'] },
  jangsu: {
    sidoCode: '52',
    sido: '전북특별자치도',
    sigungu: '장수군',
    substations: ['장수', '장계'],
  },
  chuncheon: {
    sidoCode: '51',
    sido: '강원특별자치도',
    sigungu: '춘천시',
    substations: ['춘천', '신북', '남춘천'],
  },
  jincheon: {
    sidoCode: '43',
    sido: '충청북도',
    sigungu: '진천군',
    substations: ['진천', '광혜원'],
  },
  yeoncheon: { sidoCode: '41', sido: '경기도', sigungu: '연천군', substations: ['연천', '전곡'] },
} satisfies Record<string, Region>;

/** 시군구 with a row in shared/reference/setback-ordinances.csv (seeded by modules/land/seed-data.ts). */
export const ORDINANCE_REGIONS = new Set(['함양군', '무안군', '춘천시', '진천군', '연천군']);
/** Ordinances whose distances the reference does not give: C for roofs too (never 가능). */
export const UNKNOWN_DISTANCE_REGIONS = new Set(['무안군']);
export const LIMIT_NAMES = LIMIT_ZONES.map((zone) => zone.name);
