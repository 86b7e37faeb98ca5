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
import { daysInMonth } from './time.js';

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
    // 울산 (152) has no 2020-2024 GHI record; the nearest covered station to it is 경주 (283).
    const n = nearestStation(35.5384, 129.3114);
    expect(n.stnId).toBe(152);
    expect(getStationClimate(152)).toBeUndefined();
    expect(n.climateStnId).toBe(climateStationFor(152).stnId);
    expect(getStationClimate(n.climateStnId)).toBeDefined();
  });

  it('applies station calibrations when given', () => {
    const n = nearestStation(37.5665, 126.978, new Map([[108, { gradient: 1.05, constant: -3 }]]));
    expect(n).toMatchObject({ gradient: 1.05, constant: -3 });
  });
});

describe('synthetic hourly year', () => {
  it('matches every monthly GHI total of the climatology exactly', () => {
    for (const stnId of [108, 159, 184, 100]) {
      const y = syntheticYear(stnId);
      const climate = getStationClimate(stnId)!;
      const sums = new Array<number>(12).fill(0);
      for (let i = 0; i < y.weather.length; i++)
        sums[y.weather.month[i]! - 1]! += y.weather.ghiWm2[i]!;
      sums.forEach((wh, m) => {
        const target = climate.ghiKwhM2Day[m]! * daysInMonth(2023, m + 1) * 1000;
        expect(wh / target).toBeCloseTo(1, 10);
      });
    }
  });

  it('keeps the monthly mean temperature and wind, and is deterministic and cached', () => {
    const y = syntheticYear(108);
    const climate = getStationClimate(108)!;
    const t = new Array<number>(12).fill(0);
    const n = new Array<number>(12).fill(0);
    for (let i = 0; i < y.weather.length; i++) {
      t[y.weather.month[i]! - 1]! += y.weather.tempAirC[i]!;
      n[y.weather.month[i]! - 1]! += 1;
      expect(y.weather.windMs[i]).toBe(climate.windMs[y.weather.month[i]! - 1]);
    }
    t.forEach((sum, m) => expect(sum / n[m]!).toBeCloseTo(climate.tempAirC[m]!, 9));
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
