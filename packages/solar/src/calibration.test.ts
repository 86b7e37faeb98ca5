import { describe, expect, it } from 'vitest';
import {
  fitGradients,
  fleetCalibration,
  fleetRegionOf,
  REGION_GRADIENTS,
  STATION_GRADIENTS,
} from './calibration.js';
import { getStationClimate, listStations } from './climatology.js';
import { forecast } from './forecast.js';

// Fleet daily generation hours by region as the reference table states them
// (reference/forecast-and-finance.md C.1; sources: 솔라커넥트 SAEM 2019-2020, 엔라이튼 2021).
// Written out here on purpose: the test checks the engine against the reference, not itself.
const REFERENCE_BANDS = [
  {
    region: '전국 (충청·경북)',
    sido: ['충북', '충남', '대전', '경북', '대구'],
    hours: 3.65,
    tolPct: 4,
  },
  { region: '전남', sido: ['전남', '광주'], hours: 3.79, tolPct: 4 },
  { region: '경남·전북', sido: ['경남', '전북', '부산', '울산'], hours: 3.7, tolPct: 5 },
  { region: '서울·경기', sido: ['서울', '경기', '인천'], hours: 3.57, tolPct: 5 },
  { region: '강원', sido: ['강원'], hours: 3.54, tolPct: 5 },
  { region: '제주', sido: ['제주'], hours: 3.45, tolPct: 6 },
];

// The calibration targets the first year as new (before curtailment and degradation), which is
// what a fleet's metered hours of young plants measure.
const hoursAt = (stationId: number) =>
  forecast({ installType: 'L', systemSize: 100, stationId }).energy.dailyGenerationHours;

describe('regional calibration against fleet statistics', () => {
  const stations = listStations().filter((s) => getStationClimate(s.stnId));

  it.each(REFERENCE_BANDS)(
    '$region: the mean daily generation hours of its stations lie in $hours h ± $tolPct %',
    ({ sido, hours, tolPct }) => {
      const inRegion = stations.filter((s) => sido.includes(s.region));
      expect(inRegion.length).toBeGreaterThan(0);
      const mean = inRegion.reduce((a, s) => a + hoursAt(s.stnId), 0) / inRegion.length;
      expect(Math.abs(mean / hours - 1) * 100).toBeLessThanOrEqual(tolPct);
    },
  );

  it('brings 제주 (184) and 강릉 (105) into their bands (they were -12 % and -5 %)', () => {
    expect(Math.abs(hoursAt(184) / 3.45 - 1) * 100).toBeLessThanOrEqual(6);
    expect(Math.abs(hoursAt(105) / 3.54 - 1) * 100).toBeLessThanOrEqual(5);
  });

  it('keeps the national fleet order: 전남 above 강원 and 제주', () => {
    const mean = (sido: string) => {
      const list = stations.filter((s) => s.region === sido);
      return list.reduce((a, s) => a + hoursAt(s.stnId), 0) / list.length;
    };
    expect(mean('전남')).toBeGreaterThan(mean('강원'));
    expect(mean('전남')).toBeGreaterThan(mean('제주'));
  });

  it.each(listStations().map((s) => [s.stnId, s.name, s.region] as const))(
    'keeps %i %s (%s) inside its region fleet band, not only the region mean',
    (stnId, _name, sido) => {
      const band = REFERENCE_BANDS.find((b) => b.sido.includes(sido)) ?? REFERENCE_BANDS[0]!;
      const h = hoursAt(stnId);
      expect(Math.abs(h / band.hours - 1) * 100).toBeLessThanOrEqual(band.tolPct + 0.05);
      // No city outside 전남 reads above 전남's fleet mean, the sunniest region (엔라이튼 2021).
      if (!['전남', '광주'].includes(sido)) expect(h).toBeLessThanOrEqual(3.79 + 0.001);
    },
  );

  it('brings 부산 (159) from 4.0 h/day back into 3.7 ± 5 %, not above 전남', () => {
    const busan = hoursAt(159);
    expect(busan).toBeLessThanOrEqual(3.79 + 0.001);
    expect(busan).toBeGreaterThanOrEqual(3.7 * 0.95);
  });

  it('gives each station a gradient and constant 0', () => {
    expect(fleetCalibration(184)).toEqual({
      gradient: STATION_GRADIENTS[184],
      constant: 0,
      region: 'jeju',
    });
    expect(fleetRegionOf('경남')).toBe('gyeongnamJeonbuk');
    expect(fleetCalibration(90).region).toBe('gangwon');
    expect(() => fleetCalibration(1)).toThrow(RangeError);
  });

  it('matches the committed gradients (rerun scripts/generate-calibration.ts when this fails)', () => {
    const fitted = fitGradients();
    expect(fitted.regions).toEqual(JSON.parse(JSON.stringify(REGION_GRADIENTS)));
    expect(fitted.stations).toEqual({ ...STATION_GRADIENTS });
  });
});
