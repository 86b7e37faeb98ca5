import { describe, expect, it } from 'vitest';
import {
  allocateSolarPositionArrays,
  azimuthDegFromTrig,
  computeSunTrack,
  solarGeometryFromTrackInto,
  solarPosition,
  solarPositionExactInto,
  solarPositionInto,
} from './position.js';
import type { SpaSite } from './position.js';
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

  it('returns the same answer for an instant whatever other instants share the series', () => {
    const site = { latitudeDeg: 35.1796, longitudeDeg: 129.0756, altitudeM: 70 };
    const t = unixOf('2023-03-07T10:15:00+09:00');
    const alone = solarPosition(t, site);
    // The same instant inside an unordered series with far-apart neighbours.
    const times = Float64Array.from([t + 86400 * 400, t - 3600 * 17, t, t + 60]);
    const out = allocateSolarPositionArrays(times.length);
    solarPositionInto(times, site, out);
    expect(out.zenithDeg[2]).toBe(alone.zenithDeg);
    expect(out.azimuthDeg[2]).toBe(alone.azimuthDeg);
  });

  it('gives NaN for a NaN instant and goes on with the next ones', () => {
    const site = { latitudeDeg: 37.57142, longitudeDeg: 126.9658, altitudeM: 85.8 };
    const t = unixOf('2025-06-21T12:00:00+09:00');
    const out = allocateSolarPositionArrays(2);
    solarPositionInto(Float64Array.from([Number.NaN, t]), site, out);
    expect(out.zenithDeg[0]).toBeNaN();
    expect(out.zenithDeg[1]).toBe(solarPosition(t, site).zenithDeg);
  });
});

// The fast path interpolates the time-only half of SPA between exact nodes every 2 days; its
// error budget (sun-ephemeris.ts, EPHEMERIS_NODE_SPACING_DAYS) is 7e-6 degree on the zenith and
// that over sin(zenith) on the azimuth. These tests hold it to 1e-5 degree against the exact
// per-instant SPA over whole years of quarter hours.
const BUDGET_DEG = 1e-5;
const PARITY_SITES: [string, SpaSite][] = [
  ['Seoul', { latitudeDeg: 37.57142, longitudeDeg: 126.9658, altitudeM: 85.8 }],
  ['Jeju', { latitudeDeg: 33.5141, longitudeDeg: 126.5297, altitudeM: 20.5 }],
  ['Daegwallyeong', { latitudeDeg: 37.6771, longitudeDeg: 128.7183, altitudeM: 772.6 }],
  ['Golden, Colorado (SPA example site)', SPA_EXAMPLE],
  [
    'Singapore (sun through the zenith)',
    { latitudeDeg: 1.35, longitudeDeg: 103.82, altitudeM: 15 },
  ],
  ['Reykjavik', { latitudeDeg: 64.13, longitudeDeg: -21.9, altitudeM: 10 }],
  ['Cape Town', { latitudeDeg: -33.92, longitudeDeg: 18.42, altitudeM: 10 }],
];

function maxErrors(year: number, site: SpaSite): { zenithDeg: number; azimuthScaledDeg: number } {
  const startS = Date.UTC(year, 0, 1) / 1000;
  const n = 365 * 96;
  const times = Float64Array.from({ length: n }, (_, i) => startS + i * 900 + 450);
  const fast = allocateSolarPositionArrays(n);
  const exact = allocateSolarPositionArrays(n);
  solarPositionInto(times, site, fast);
  solarPositionExactInto(times, site, exact);
  let zenithDeg = 0;
  let azimuthScaledDeg = 0;
  for (let i = 0; i < n; i++) {
    zenithDeg = Math.max(
      zenithDeg,
      Math.abs(fast.zenithDeg[i]! - exact.zenithDeg[i]!),
      Math.abs(fast.apparentZenithDeg[i]! - exact.apparentZenithDeg[i]!),
      Math.abs(fast.elevationDeg[i]! - exact.elevationDeg[i]!),
    );
    let dAz = Math.abs(fast.azimuthDeg[i]! - exact.azimuthDeg[i]!);
    if (dAz > 180) dAz = 360 - dAz;
    // The azimuth of a point near the zenith moves by the angular error over sin(zenith).
    const sinZenith = Math.sin((exact.zenithDeg[i]! * Math.PI) / 180);
    azimuthScaledDeg = Math.max(azimuthScaledDeg, dAz * sinZenith);
  }
  return { zenithDeg, azimuthScaledDeg };
}

describe('fast solar position against the exact SPA', () => {
  for (const [name, site] of PARITY_SITES) {
    it(`stays within 1e-5 degree of exact SPA over 2023 and 2030 in ${name}`, () => {
      for (const year of [2023, 2030]) {
        const e = maxErrors(year, site);
        expect(e.zenithDeg).toBeLessThan(BUDGET_DEG);
        expect(e.azimuthScaledDeg).toBeLessThan(BUDGET_DEG);
      }
    });
  }

  it('still reproduces the SPA paper example through the exact path', () => {
    const out = allocateSolarPositionArrays(1);
    solarPositionExactInto([unixOf('2003-10-17T12:30:30-07:00')], SPA_EXAMPLE, out);
    expect(out.apparentZenithDeg[0]).toBeCloseTo(50.11162, 4);
    expect(out.azimuthDeg[0]).toBeCloseTo(194.34024, 4);
  });
});

describe('solar geometry on a shared sun track against solarPositionInto', () => {
  // The track moves the longitude into the hour angle by angle addition, and the refraction's
  // cotangent and the apparent zenith's cosine come from the elevation's sine and cosine: the same
  // SPA steps, so the same angles to rounding. Tolerance 1e-9 degree on every angle, 1e-10 on the cosines and sines.
  const TOLERANCE_DEG = 1e-9;
  for (const [name, site] of PARITY_SITES) {
    it(`gives SPA's angles over a year of hours in ${name}`, () => {
      const startS = Date.UTC(2023, 0, 1) / 1000;
      const times = Float64Array.from({ length: 8760 }, (_, i) => startS + i * 3600 + 1800);
      const spa = allocateSolarPositionArrays(times.length);
      solarPositionInto(times, site, spa);
      const n = times.length;
      const g = {
        zenithDeg: new Float64Array(n),
        apparentZenithDeg: new Float64Array(n),
        cosZenith: new Float64Array(n),
        sinZenith: new Float64Array(n),
        cosAzimuth: new Float64Array(n),
        sinAzimuth: new Float64Array(n),
      };
      solarGeometryFromTrackInto(computeSunTrack(times, site.deltaTS), site, g);
      const azimuthDeg = azimuthDegFromTrig(g.cosAzimuth, g.sinAzimuth);
      let angle = 0;
      let trig = 0;
      for (let i = 0; i < n; i++) {
        let dAz = Math.abs(azimuthDeg[i]! - spa.azimuthDeg[i]!);
        if (dAz > 180) dAz = 360 - dAz;
        angle = Math.max(
          angle,
          Math.abs(g.zenithDeg[i]! - spa.zenithDeg[i]!),
          Math.abs(g.apparentZenithDeg[i]! - spa.apparentZenithDeg[i]!),
          dAz * Math.sin((spa.zenithDeg[i]! * Math.PI) / 180),
        );
        const z = (spa.apparentZenithDeg[i]! * Math.PI) / 180;
        const a = (spa.azimuthDeg[i]! * Math.PI) / 180;
        trig = Math.max(
          trig,
          Math.abs(g.cosZenith[i]! - Math.cos(z)),
          Math.abs(g.sinZenith[i]! - Math.sin(z)),
          Math.abs(g.cosAzimuth[i]! - Math.cos(a)) * Math.sin(z),
          Math.abs(g.sinAzimuth[i]! - Math.sin(a)) * Math.sin(z),
        );
      }
      expect(angle).toBeLessThan(TOLERANCE_DEG);
      expect(trig).toBeLessThan(1e-10);
    });
  }

  it("refuses a site whose deltaT is not the track's", () => {
    const track = computeSunTrack([0], 67);
    const one = (): Float64Array => new Float64Array(1);
    const out = {
      zenithDeg: one(),
      apparentZenithDeg: one(),
      cosZenith: one(),
      sinZenith: one(),
      cosAzimuth: one(),
      sinAzimuth: one(),
    };
    expect(() =>
      solarGeometryFromTrackInto(track, { ...PARITY_SITES[0]![1], deltaTS: 69 }, out),
    ).toThrow(/deltaT/);
  });
});
