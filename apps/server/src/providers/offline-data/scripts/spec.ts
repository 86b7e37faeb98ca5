import type { Building } from '@haetbit/contracts';
import type { Region } from './regions.js';

// ----- parcel specifications -----
export type Grid = 'ok' | 'zero' | 'mixed' | 'none';
export type LandChar = 'current' | 'previous' | 'variant' | 'none';
export interface Spec {
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

export const barn = (archArea: number, pmsDay = '20190311'): Spec['building'] => ({
  mainPurpsCdNm: '동물및식물관련시설',
  etcPurps: '축사',
  archArea,
  pmsDay,
  useAprDay: '20191120',
});
export const warehouse = (archArea: number, pmsDay = '20170522'): Spec['building'] => ({
  mainPurpsCdNm: '창고시설',
  etcPurps: '농산물창고',
  archArea,
  pmsDay,
  useAprDay: '20171030',
});
export const factory = (archArea: number, pmsDay = '20120415'): Spec['building'] => ({
  mainPurpsCdNm: '공장',
  etcPurps: '제조업소',
  archArea,
  pmsDay,
  useAprDay: '20130109',
});
export const mushroom = (archArea: number): Spec['building'] => ({
  mainPurpsCdNm: '동물및식물관련시설',
  etcPurps: '버섯재배사',
  archArea,
  pmsDay: '20160802',
  useAprDay: '20170120',
});

export const OTHER = ['계획관리지역', '가축사육제한구역'];
