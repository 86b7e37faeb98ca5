import { describe, expect, it } from 'vitest';
import {
  climateStationFor,
  getStationClimate,
  greatCircleDistanceM,
  listStations,
  nearestStation,
  syntheticYear,
} from './climatology.js';
import { CLIMATOLOGY_ROWS } from './data/climatology.js';

describe('KMA stations and climatology', () => {
  it('embeds 96 stations and 48 stations x 12 months of climatology with their source lines', () => {
    expect(listStations()).toHaveLength(96);
    expect(CLIMATOLOGY_ROWS).toHaveLength(576);
    expect(CLIMATOLOGY_ROWS.every((r) => r.source.includes('kunwookim123/climate_project'))).toBe(
      true,
    );
    expect(listStations().find((s) => s.stnId === 108)?.altitudeStatus).toMatch(/^confirmed/);
  });

  it('measures great-circle distance (1 degree of latitude = 111.195 km on the mean sphere)', () => {
    expect(greatCircleDistanceM(37, 127, 38, 127)).toBeCloseTo(111195.08, 1);
    // Seoul (108) to Busan (159) stations: about 331 km.
    const d = greatCircleDistanceM(37.57142, 126.9658, 35.10468, 129.03203);
    expect(d / 1000).toBeCloseTo(330.9, 1);
  });

  it('finds the Seoul station for a point in central Seoul', () => {
    const n = nearestStation(37.5665, 126.978);
    expect(n.stnId).toBe(108);
    expect(n.climateStnId).toBe(108);
    expect(n.gradient).toBe(1);
    expect(n.constant).toBe(0);
  });

  it('lets a station without radiation borrow the nearest covered station', () => {
    // 울산 (152; 35.58237 N, 129.33469 E in reference/kma-stations.csv) has no 2020-2024 GHI
    // record. Haversine on the 6 371 008.8 m sphere from 152 to the covered stations: 경주 (283,
    // 35.81740 N, 129.20090 E) 28.79 km, 양산 (257) 41.80 km, 포항 (138) 50.16 km; so 경주.
    // From the point itself (35.5384 N, 129.3114 E): 5.32 km to 울산 and 32.59 km to 경주.
    const n = nearestStation(35.5384, 129.3114);
    expect(n.stnId).toBe(152);
    expect(n.distanceKm).toBeCloseTo(5.32, 2);
    expect(getStationClimate(152)).toBeUndefined();
    expect(climateStationFor(152).stnId).toBe(283);
    expect(n).toMatchObject({ climateStnId: 283, climateStnName: '경주' });
    expect(n.climateDistanceKm).toBeCloseTo(32.59, 2);
  });

  it('applies station calibrations when given', () => {
    const n = nearestStation(37.5665, 126.978, new Map([[108, { gradient: 1.05, constant: -3 }]]));
    expect(n).toMatchObject({ gradient: 1.05, constant: -3 });
  });
});

// 서울 (108) in reference/kma-climatology.csv, months 1-12: mean daily GHI (MJ/m²/day), mean air
// temperature (°C) and wind (m/s). The days of the non-leap year 2023 are written out.
const SEOUL_GHI_MJ = [9.0, 11.73, 15.33, 19.11, 20.87, 19.3, 15.7, 13.78, 15.25, 12.81, 9.53, 8.48];
const SEOUL_TEMP_C = [-1.0, 2.0, 8.2, 14.0, 18.4, 23.6, 26.6, 26.9, 23.1, 15.4, 8.5, -0.1];
const SEOUL_WIND_MS = [2.3, 2.5, 2.5, 2.6, 2.4, 2.3, 2.2, 2.2, 2.3, 2.1, 2.2, 2.3];
const DAYS_2023 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function monthlySums(values: ArrayLike<number>, months: ArrayLike<number>) {
  const sums = new Array<number>(12).fill(0);
  const hours = new Array<number>(12).fill(0);
  for (let i = 0; i < values.length; i++) {
    sums[months[i]! - 1]! += values[i]!;
    hours[months[i]! - 1]! += 1;
  }
  return { sums, hours };
}

describe('synthetic hourly year', () => {
  it('matches every monthly GHI total of the climatology exactly', () => {
    // 1 MJ = 1/3.6 kWh; January: 9.0 / 3.6 = 2.5 kWh/m²/day × 31 days = 77 500 Wh/m², July:
    // 15.7 / 3.6 × 31 × 1000 = 135 194.4 Wh/m².
    const { sums } = monthlySums(
      syntheticYear(108).weather.ghiWm2,
      syntheticYear(108).weather.month,
    );
    expect(sums[0]).toBeCloseTo(77_500, 6);
    expect(sums[6]).toBeCloseTo(135_194.444, 2);
    sums.forEach((wh, m) => {
      expect(wh).toBeCloseTo((SEOUL_GHI_MJ[m]! / 3.6) * DAYS_2023[m]! * 1000, 6);
    });
    // Every covered station is held to its own monthly figures the same way.
    for (const stnId of [159, 184, 100]) {
      const y = syntheticYear(stnId);
      const totals = monthlySums(y.weather.ghiWm2, y.weather.month).sums;
      for (const row of CLIMATOLOGY_ROWS.filter((r) => r.stnId === stnId)) {
        const target = (row.ghiMjM2Day / 3.6) * DAYS_2023[row.month - 1]! * 1000;
        expect(totals[row.month - 1]! / target).toBeCloseTo(1, 10);
      }
    }
  });

  it('keeps the monthly mean temperature and wind, and is deterministic and cached', () => {
    const y = syntheticYear(108);
    const { sums, hours } = monthlySums(y.weather.tempAirC, y.weather.month);
    expect(hours).toEqual(DAYS_2023.map((days) => days * 24));
    sums.forEach((sum, m) => expect(sum / hours[m]!).toBeCloseTo(SEOUL_TEMP_C[m]!, 9));
    for (let i = 0; i < y.weather.length; i++) {
      expect(y.weather.windMs[i]).toBe(SEOUL_WIND_MS[y.weather.month[i]! - 1]);
    }
    expect(syntheticYear(108)).toBe(y);
    expect(y.weather.length).toBe(8760);
  });

  it('has no irradiance at night and a physical DNI/DHI split by day', () => {
    const y = syntheticYear(108);
    for (let i = 0; i < y.weather.length; i++) {
      const g = y.weather.ghiWm2[i]!;
      if (y.sky.apparentZenithDeg[i]! >= 90) expect(g).toBe(0);
      expect(y.weather.dhiWm2[i]).toBeGreaterThanOrEqual(0);
      expect(y.weather.dniWm2[i]).toBeGreaterThanOrEqual(0);
      const closure = y.weather.dhiWm2[i]! + y.weather.dniWm2[i]! * y.sky.cosZenith[i]!;
      expect(Math.abs(closure - g)).toBeLessThan(1e-6);
    }
  });
});
