/**
 * Generates ../parcels.json and ../README.md (the offline dataset) deterministically.
 * Run: npx tsx apps/server/src/providers/offline-data/scripts/generate.ts (writes and formats both).
 *
 * Real: the 10-digit 법정동코드 and names (국토교통부 법정동코드 전체자료; 전북 codes moved from 45 to
 * 52 with 전북특별자치도, 2024-01-18, and 강원 codes from 42 to 51 with 강원특별자치도, 2023-06-11, the
 * other eight digits unchanged), region coordinates (approximate village centres).
 * Synthetic: lot numbers, road names and numbers, polygons, land/building/grid records. They are
 * plausible, not real parcels.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Building, LngLat, Verdict } from '@haetbit/contracts';
import { mulberry32 } from '@haetbit/solar';
import { LIMIT_ZONES } from '../../../modules/land/seed-data.js';
import type { OfflineGridRow, OfflineParcel, OfflineYearRecord } from '../types.js';

// ----- deterministic random numbers -----
const hash = (text: string) =>
  [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

// ----- regions -----
interface Region {
  sidoCode: string;
  sido: string;
  sigungu: string;
  substations: string[];
}
const R = {
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
const ORDINANCE_REGIONS = new Set(['함양군', '무안군', '춘천시', '진천군', '연천군']);
/** Ordinances whose distances the reference does not give: C for roofs too (never 가능). */
const UNKNOWN_DISTANCE_REGIONS = new Set(['무안군']);
const LIMIT_NAMES = LIMIT_ZONES.map((zone) => zone.name);

// ----- parcel specifications -----
type Grid = 'ok' | 'zero' | 'mixed' | 'none';
type LandChar = 'current' | 'previous' | 'variant' | 'none';
interface Spec {
  key: string;
  region: Region;
  code: string;
  emd: string;
  ri: string | null;
  san?: boolean;
  bun: number;
  ji?: number;
  lat: number;
  lng: number;
  areaM2: number;
  jimok: string;
  intent?: 'L' | 'R';
  roadSide?: string;
  zoning?: string;
  landChar?: LandChar;
  building?: Omit<Building, 'bldNm' | 'useAprDay'> & { useAprDay?: string };
  zones?: string[] | null;
  grid?: Grid;
  road?: boolean;
  strip?: boolean;
  cnrs?: number;
  posesn?: string;
}

const barn = (archArea: number, pmsDay = '20190311'): Spec['building'] => ({
  mainPurpsCdNm: '동물및식물관련시설',
  etcPurps: '축사',
  archArea,
  pmsDay,
  useAprDay: '20191120',
});
const warehouse = (archArea: number, pmsDay = '20170522'): Spec['building'] => ({
  mainPurpsCdNm: '창고시설',
  etcPurps: '농산물창고',
  archArea,
  pmsDay,
  useAprDay: '20171030',
});
const factory = (archArea: number, pmsDay = '20120415'): Spec['building'] => ({
  mainPurpsCdNm: '공장',
  etcPurps: '제조업소',
  archArea,
  pmsDay,
  useAprDay: '20130109',
});
const mushroom = (archArea: number): Spec['building'] => ({
  mainPurpsCdNm: '동물및식물관련시설',
  etcPurps: '버섯재배사',
  archArea,
  pmsDay: '20160802',
  useAprDay: '20170120',
});

const OTHER = ['계획관리지역', '가축사육제한구역'];

const SPECS: Spec[] = [
  // 제주 (grid saturated: many zero / mixed lines)
  {
    key: 'JJ-01',
    region: R.jejuSi,
    code: '5011025025',
    emd: '한림읍',
    ri: '금악리',
    bun: 1023,
    lat: 33.3555,
    lng: 126.312,
    areaM2: 6200,
    jimok: '잡종지',
    roadSide: '소로한면',
    grid: 'zero',
  },
  {
    key: 'JJ-02',
    region: R.jejuSi,
    code: '5011025329',
    emd: '애월읍',
    ri: '고성리',
    san: true,
    bun: 45,
    lat: 33.454,
    lng: 126.407,
    areaM2: 18400,
    jimok: '임야',
    roadSide: '맹지',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '공익용산지'],
    grid: 'mixed',
  },
  {
    key: 'JJ-03',
    region: R.jejuSi,
    code: '5011025625',
    emd: '구좌읍',
    ri: '송당리',
    bun: 1234,
    ji: 2,
    lat: 33.462,
    lng: 126.777,
    areaM2: 2650,
    jimok: '목장용지',
    intent: 'R',
    building: barn(990),
    road: true,
    grid: 'mixed',
  },
  {
    key: 'JJ-04',
    region: R.jejuSi,
    code: '5011025930',
    emd: '조천읍',
    ri: '선흘리',
    san: true,
    bun: 12,
    ji: 3,
    lat: 33.51,
    lng: 126.705,
    areaM2: 9300,
    jimok: '임야',
    roadSide: '세로한면(불)',
    zoning: '자연환경보전지역',
    zones: ['자연환경보전지역', '생태·경관보전지역'],
    grid: 'none',
  },
  {
    key: 'JJ-05',
    region: R.jejuSi,
    code: '5011031030',
    emd: '한경면',
    ri: '저지리',
    bun: 2456,
    lat: 33.33,
    lng: 126.252,
    areaM2: 4100,
    jimok: '전',
    roadSide: '소로한면',
    landChar: 'previous',
    grid: 'ok',
  },
  {
    key: 'JJ-06',
    region: R.seogwipo,
    code: '5013025027',
    emd: '대정읍',
    ri: '신평리',
    bun: 876,
    ji: 1,
    lat: 33.264,
    lng: 126.272,
    areaM2: 1480,
    jimok: '대',
    intent: 'R',
    road: true,
    grid: 'ok',
  },
  {
    key: 'JJ-07',
    region: R.seogwipo,
    code: '5013025323',
    emd: '남원읍',
    ri: '한남리',
    bun: 1567,
    lat: 33.303,
    lng: 126.685,
    areaM2: 7700,
    jimok: '과수원',
    roadSide: '세로한면(가)',
    zones: ['자연취락지구', '가축사육제한구역'],
    grid: 'zero',
  },
  {
    key: 'JJ-08',
    region: R.jejuSi,
    code: '5011025328',
    emd: '애월읍',
    ri: '소길리',
    bun: 563,
    lat: 33.422,
    lng: 126.392,
    areaM2: 1210,
    jimok: '대',
    intent: 'R',
    building: warehouse(420),
    road: true,
    grid: 'ok',
  },
  {
    key: 'JJ-09',
    region: R.jejuSi,
    code: '5011025626',
    emd: '구좌읍',
    ri: '월정리',
    bun: 1780,
    lat: 33.554,
    lng: 126.795,
    areaM2: 3300,
    jimok: '전',
    roadSide: '세로한면(가)',
    landChar: 'variant',
    grid: 'mixed',
  },
  // 경남 함양군 (long ordinance)
  {
    key: 'HY-01',
    region: R.hamyang,
    code: '4887025028',
    emd: '함양읍',
    ri: '백연리',
    bun: 512,
    lat: 35.535,
    lng: 127.703,
    areaM2: 5400,
    jimok: '답',
    roadSide: '세로한면(가)',
    zoning: '농림지역',
    zones: ['농림지역', '농업진흥구역'],
    grid: 'ok',
  },
  {
    key: 'HY-02',
    region: R.hamyang,
    code: '4887025035',
    emd: '함양읍',
    ri: '죽림리',
    bun: 300,
    ji: 2,
    lat: 35.548,
    lng: 127.738,
    areaM2: 4900,
    jimok: '공장용지',
    intent: 'R',
    building: factory(1850),
    road: true,
    grid: 'ok',
  },
  {
    key: 'HY-03',
    region: R.hamyang,
    code: '4887025034',
    emd: '함양읍',
    ri: '구룡리',
    san: true,
    bun: 88,
    lat: 35.502,
    lng: 127.693,
    areaM2: 21000,
    jimok: '임야',
    roadSide: '맹지',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '준보전산지'],
    grid: 'ok',
  },
  {
    key: 'HY-04',
    region: R.hamyang,
    code: '4887025026',
    emd: '함양읍',
    ri: '신관리',
    bun: 745,
    ji: 1,
    lat: 35.515,
    lng: 127.735,
    areaM2: 2300,
    jimok: '전',
    roadSide: '소로한면',
    grid: 'mixed',
  },
  {
    key: 'HY-05',
    region: R.hamyang,
    code: '4887025029',
    emd: '함양읍',
    ri: '이은리',
    bun: 1120,
    lat: 35.532,
    lng: 127.724,
    areaM2: 3800,
    jimok: '잡종지',
    roadSide: '중로한면',
    zones: null,
    grid: 'ok',
  },
  {
    key: 'HY-06',
    region: R.hamyang,
    code: '4887025033',
    emd: '함양읍',
    ri: '웅곡리',
    bun: 403,
    lat: 35.493,
    lng: 127.718,
    areaM2: 145,
    jimok: '구거',
    roadSide: '세로한면(가)',
    strip: true,
    grid: 'ok',
    posesn: '국유지',
  },
  // 경남 산청군 (no ordinance)
  {
    key: 'SC-01',
    region: R.sancheong,
    code: '4886037028',
    emd: '단성면',
    ri: '남사리',
    bun: 210,
    lat: 35.288,
    lng: 127.99,
    areaM2: 3100,
    jimok: '전',
    roadSide: '소로한면',
    grid: 'ok',
  },
  {
    key: 'SC-02',
    region: R.sancheong,
    code: '4886038021',
    emd: '신안면',
    ri: '하정리',
    bun: 655,
    ji: 3,
    lat: 35.323,
    lng: 127.948,
    areaM2: 1650,
    jimok: '대',
    intent: 'R',
    building: warehouse(612),
    road: true,
    grid: 'ok',
  },
  {
    key: 'SC-03',
    region: R.sancheong,
    code: '4886033021',
    emd: '생초면',
    ri: '어서리',
    bun: 1045,
    lat: 35.498,
    lng: 127.833,
    areaM2: 2700,
    jimok: '답',
    landChar: 'none',
    grid: 'ok',
  },
  {
    key: 'SC-04',
    region: R.sancheong,
    code: '4886031021',
    emd: '차황면',
    ri: '장위리',
    san: true,
    bun: 23,
    ji: 1,
    lat: 35.453,
    lng: 127.856,
    areaM2: 14500,
    jimok: '임야',
    roadSide: '세로각지(불)',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '공익용산지'],
    grid: 'zero',
  },
  // 경남 하동군
  {
    key: 'HD-01',
    region: R.hadong,
    code: '4885039021',
    emd: '북천면',
    ri: '방화리',
    bun: 389,
    lat: 35.079,
    lng: 127.924,
    areaM2: 4400,
    jimok: '전',
    roadSide: '세로각지(가)',
    grid: 'ok',
  },
  {
    key: 'HD-02',
    region: R.hadong,
    code: '4885037024',
    emd: '진교면',
    ri: '고룡리',
    bun: 1123,
    ji: 4,
    lat: 35.015,
    lng: 127.909,
    areaM2: 2600,
    jimok: '답',
    roadSide: '맹지',
    grid: 'ok',
  },
  {
    key: 'HD-03',
    region: R.hadong,
    code: '4885041021',
    emd: '옥종면',
    ri: '청룡리',
    bun: 567,
    lat: 35.133,
    lng: 127.957,
    areaM2: 6800,
    jimok: '공장용지',
    intent: 'R',
    building: factory(2450, '20090610'),
    road: true,
    grid: 'mixed',
  },
  // 전남 무안군 (short ordinance, values unconfirmed)
  {
    key: 'MA-01',
    region: R.muan,
    code: '4684032030',
    emd: '몽탄면',
    ri: '사천리',
    bun: 488,
    lat: 34.933,
    lng: 126.53,
    areaM2: 5900,
    jimok: '답',
    roadSide: '세로한면(가)',
    zoning: '농림지역',
    zones: ['농림지역', '농업진흥구역'],
    grid: 'ok',
  },
  {
    key: 'MA-02',
    region: R.muan,
    code: '4684033022',
    emd: '청계면',
    ri: '청계리',
    bun: 1203,
    ji: 1,
    lat: 34.902,
    lng: 126.436,
    areaM2: 2200,
    jimok: '대',
    intent: 'R',
    building: barn(780),
    road: true,
    grid: 'ok',
  },
  {
    key: 'MA-03',
    region: R.muan,
    code: '4684034023',
    emd: '현경면',
    ri: '평산리',
    bun: 2211,
    lat: 35.033,
    lng: 126.353,
    areaM2: 3600,
    jimok: '전',
    roadSide: '세로한면(불)',
    grid: 'zero',
  },
  {
    key: 'MA-04',
    region: R.muan,
    code: '4684036023',
    emd: '해제면',
    ri: '만풍리',
    bun: 354,
    lat: 35.1,
    lng: 126.293,
    areaM2: 12800,
    jimok: '잡종지',
    roadSide: '소로각지',
    grid: 'ok',
  },
  {
    key: 'MA-05',
    region: R.muan,
    code: '4684037023',
    emd: '운남면',
    ri: '연리',
    bun: 1567,
    ji: 2,
    lat: 34.873,
    lng: 126.315,
    areaM2: 8700,
    jimok: '잡종지',
    roadSide: '세로한면(가)',
    landChar: 'previous',
    grid: 'mixed',
  },
  {
    key: 'MA-06',
    region: R.muan,
    code: '4684033030',
    emd: '청계면',
    ri: '도대리',
    bun: 98,
    lat: 34.915,
    lng: 126.458,
    areaM2: 990,
    jimok: '대',
    intent: 'R',
    road: true,
    grid: 'ok',
  },
  // 전남 진도군
  {
    key: 'JD-01',
    region: R.jindo,
    code: '4690034023',
    emd: '임회면',
    ri: '용호리',
    bun: 678,
    lat: 34.401,
    lng: 126.183,
    areaM2: 3900,
    jimok: '전',
    roadSide: '소로한면',
    grid: 'ok',
  },
  {
    key: 'JD-02',
    region: R.jindo,
    code: '4690035021',
    emd: '지산면',
    ri: '인지리',
    bun: 1450,
    lat: 34.433,
    lng: 126.142,
    areaM2: 5200,
    jimok: '답',
    roadSide: '세로한면(가)',
    landChar: 'variant',
    grid: 'zero',
  },
  {
    key: 'JD-03',
    region: R.jindo,
    code: '4690033021',
    emd: '의신면',
    ri: '사천리',
    san: true,
    bun: 5,
    lat: 34.452,
    lng: 126.312,
    areaM2: 25600,
    jimok: '임야',
    roadSide: '맹지',
    zoning: '보전관리지역',
    zones: null,
    grid: 'ok',
  },
  // 전남 신안군
  {
    key: 'SA-01',
    region: R.sinan,
    code: '4691025321',
    emd: '압해읍',
    ri: '복룡리',
    bun: 1122,
    lat: 34.862,
    lng: 126.333,
    areaM2: 19800,
    jimok: '염전',
    roadSide: '소로한면',
    grid: 'zero',
  },
  {
    key: 'SA-02',
    region: R.sinan,
    code: '4691034021',
    emd: '비금면',
    ri: '광대리',
    bun: 2034,
    lat: 34.742,
    lng: 125.923,
    areaM2: 11200,
    jimok: '잡종지',
    roadSide: '세로한면(가)',
    zoning: '자연환경보전지역',
    zones: ['자연환경보전지역', '자연공원'],
    grid: 'mixed',
  },
  {
    key: 'SA-03',
    region: R.sinan,
    code: '4691025021',
    emd: '지도읍',
    ri: '내양리',
    bun: 754,
    ji: 1,
    lat: 35.05,
    lng: 126.213,
    areaM2: 1900,
    jimok: '대',
    intent: 'R',
    building: warehouse(560),
    road: true,
    grid: 'ok',
  },
  {
    key: 'SA-04',
    region: R.sinan,
    code: '4691033021',
    emd: '자은면',
    ri: '한운리',
    bun: 1987,
    lat: 34.901,
    lng: 126.034,
    areaM2: 6100,
    jimok: '전',
    landChar: 'none',
    grid: 'ok',
  },
  {
    key: 'SA-05',
    region: R.sinan,
    code: '4691025329',
    emd: '압해읍',
    ri: '송공리',
    bun: 433,
    lat: 34.854,
    lng: 126.36,
    areaM2: 7300,
    jimok: '답',
    roadSide: '소로한면',
    grid: 'ok',
  },
  // 충남 청양군
  {
    key: 'CY-01',
    region: R.cheongyang,
    code: '4479025024',
    emd: '청양읍',
    ri: '벽천리',
    bun: 233,
    lat: 36.462,
    lng: 126.812,
    areaM2: 3400,
    jimok: '대',
    intent: 'R',
    building: mushroom(1320),
    road: true,
    grid: 'ok',
  },
  {
    key: 'CY-02',
    region: R.cheongyang,
    code: '4479031021',
    emd: '운곡면',
    ri: '위라리',
    san: true,
    bun: 101,
    ji: 2,
    lat: 36.533,
    lng: 126.821,
    areaM2: 16700,
    jimok: '임야',
    roadSide: '세로한면(가)',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '임업용산지'],
    grid: 'mixed',
  },
  {
    key: 'CY-03',
    region: R.cheongyang,
    code: '4479033021',
    emd: '정산면',
    ri: '서정리',
    bun: 512,
    lat: 36.412,
    lng: 126.948,
    areaM2: 2900,
    jimok: '전',
    roadSide: '세로한면(가)',
    zones: null,
    grid: 'ok',
  },
  {
    key: 'CY-04',
    region: R.cheongyang,
    code: '4479039021',
    emd: '비봉면',
    ri: '록평리',
    bun: 76,
    ji: 5,
    lat: 36.532,
    lng: 126.723,
    areaM2: 4300,
    jimok: '답',
    roadSide: '맹지',
    grid: 'zero',
  },
  {
    key: 'CY-05',
    region: R.cheongyang,
    code: '4479038021',
    emd: '화성면',
    ri: '산정리',
    bun: 801,
    lat: 36.412,
    lng: 126.734,
    areaM2: 9800,
    jimok: '잡종지',
    roadSide: '중로한면',
    grid: 'ok',
  },
  {
    key: 'CY-06',
    region: R.cheongyang,
    code: '4479032029',
    emd: '대치면',
    ri: '대치리',
    bun: 345,
    lat: 36.478,
    lng: 126.852,
    areaM2: 3700,
    jimok: '전',
    roadSide: '소로한면',
    landChar: 'previous',
    grid: 'ok',
  },
  // 충남 홍성군
  {
    key: 'HS-01',
    region: R.hongseong,
    code: '4480025625',
    emd: '홍북읍',
    ri: '신경리',
    bun: 1001,
    lat: 36.602,
    lng: 126.671,
    areaM2: 8800,
    jimok: '공장용지',
    intent: 'R',
    building: factory(3120),
    road: true,
    grid: 'ok',
  },
  {
    key: 'HS-02',
    region: R.hongseong,
    code: '4480038021',
    emd: '갈산면',
    ri: '상촌리',
    bun: 552,
    ji: 1,
    lat: 36.612,
    lng: 126.572,
    areaM2: 6400,
    jimok: '답',
    roadSide: '세로한면(가)',
    zoning: '농림지역',
    zones: ['농림지역', '농업진흥구역'],
    grid: 'ok',
  },
  {
    key: 'HS-03',
    region: R.hongseong,
    code: '4480036021',
    emd: '결성면',
    ri: '읍내리',
    bun: 300,
    lat: 36.531,
    lng: 126.542,
    areaM2: 2500,
    jimok: '전',
    roadSide: '세로각지(가)',
    landChar: 'variant',
    grid: 'mixed',
  },
  {
    key: 'HS-04',
    region: R.hongseong,
    code: '4480037027',
    emd: '서부면',
    ri: '남당리',
    bun: 1234,
    lat: 36.538,
    lng: 126.471,
    areaM2: 5100,
    jimok: '잡종지',
    roadSide: '세로각지(불)',
    grid: 'ok',
  },
  {
    key: 'HS-05',
    region: R.hongseong,
    code: '4480035021',
    emd: '은하면',
    ri: '대천리',
    bun: 77,
    lat: 36.568,
    lng: 126.609,
    areaM2: 4600,
    jimok: '전',
    roadSide: '소로한면',
    grid: 'none',
  },
  // 제주 urban 동 (no 리)
  {
    key: 'JU-01',
    region: R.jejuSi,
    code: '5011013700',
    emd: '연동',
    ri: null,
    bun: 272,
    ji: 3,
    lat: 33.489,
    lng: 126.493,
    areaM2: 1652,
    jimok: '대',
    intent: 'R',
    zoning: '제2종일반주거지역',
    zones: ['제2종일반주거지역', '가축사육제한구역'],
    building: {
      mainPurpsCdNm: '창고시설',
      etcPurps: '물류창고',
      archArea: 820.5,
      pmsDay: '20190311',
      useAprDay: '20191120',
    },
    road: true,
    grid: 'ok',
  },
  {
    key: 'JU-02',
    region: R.seogwipo,
    code: '5013011200',
    emd: '중문동',
    ri: null,
    bun: 45,
    ji: 7,
    lat: 33.254,
    lng: 126.412,
    areaM2: 640,
    jimok: '대',
    intent: 'R',
    zoning: '제2종일반주거지역',
    zones: ['제2종일반주거지역'],
    road: true,
    grid: 'mixed',
  },
  // 경북 의성군
  {
    key: 'US-01',
    region: R.uiseong,
    code: '4773043034',
    emd: '안계면',
    ri: '안정리',
    bun: 1345,
    lat: 36.389,
    lng: 128.44,
    areaM2: 7600,
    jimok: '답',
    roadSide: '소로한면',
    grid: 'ok',
  },
  {
    key: 'US-02',
    region: R.uiseong,
    code: '4773044036',
    emd: '다인면',
    ri: '서릉리',
    san: true,
    bun: 77,
    lat: 36.452,
    lng: 128.342,
    areaM2: 23400,
    jimok: '임야',
    roadSide: '세로한면(불)',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '공익용산지'],
    grid: 'ok',
  },
  {
    key: 'US-03',
    region: R.uiseong,
    code: '4773046034',
    emd: '안평면',
    ri: '창길리',
    bun: 902,
    lat: 36.461,
    lng: 128.648,
    areaM2: 2800,
    jimok: '대',
    intent: 'R',
    building: warehouse(960, '20151103'),
    road: true,
    grid: 'zero',
  },
  {
    key: 'US-04',
    region: R.uiseong,
    code: '4773045033',
    emd: '신평면',
    ri: '용봉리',
    bun: 455,
    ji: 2,
    lat: 36.423,
    lng: 128.487,
    areaM2: 3500,
    jimok: '전',
    roadSide: '세로한면(가)',
    zones: ['계획관리지역', '상수원보호구역'],
    grid: 'ok',
  },
  {
    key: 'US-05',
    region: R.uiseong,
    code: '4773047022',
    emd: '안사면',
    ri: '안사리',
    bun: 1201,
    lat: 36.442,
    lng: 128.535,
    areaM2: 5600,
    jimok: '과수원',
    roadSide: '소로한면',
    grid: 'mixed',
    cnrs: 3,
  },
  {
    key: 'US-06',
    region: R.uiseong,
    code: '4773044042',
    emd: '다인면',
    ri: '덕지리',
    bun: 333,
    lat: 36.44,
    lng: 128.32,
    areaM2: 4000,
    jimok: '답',
    landChar: 'none',
    grid: 'zero',
  },
  // 전북특별자치도 임실·진안·장수
  {
    key: 'IS-01',
    region: R.imsil,
    code: '5275025021',
    emd: '임실읍',
    ri: '성가리',
    bun: 612,
    lat: 35.613,
    lng: 127.283,
    areaM2: 4700,
    jimok: '공장용지',
    intent: 'R',
    building: factory(1540),
    road: true,
    grid: 'ok',
  },
  {
    key: 'IS-02',
    region: R.imsil,
    code: '5275038026',
    emd: '관촌면',
    ri: '관촌리',
    bun: 1050,
    ji: 1,
    lat: 35.672,
    lng: 127.273,
    areaM2: 3300,
    jimok: '전',
    roadSide: '세로한면(가)',
    grid: 'ok',
    cnrs: 2,
  },
  {
    key: 'IS-03',
    region: R.imsil,
    code: '5275035521',
    emd: '오수면',
    ri: '오수리',
    bun: 389,
    lat: 35.544,
    lng: 127.326,
    areaM2: 2100,
    jimok: '답',
    roadSide: '맹지',
    zones: null,
    grid: 'ok',
  },
  {
    key: 'JA-01',
    region: R.jinan,
    code: '5272025021',
    emd: '진안읍',
    ri: '군상리',
    bun: 1112,
    lat: 35.792,
    lng: 127.425,
    areaM2: 4500,
    jimok: '전',
    roadSide: '소로한면',
    zoning: '농림지역',
    zones: ['농림지역', '농업진흥구역'],
    grid: 'mixed',
  },
  {
    key: 'JA-02',
    region: R.jinan,
    code: '5272037021',
    emd: '마령면',
    ri: '평지리',
    san: true,
    bun: 34,
    ji: 2,
    lat: 35.746,
    lng: 127.378,
    areaM2: 12600,
    jimok: '임야',
    roadSide: '세로한면(가)',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '준보전산지'],
    grid: 'zero',
  },
  {
    key: 'JS-01',
    region: R.jangsu,
    code: '5274033521',
    emd: '장계면',
    ri: '장계리',
    bun: 455,
    lat: 35.729,
    lng: 127.593,
    areaM2: 2900,
    jimok: '대',
    intent: 'R',
    building: barn(1100, '20180904'),
    road: true,
    grid: 'ok',
  },
  {
    key: 'JS-02',
    region: R.jangsu,
    code: '5274025021',
    emd: '장수읍',
    ri: '장수리',
    bun: 1290,
    lat: 35.648,
    lng: 127.519,
    areaM2: 6900,
    jimok: '잡종지',
    roadSide: '소로한면',
    landChar: 'previous',
    grid: 'ok',
  },
  // 강원특별자치도 춘천시 (ordinance: road 100 m, residential 100 m). Codes 42110… → 51110…
  {
    key: 'CC-01',
    region: R.chuncheon,
    code: '5111025023',
    emd: '신북읍',
    ri: '유포리',
    bun: 418,
    ji: 2,
    lat: 37.953,
    lng: 127.751,
    areaM2: 3900,
    jimok: '잡종지',
    roadSide: '소로한면',
    grid: 'ok',
  },
  {
    key: 'CC-02',
    region: R.chuncheon,
    code: '5111039025',
    emd: '동내면',
    ri: '학곡리',
    bun: 1188,
    lat: 37.843,
    lng: 127.772,
    areaM2: 2400,
    jimok: '대',
    intent: 'R',
    building: warehouse(870, '20180412'),
    road: true,
    grid: 'ok',
  },
  {
    key: 'CC-03',
    region: R.chuncheon,
    code: '5111036022',
    emd: '사북면',
    ri: '지촌리',
    bun: 627,
    lat: 37.972,
    lng: 127.661,
    areaM2: 4800,
    jimok: '전',
    roadSide: '세로한면(가)',
    grid: 'mixed',
  },
  {
    key: 'CC-04',
    region: R.chuncheon,
    code: '5111040025',
    emd: '남산면',
    ri: '창촌리',
    san: true,
    bun: 52,
    ji: 1,
    lat: 37.777,
    lng: 127.616,
    areaM2: 13800,
    jimok: '임야',
    roadSide: '맹지',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '준보전산지'],
    grid: 'ok',
  },
  // 충청북도 진천군 (ordinance: road 100 m, residential 100 m)
  {
    key: 'JC-01',
    region: R.jincheon,
    code: '4375035023',
    emd: '이월면',
    ri: '노원리',
    bun: 733,
    lat: 36.924,
    lng: 127.41,
    areaM2: 6300,
    jimok: '잡종지',
    roadSide: '세로한면(가)',
    grid: 'ok',
  },
  {
    key: 'JC-02',
    region: R.jincheon,
    code: '4375037026',
    emd: '광혜원면',
    ri: '실원리',
    bun: 244,
    ji: 5,
    lat: 36.989,
    lng: 127.441,
    areaM2: 5200,
    jimok: '공장용지',
    intent: 'R',
    building: factory(2260, '20150916'),
    road: true,
    grid: 'ok',
  },
  {
    key: 'JC-03',
    region: R.jincheon,
    code: '4375033025',
    emd: '문백면',
    ri: '평산리',
    bun: 1376,
    lat: 36.811,
    lng: 127.461,
    areaM2: 3100,
    jimok: '전',
    roadSide: '소로한면',
    grid: 'mixed',
    cnrs: 2,
  },
  {
    key: 'JC-04',
    region: R.jincheon,
    code: '4375034022',
    emd: '백곡면',
    ri: '용덕리',
    san: true,
    bun: 88,
    lat: 36.862,
    lng: 127.355,
    areaM2: 17200,
    jimok: '임야',
    roadSide: '세로한면(불)',
    zoning: '보전관리지역',
    zones: ['보전관리지역', '공익용산지'],
    grid: 'ok',
  },
  // 경기도 연천군 (ordinance reported: residential 100 m, no road setback)
  {
    key: 'YC-01',
    region: R.yeoncheon,
    code: '4180025322',
    emd: '전곡읍',
    ri: '은대리',
    bun: 312,
    ji: 4,
    lat: 38.035,
    lng: 127.076,
    areaM2: 2100,
    jimok: '목장용지',
    intent: 'R',
    building: barn(960, '20170627'),
    road: true,
    grid: 'ok',
  },
  {
    key: 'YC-02',
    region: R.yeoncheon,
    code: '4180031024',
    emd: '군남면',
    ri: '왕림리',
    bun: 569,
    lat: 38.062,
    lng: 127.043,
    areaM2: 5700,
    jimok: '잡종지',
    roadSide: '소로한면',
    zones: ['계획관리지역', '통제보호구역'],
    grid: 'ok',
  },
  {
    key: 'YC-03',
    region: R.yeoncheon,
    code: '4180032024',
    emd: '청산면',
    ri: '궁평리',
    bun: 1045,
    ji: 1,
    lat: 37.991,
    lng: 127.128,
    areaM2: 3300,
    jimok: '전',
    roadSide: '세로한면(가)',
    grid: 'zero',
  },
  {
    key: 'YC-04',
    region: R.yeoncheon,
    code: '4180025029',
    emd: '연천읍',
    ri: '고문리',
    bun: 207,
    lat: 38.114,
    lng: 127.085,
    areaM2: 4200,
    jimok: '답',
    roadSide: '세로한면(가)',
    landChar: 'previous',
    zones: null,
    grid: 'ok',
  },
];

// ----- derived records -----
const pad4 = (n: number) => String(n).padStart(4, '0');

function lotText(spec: Spec): string {
  const number = spec.ji ? `${spec.bun}-${spec.ji}` : `${spec.bun}`;
  return spec.san ? `산 ${number}` : number;
}

function pnuOf(spec: Spec): string {
  return `${spec.code}${spec.san ? '2' : '1'}${pad4(spec.bun)}${pad4(spec.ji ?? 0)}`;
}

function variantPnu(pnu: string): string {
  return `${pnu.slice(0, 10)}3${pnu.slice(11)}`;
}

const M_PER_DEG_LAT = 110_940;
const mPerDegLng = (lat: number) => 111_320 * Math.cos((lat * Math.PI) / 180);

function ringAreaLocal(points: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

function polygon(spec: Spec): LngLat[] {
  const random = mulberry32(hash(spec.key));
  let local: [number, number][];
  if (spec.strip) {
    // A ditch (구거): a long strip about 2.6 m wide, slightly skewed.
    local = [
      [0, 0],
      [55, 0.6],
      [55.3, 3.2],
      [0.3, 2.6],
    ];
  } else {
    const n = 4 + Math.floor(random() * 5);
    const aspect = 1 + random() * 1.2;
    local = [];
    for (let i = 0; i < n; i += 1) {
      const angle = ((i + (random() - 0.5) * 0.6) / n) * 2 * Math.PI;
      const radius = 0.8 + random() * 0.4;
      local.push([Math.cos(angle) * radius * aspect, Math.sin(angle) * radius]);
    }
  }
  const rotation = random() * Math.PI;
  const rotated = local.map(([x, y]) => [
    x * Math.cos(rotation) - y * Math.sin(rotation),
    x * Math.sin(rotation) + y * Math.cos(rotation),
  ]) as [number, number][];
  const scale = spec.strip ? 1 : Math.sqrt(spec.areaM2 / ringAreaLocal(rotated));
  const cx = rotated.reduce((s, p) => s + p[0], 0) / rotated.length;
  const cy = rotated.reduce((s, p) => s + p[1], 0) / rotated.length;
  return rotated.map(([x, y]) => [
    round7(spec.lng + ((x - cx) * scale) / mPerDegLng(spec.lat)),
    round7(spec.lat + ((y - cy) * scale) / M_PER_DEG_LAT),
  ]);
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

const ZONING_BY_JIMOK: Record<string, string> = {
  임야: '보전관리지역',
  답: '생산관리지역',
};
const USE_BY_JIMOK: Record<string, string> = {
  전: '전',
  답: '답',
  임야: '자연림',
  대: '단독',
  잡종지: '나지',
  과수원: '과수원',
  공장용지: '공업용',
  목장용지: '목장용지',
  염전: '염전',
  구거: '하천등',
};
const PRICE_BY_JIMOK: Record<string, number> = {
  전: 26_000,
  답: 22_000,
  임야: 6_500,
  대: 160_000,
  잡종지: 48_000,
  과수원: 31_000,
  공장용지: 115_000,
  목장용지: 18_000,
  염전: 14_000,
  구거: 3_100,
};
const SHAPES = ['부정형', '사다리형', '가로장방', '세로장방', '정방형', '자루형'];
const CAUSES = ['매매', '상속', '증여', '매매', '소유권보존'];
const MOVES = ['분할', '지목변경', '합병', '등록전환', '행정구역명칭변경'];

function landRecords(spec: Spec, pnu: string, price: number): OfflineYearRecord[] {
  const mode = spec.landChar ?? 'current';
  if (mode === 'none') return [];
  const offsets = mode === 'previous' ? [-1] : [0, -1];
  const filedUnder = mode === 'variant' ? variantPnu(pnu) : pnu;
  const random = mulberry32(hash(`${spec.key}:land`));
  const registered = Math.round(spec.areaM2 * (0.985 + random() * 0.03));
  return offsets.map((yearOffset) => ({
    yearOffset,
    pnu: filedUnder,
    lndcgrCodeNm: spec.jimok,
    lndpclAr: registered,
    prposArea1Nm: spec.zoning ?? ZONING_BY_JIMOK[spec.jimok] ?? '계획관리지역',
    ladUseSittnNm: USE_BY_JIMOK[spec.jimok] ?? spec.jimok,
    tpgrphHgCodeNm: spec.jimok === '임야' ? '완경사' : '평지',
    tpgrphFrmCodeNm: SHAPES[hash(spec.key) % SHAPES.length]!,
    roadSideCodeNm: spec.roadSide ?? (spec.intent === 'R' ? '소로한면' : '세로한면(가)'),
    pblntfPclnd: Math.round(price * (yearOffset === 0 ? 1 : 0.96)),
  }));
}

function gridFor(spec: Spec, lot: string): OfflineParcel['grid'] {
  const kind = spec.grid ?? 'ok';
  if (kind === 'none') return null;
  const random = mulberry32(hash(`${spec.key}:grid`));
  const substNm = spec.region.substations[hash(spec.key) % spec.region.substations.length]!;
  const prefix = spec.san ? '산 ' : '';
  const neighbours = [spec.bun - 3, spec.bun - 1, spec.bun + 2, spec.bun + 5]
    .filter((n) => n > 0)
    .map((n) => `${prefix}${n}`);
  const jibunList = [...new Set([lot, ...neighbours])].sort((a, b) =>
    a.localeCompare(b, 'ko', { numeric: true }),
  );
  const level = (max: number) => Math.round((0.2 + random() * 0.8) * max);
  const vols =
    kind === 'ok'
      ? [level(30_000) + 500, level(8_000) + 200, level(2_500) + 100]
      : kind === 'zero'
        ? [0, 0, 0]
        : [level(20_000) + 500, 0, level(1_800) + 100];
  const rows: OfflineGridRow[] = jibunList.map((jibun) => ({
    jibun,
    substNm,
    substPwr: 90_000 + level(60_000),
    vol1: vols[0]!,
    mtrNo: String(1 + (hash(spec.key) % 3)),
    mtrPwr: 30_000 + level(20_000),
    vol2: vols[1]!,
    dlNm: `${spec.ri ? spec.ri.replace(/리$/, '') : spec.emd.replace(/동$/, '')}`,
    dlPwr: 6_000 + level(6_000),
    vol3: vols[2]!,
  }));
  return { jibunList, rows };
}

function roadAddressFor(spec: Spec): string | null {
  if (!spec.road) return null;
  const base = (spec.ri ?? spec.emd).replace(/[리동]$/, '');
  const number = 10 + (hash(spec.key) % 190);
  const road = spec.ri ? `${base}길` : `${base}${1 + (hash(spec.key) % 4)}길`;
  return `${spec.region.sido} ${spec.region.sigungu} ${spec.ri ? `${spec.emd} ` : ''}${road} ${number}`;
}

// ----- expected verdicts (spec section 9, written independently of the service code) -----
function expectedFor(
  spec: Spec,
  parcel: Omit<OfflineParcel, 'expected'>,
): OfflineParcel['expected'] {
  const installType = spec.intent ?? 'L';
  let landType: Verdict;
  if (installType === 'R') landType = parcel.buildings.length > 0 ? 'P' : 'E';
  else if (parcel.landRecords.length === 0) landType = 'E';
  else {
    const roadSide = parcel.landRecords[0]!.roadSideCodeNm;
    landType = roadSide === '맹지' ? 'I' : roadSide.includes('불') ? 'C' : 'P';
  }
  const restrictedZone: Verdict =
    parcel.zones === null || parcel.zones.length === 0
      ? 'C'
      : parcel.zones.some((zone) => LIMIT_NAMES.includes(zone.name))
        ? 'C'
        : 'P';
  let powerLine: Verdict = 'E';
  if (parcel.grid) {
    const row = parcel.grid.rows.find((r) => r.jibun === parcel.jibun)!;
    const vols = [row.vol1, row.vol2, row.vol3];
    powerLine = vols.every((v) => v > 0) ? 'P' : vols.every((v) => v === 0) ? 'I' : 'C';
  }
  const hasOrdinance = ORDINANCE_REGIONS.has(spec.region.sigungu);
  const unknownDistance = UNKNOWN_DISTANCE_REGIONS.has(spec.region.sigungu);
  const ordinance: Verdict = hasOrdinance && (installType === 'L' || unknownDistance) ? 'C' : 'P';
  const verdicts = [landType, restrictedZone, powerLine, ordinance];
  const total = verdicts.every((v) => v === 'P')
    ? 'P'
    : verdicts.some((v) => v === 'C' || v === 'E')
      ? 'C'
      : 'I';
  const capacity =
    installType === 'R' && parcel.buildings.length === 0
      ? 'needs_area'
      : spec.strip
        ? 'undetermined'
        : 'ok';
  return {
    installType,
    landType,
    restrictedZone,
    powerLine,
    ordinance,
    total,
    capacity,
    ordinanceFolded: spec.region.sigungu === '함양군',
  };
}

function casesFor(
  spec: Spec,
  expected: OfflineParcel['expected'],
  parcel: Omit<OfflineParcel, 'expected'>,
): string[] {
  const cases: string[] = [];
  if (expected.installType === 'R')
    cases.push(parcel.buildings.length ? 'roof with building' : 'roof without building data');
  if (expected.installType === 'L') {
    if (expected.landType === 'I') cases.push('land I (맹지)');
    else if (expected.landType === 'C') cases.push('land C (road access 불)');
    else if (expected.landType === 'P') cases.push('land P');
  }
  if (spec.landChar === 'previous') cases.push('land characteristics only in the previous year');
  if (spec.landChar === 'variant') cases.push('land characteristics only under the variant pnu');
  if (spec.landChar === 'none') cases.push('no land characteristics');
  if (expected.capacity === 'undetermined') cases.push('capacity cannot be determined');
  if (parcel.zones === null) cases.push('restricted zone: none found');
  else if (expected.restrictedZone === 'C') cases.push('restricted zone: in limit list');
  else cases.push('restricted zone: other');
  if (!parcel.grid) cases.push('power line: no data');
  else
    cases.push(
      `power line: ${{ P: 'all above 0', I: 'all 0', C: 'mixed' }[expected.powerLine as 'P' | 'I' | 'C']}`,
    );
  cases.push(
    ORDINANCE_REGIONS.has(spec.region.sigungu)
      ? expected.ordinanceFolded
        ? 'ordinance long (folded)'
        : 'ordinance present'
      : 'ordinance absent',
  );
  if (spec.region.sidoCode === '50') cases.push('Jeju pnu');
  if (spec.san) cases.push('산 lot');
  if (!parcel.roadAddress) cases.push('no road address');
  return cases;
}

function build(spec: Spec): OfflineParcel {
  const pnu = pnuOf(spec);
  const lot = lotText(spec);
  const jejuFactor = spec.region.sidoCode === '50' ? 1.8 : 1;
  const urbanFactor = spec.ri ? 1 : 5.2;
  const price = Math.round((PRICE_BY_JIMOK[spec.jimok] ?? 20_000) * jejuFactor * urbanFactor);
  const random = mulberry32(hash(`${spec.key}:misc`));
  const boundary = polygon(spec);
  const lat = round7(boundary.reduce((s, p) => s + p[1], 0) / boundary.length);
  const lng = round7(boundary.reduce((s, p) => s + p[0], 0) / boundary.length);
  const address = `${spec.region.sido} ${spec.region.sigungu} ${spec.emd}${spec.ri ? ` ${spec.ri}` : ''} ${lot}`;
  const buildings: Building[] = spec.building
    ? [{ bldNm: null, useAprDay: null, ...spec.building }]
    : [];
  const changeYear = 1995 + Math.floor(random() * 28);
  const base: Omit<OfflineParcel, 'expected'> & { expected?: never } = {
    key: spec.key,
    cases: [],
    pnu,
    sidoCode: spec.region.sidoCode,
    sido: spec.region.sido,
    sigungu: spec.region.sigungu,
    emd: spec.emd,
    ri: spec.ri,
    jibun: lot,
    address,
    roadAddress: roadAddressFor(spec),
    lat,
    lng,
    boundary,
    landRecords: landRecords(spec, pnu, price),
    prices: [0, -1, -2].map((yearOffset) => ({
      yearOffset,
      pblntfPclnd: Math.round(price * (1 + yearOffset * 0.04)),
      pblntfDe: '05-31',
    })),
    possession: {
      posesnSeCodeNm: spec.posesn ?? '개인',
      ownshipChgCauseCodeNm: CAUSES[hash(spec.key) % CAUSES.length]!,
      ownshipChgDe: `${changeYear}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      cnrsPsnCo: spec.cnrs ?? 0,
    },
    movements: [
      {
        landMovRsnCdNm: MOVES[hash(spec.key) % MOVES.length]!,
        landMovYmd: `${changeYear - 3}-03-1${hash(spec.key) % 10}`,
      },
      ...(hash(spec.key) % 3 === 0
        ? [{ landMovRsnCdNm: '지목변경', landMovYmd: `${changeYear + 1}-09-20` }]
        : []),
    ],
    buildings,
    zones:
      spec.zones === null
        ? null
        : (spec.zones ?? (spec.ri ? OTHER : ['제2종일반주거지역'])).map((name, index) => ({
            name,
            relation: index === 0 ? '포함' : '저촉',
          })),
    grid: gridFor(spec, lot),
  };
  const expected = expectedFor(spec, base);
  return { ...base, cases: casesFor(spec, expected, base), expected };
}

// ----- output -----
const parcels = SPECS.map(build);
const keys = new Set(parcels.map((p) => p.pnu));
if (keys.size !== parcels.length) throw new Error('duplicate pnu');

const here = fileURLToPath(new URL('..', import.meta.url));
// Data, not code: the server loads parcels.json through offline-data/schema.ts.
writeFileSync(`${here}parcels.json`, `${JSON.stringify(parcels, null, 1)}\n`);
// Format like the rest of the tree (the committed file is the prettier output).
execFileSync('npx', ['prettier', '--write', `${here}parcels.json`], { stdio: 'ignore' });

const rows = parcels.map(
  (p) =>
    `| ${p.key} | ${p.pnu} | ${p.address} | ${p.roadAddress ?? '—'} | ${p.expected.installType} | ${p.expected.landType} | ${p.expected.restrictedZone} | ${p.expected.powerLine} | ${p.expected.ordinance} | **${p.expected.total}** | ${p.expected.capacity} | ${p.cases.join('; ')} |`,
);
const regions = [...new Set(parcels.map((p) => `${p.sido} ${p.sigungu}`))];
writeFileSync(
  `${here}README.md`,
  `# Offline dataset (generated)

Generated by \`scripts/generate.ts\` (deterministic; run it with \`npx tsx\` and commit both outputs).
${parcels.length} parcels in ${regions.length} 시군구 of ${new Set(parcels.map((p) => p.sidoCode)).size} 시도:
${regions.join(', ')}.

## What is real and what is not
- **Real**: the 10-digit 법정동코드 and the names of 시도/시군구/읍면동/리 (국토교통부 법정동코드 전체자료;
  전북 codes written with the 전북특별자치도 prefix 52 in force since 2024-01-18, 강원 codes with the
  강원특별자치도 prefix 51 in force since 2023-06-11), approximate village coordinates, the vocabularies
  (지목, 도로접면, 지형, 소유구분 ...), the ordinance and limit-list rows (seeded from shared/reference).
  Note: the reference's example PNU 4413310300100120003 ("천안 동남구 신부동") splits as 시군구 44133
  (서북구) while its building example sends 44131 (동남구); being inconsistent, it is used only as a
  contract-test fixture, not in this dataset.
- **Synthetic** (plausible, not real parcels): lot numbers, road names and building numbers, polygons
  (irregular 4-8 vertex rings scaled to the listed area), land, price, possession, movement, building
  and KEPCO records, substation and line names. Years are stored as offsets from the current year.

## Where the 강원, 충북 and 경기 codes come from
The 12 codes of 춘천시 (CC-*), 진천군 (JC-*) and 연천군 (YC-*) were read from a public copy of the
법정동코드 전체자료 (\`법정동코드 전체자료.txt\` in github.com/brainer3220/Korean-legal-administration-code,
an edition from before 2023-06-11, all rows marked 존재): 춘천시 신북읍 유포리 4211025023, 동내면 학곡리
4211039025, 사북면 지촌리 4211036022, 남산면 창촌리 4211040025; 진천군 이월면 노원리 4375035023,
광혜원면 실원리 4375037026, 문백면 평산리 4375033025, 백곡면 용덕리 4375034022; 연천군 전곡읍 은대리
4180025322, 군남면 왕림리 4180031024, 청산면 궁평리 4180032024, 연천읍 고문리 4180025029. The 춘천 codes
are written with the 강원특별자치도 prefix 51 (42110… → 51110…, the other eight digits unchanged, as
public post-2023 references show for 신북읍 5111025000 and 원주 문막읍 문막리 5113025021). 춘천시,
진천군 and 연천군 each have a row in shared/reference/setback-ordinances.csv, so their land parcels read C.

## Verdict columns
Feasibility items per spec section 9 (E = pending marker: data missing). Install type R = roof,
L = land. Ordinance: land in a region with an ordinance is C, roofs are P (rooftop PV is commonly
exempt) unless the ordinance's distances are unknown (무안군: C), no ordinance is P with the 'no
ordinance' text. Capacity: ok, needs_area (roof without
building data: the user enters the area) or undetermined (no module fits).

| key | pnu | jibun address | road address | type | land | zone | line | ordinance | total | capacity | cases |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
);
console.log(`wrote ${parcels.length} parcels`);
