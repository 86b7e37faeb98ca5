import { describe, expect, it } from 'vitest';
import { allocateSolarPositionArrays, solarPosition, solarPositionInto } from './position.js';
import { parseIsoWithOffset } from './time.js';
import { pressurePaFromAltitudeM } from './atmosphere.js';

// Reda & Andreas (2004), Table A5.1: 2003-10-17 12:30:30 local, -7 h, lat 39.742476,
// lon -105.1786, elevation 1830.14 m, pressure 820 mbar, temperature 11 C, deltaT 67 s.
const SPA_EXAMPLE = {
  latitudeDeg: 39.742476,
  longitudeDeg: -105.1786,
  altitudeM: 1830.14,
  pressurePa: 82000,
  temperatureC: 11,
  deltaTS: 67,
};

function unixOf(iso: string): number {
  const t = parseIsoWithOffset(iso);
  if (!t) throw new Error(`bad time ${iso}`);
  return t.unixS;
}

describe('solar position (NREL SPA)', () => {
  it('reproduces the SPA paper worked example to 1e-5 degree', () => {
    const p = solarPosition(unixOf('2003-10-17T12:30:30-07:00'), SPA_EXAMPLE);
    // Published: topocentric zenith 50.11162, azimuth 194.34024 (zenith includes refraction).
    expect(p.apparentZenithDeg).toBeCloseTo(50.11162, 4);
    expect(p.azimuthDeg).toBeCloseTo(194.34024, 4);
  });

  it('writes many instants into preallocated arrays with the same answer as single calls', () => {
    const times = [0, 3600, 7200, 43200].map((s) => unixOf('2025-06-21T00:00:00+09:00') + s);
    const site = { latitudeDeg: 37.57142, longitudeDeg: 126.9658, altitudeM: 85.8 };
    const out = allocateSolarPositionArrays(times.length);
    solarPositionInto(Float64Array.from(times), site, out);
    times.forEach((t, i) => {
      const p = solarPosition(t, site);
      expect(out.zenithDeg[i]).toBe(p.zenithDeg);
      expect(out.azimuthDeg[i]).toBe(p.azimuthDeg);
      expect(out.elevationDeg[i]).toBeCloseTo(90 - p.zenithDeg, 12);
    });
  });

  it('places the summer-solstice noon sun in Seoul near 90 - 37.57 + 23.44 degrees elevation', () => {
    const site = { latitudeDeg: 37.57142, longitudeDeg: 126.9658, altitudeM: 85.8 };
    // Solar noon in Seoul (126.97 E, UTC+9, equation of time about -1.7 min) is near 12:34 local.
    const p = solarPosition(unixOf('2025-06-21T12:34:00+09:00'), site);
    expect(p.elevationDeg).toBeGreaterThan(75.7);
    expect(p.elevationDeg).toBeLessThan(75.95);
    expect(Math.abs(p.azimuthDeg - 180)).toBeLessThan(1);
  });

  it('leaves the refraction off well below the horizon and adds about 0.5 degree at it', () => {
    const site = { latitudeDeg: 37.57142, longitudeDeg: 126.9658, altitudeM: 85.8 };
    const night = solarPosition(unixOf('2025-06-21T00:00:00+09:00'), site);
    expect(night.apparentZenithDeg).toBe(night.zenithDeg);
    const day = solarPosition(unixOf('2025-06-21T12:00:00+09:00'), site);
    expect(day.apparentZenithDeg).toBeLessThan(day.zenithDeg);
  });

  it('derives pressure from altitude as pvlib alt2pres (101325 Pa at sea level)', () => {
    expect(pressurePaFromAltitudeM(0)).toBeCloseTo(101325, -1);
    // pvlib.atmosphere.alt2pres(1830.14) = 81186.47 Pa
    expect(pressurePaFromAltitudeM(1830.14)).toBeCloseTo(81186.47, 1);
  });
});
