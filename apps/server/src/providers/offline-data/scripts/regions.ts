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

/** The dataset's 시군구 by 시도 code: each one's name, then its substations. */
const SIGUNGU_BY_SIDO = {
  '50': {
    jejuSi: ['제주시', '한림', '애월', '조천', '동제주'],
    seogwipo: ['서귀포시', '안덕', '남원', '성산'],
  },
  '48': {
    hamyang: ['함양군', '함양', '안의'],
    sancheong: ['산청군', '산청', '단성'],
    hadong: ['하동군', '하동', '진교'],
  },
  '46': {
    muan: ['무안군', '무안', '해제'],
    jindo: ['진도군', '진도'],
    sinan: ['신안군', '압해', '비금', '지도'],
  },
  '44': { cheongyang: ['청양군', '청양', '정산'], hongseong: ['홍성군', '홍성', '광천'] },
  '47': { uiseong: ['의성군', '의성', '안계'] },
  '52': {
    imsil: ['임실군', '임실', '오수'],
    jinan: ['진안군', '진안'],
    jangsu: ['장수군', '장수', '장계'],
  },
  '51': { chuncheon: ['춘천시', '춘천', '신북', '남춘천'] },
  '43': { jincheon: ['진천군', '진천', '광혜원'] },
  '41': { yeoncheon: ['연천군', '연천', '전곡'] },
} satisfies Record<string, Record<string, [sigungu: string, ...substations: string[]]>>;

type RegionKey = {
  [Code in keyof typeof SIGUNGU_BY_SIDO]: keyof (typeof SIGUNGU_BY_SIDO)[Code];
}[keyof typeof SIGUNGU_BY_SIDO];

/** Every 시군구 of the dataset by its key, with its 시도's code and name. */
export const R = Object.fromEntries(
  Object.entries(SIGUNGU_BY_SIDO).flatMap(([sidoCode, regions]) => {
    const sido = SIDO_NAMES[sidoCode];
    if (!sido) throw new Error(`no 시도 has the code ${sidoCode}`);
    return Object.entries(regions).map(([key, [sigungu, ...substations]]) => [
      key,
      { sidoCode, sido, sigungu, substations },
    ]);
  }),
) as Record<RegionKey, Region>;

/** 시군구 with a row in shared/reference/setback-ordinances.csv (seeded by modules/land/seed-data.ts). */
export const ORDINANCE_REGIONS = new Set(['함양군', '무안군', '춘천시', '진천군', '연천군']);
/**
 * 시도 whose every substation is a 계통관리변전소 (modules/land/siting-seed.ts, from
 * shared/reference/market-2024-2026.md §1.3): all of 전남, every 154 kV substation of 제주.
 */
export const MANAGED_SIDO_CODES = new Set(['46', '50']);
export const LIMIT_NAMES = LIMIT_ZONES.map((zone) => zone.name);
