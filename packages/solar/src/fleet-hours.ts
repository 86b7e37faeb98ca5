// Fleet daily generation hours by region (reference/forecast-and-finance.md B.1, C.1): what the
// regional calibration (calibration.ts) aims at. Data only, so the owner's device can list it.
import type { Sourced } from './assumptions.js';

export type FleetRegion =
  'national' | 'jeonnam' | 'gyeongnamJeonbuk' | 'capital' | 'gangwon' | 'jeju';

export interface FleetHours {
  label: string;
  hoursPerDay: Sourced<number>;
  /** Allowed deviation of the engine's regional mean, %. */
  tolerancePct: number;
}

const fleet = (
  label: string,
  value: number,
  tolerancePct: number,
  status: Sourced<number>['status'],
  source: string,
): FleetHours => ({
  label,
  hoursPerDay: { value, unit: 'h/day', status, source },
  tolerancePct,
});

/** Fleet daily generation hours by region (reference C.1). */
export const FLEET_HOURS: Record<FleetRegion, FleetHours> = {
  national: fleet(
    '전국 (충청·경북 등)',
    3.65,
    4,
    'confirmed',
    '솔라커넥트 SAEM ~3,300 plants: 3.67 h (2020), 3.74 h (2019) (전기신문 2021-01); KMA check 3.64 h (derived)',
  ),
  jeonnam: fleet(
    '전남·광주',
    3.79,
    4,
    'confirmed',
    '엔라이튼 ~10,000 plants 2021: 전남 3.79 h, the highest (enlighten.kr/insight/biz-development/8198)',
  ),
  gyeongnamJeonbuk: fleet(
    '경남·전북·부산·울산',
    3.7,
    5,
    'confirmed',
    '엔라이튼 2021: top three 전남, 경남, 전북 (enlighten.kr/insight/biz-development/8198); value reference C.1',
  ),
  capital: fleet(
    '서울·경기·인천',
    3.57,
    5,
    'confirmed',
    '엔라이튼 2021: 경기 among the bottom three, above 강원 3.54 (enlighten.kr 8198); value reference C.1',
  ),
  gangwon: fleet(
    '강원',
    3.54,
    5,
    'confirmed',
    '엔라이튼 2021: 강원 3.54 h, the lowest (enlighten.kr/insight/biz-development/8198)',
  ),
  jeju: fleet(
    '제주',
    3.45,
    6,
    'unconfirmed',
    'conflict: 엔라이튼 2021 puts 제주 in the bottom three at or above 3.54; a regional series gives 0.91 x national = 3.3 (low confidence); reference C.1 3.45',
  ),
};

/** The fleet region of a station's 시도 (stations.ts `region`). */
export function fleetRegionOf(region: string): FleetRegion {
  switch (region) {
    case '전남':
    case '광주':
      return 'jeonnam';
    case '경남':
    case '전북':
    case '부산':
    case '울산':
      return 'gyeongnamJeonbuk';
    case '서울':
    case '경기':
    case '인천':
      return 'capital';
    case '강원':
      return 'gangwon';
    case '제주':
      return 'jeju';
    default:
      return 'national';
  }
}
