import { describe, expect, it } from 'vitest';
import { relativeAirmassKastenYoung } from './atmosphere.js';
import {
  angleOfIncidenceDeg,
  clearnessIndex,
  erbs,
  erbsSeriesInto,
  extraterrestrialDniWm2,
  groundDiffuseWm2,
  haydaviesSkyDiffuseWm2,
  isotropicSkyDiffuseWm2,
  perezSkyDiffuseWm2,
  perezSkyState,
  perezSkyStateInto,
  totalIrradiance,
  type SkyOverPlane,
} from './irradiance.js';

const RAD = Math.PI / 180;

/** A 30° south-facing plane under E0 = 1367 W/m2. */
const sky = (
  dhiWm2: number,
  dniWm2: number,
  zenithDeg: number,
  azimuthDeg: number,
): SkyOverPlane => ({
  tiltDeg: 30,
  surfaceAzimuthDeg: 180,
  zenithDeg,
  azimuthDeg,
  dniWm2,
  dhiWm2,
  dniExtraWm2: 1367,
});

describe('extraterrestrial irradiance (Spencer 1971)', () => {
  it('gives 1366.1 x 1.035050 on 1 January and about 1320.5 W/m2 in early July', () => {
    // Day angle 0: 1.00011 + 0.034221 + 0.000719 = 1.03505.
    expect(extraterrestrialDniWm2(1)).toBeCloseTo(1366.1 * 1.03505, 6);
    expect(extraterrestrialDniWm2(182)).toBeCloseTo(1320.537, 2);
  });
});

describe('relative airmass (Kasten & Young 1989)', () => {
  it('matches the published formula at 0, 60 and 90 degrees and is NaN below the horizon', () => {
    expect(relativeAirmassKastenYoung(0)).toBeCloseTo(0.99971, 5);
    expect(relativeAirmassKastenYoung(60)).toBeCloseTo(1.99429, 5);
    expect(relativeAirmassKastenYoung(90)).toBeCloseTo(37.92, 1);
    expect(relativeAirmassKastenYoung(90.5)).toBeNaN();
  });
});

describe('Erbs decomposition (as pvlib irradiance.erbs)', () => {
  // Reference rows from pvlib's own test of erbs (2019-01-01 and 2019-06-20).
  it('reproduces pvlib reference values to 1e-6 relative', () => {
    const a = erbs(50, 85, 1);
    expect(a.dniWm2).toBeCloseTo(96.7192672, 5);
    expect(a.dhiWm2).toBeCloseTo(41.5703604, 5);
    expect(a.kt).toBeCloseTo(0.405723511, 8);
    const b = erbs(1000, 10, 1);
    expect(b.dniWm2).toBeCloseTo(794.205651, 4);
    expect(b.dhiWm2).toBeCloseTo(217.860117, 4);
  });

  it('returns zeros at night and keeps the closure GHI = DHI + DNI cos Z by day', () => {
    expect(erbs(0, 120, 1)).toEqual({ dniWm2: 0, dhiWm2: 0, kt: 0 });
    const r = erbs(600, 40, 150);
    expect(r.dhiWm2 + r.dniWm2 * Math.cos(40 * RAD)).toBeCloseTo(600, 9);
  });

  it('sets DNI to 0 and DHI to GHI beyond 87 degrees zenith and for negative GHI', () => {
    expect(erbs(20, 88, 100)).toMatchObject({ dniWm2: 0, dhiWm2: 20 });
    const neg = erbs(-5, 50, 100);
    expect(neg).toMatchObject({ dniWm2: 0, dhiWm2: -5, kt: 0 });
  });

  it('caps kt at 1 and uses cos Z of at least 0.065', () => {
    expect(clearnessIndex(2000, 10, 1367, 0.065, 1)).toBe(1);
    expect(clearnessIndex(50, 89, 1000)).toBeCloseTo(50 / (1000 * 0.065), 12);
  });
});

describe('transposition (as pvlib get_total_irradiance)', () => {
  const base = {
    tiltDeg: 30,
    surfaceAzimuthDeg: 180,
    zenithDeg: 40,
    azimuthDeg: 160,
    dniWm2: 700,
    ghiWm2: 700 * Math.cos(40 * RAD) + 120,
    dhiWm2: 120,
    dniExtraWm2: 1367,
    airmass: relativeAirmassKastenYoung(40),
    albedo: 0.2,
  };

  it('computes the angle of incidence from the spherical law of cosines', () => {
    const cos =
      Math.cos(30 * RAD) * Math.cos(40 * RAD) +
      Math.sin(30 * RAD) * Math.sin(40 * RAD) * Math.cos(-20 * RAD);
    expect(angleOfIncidenceDeg(30, 180, 40, 160)).toBeCloseTo(Math.acos(cos) / RAD, 12);
  });

  it('adds beam, isotropic sky and ground for the isotropic model', () => {
    const p = totalIrradiance({ ...base, model: 'isotropic' });
    const cosAoi = Math.cos(angleOfIncidenceDeg(30, 180, 40, 160) * RAD);
    expect(p.poaDirectWm2).toBeCloseTo(700 * cosAoi, 9);
    expect(p.poaSkyDiffuseWm2).toBeCloseTo((120 * (1 + Math.cos(30 * RAD))) / 2, 9);
    expect(p.poaGroundWm2).toBeCloseTo((base.ghiWm2 * 0.2 * (1 - Math.cos(30 * RAD))) / 2, 9);
    expect(p.poaDiffuseWm2).toBeCloseTo(p.poaSkyDiffuseWm2 + p.poaGroundWm2, 9);
    expect(p.poaGlobalWm2).toBeCloseTo(p.poaDirectWm2 + p.poaDiffuseWm2, 9);
  });

  it('splits Hay-Davies diffuse into circumsolar (AI x Rb) and isotropic (1 - AI) parts', () => {
    const ai = 700 / 1367;
    const cosAoi = Math.cos(angleOfIncidenceDeg(30, 180, 40, 160) * RAD);
    const rb = cosAoi / Math.cos(40 * RAD);
    const expected = 120 * (ai * rb + ((1 - ai) * (1 + Math.cos(30 * RAD))) / 2);
    expect(haydaviesSkyDiffuseWm2(sky(120, 700, 40, 160))).toBeCloseTo(expected, 9);
    expect(totalIrradiance({ ...base, model: 'haydavies' }).poaSkyDiffuseWm2).toBeCloseTo(
      expected,
      9,
    );
  });

  it('reduces every sky model to DHI on a horizontal plane', () => {
    for (const model of ['isotropic', 'haydavies', 'perez'] as const) {
      const p = totalIrradiance({ ...base, tiltDeg: 0, model });
      expect(p.poaSkyDiffuseWm2).toBeCloseTo(120, 9);
      expect(p.poaGlobalWm2).toBeCloseTo(base.ghiWm2, 9);
    }
  });

  it('picks the Perez sky-clearness bin and F1, F2 from the 1990 all-sites coefficients', () => {
    // eps = ((120 + 700) / 120 + 1.041 z^3) / (1 + 1.041 z^3), z = 40 deg in radians -> bin 6
    // (4.5 <= eps < 6.2): F1 = 1.06 - 1.6 delta - 0.359 z; F2 = 0.264 - 1.127 delta + 0.131 z.
    const z = 40 * RAD;
    const eps = ((120 + 700) / 120 + 1.041 * z ** 3) / (1 + 1.041 * z ** 3);
    expect(eps).toBeGreaterThan(4.5);
    expect(eps).toBeLessThan(6.2);
    const delta = (120 * base.airmass) / 1367;
    const s = perezSkyState(120, 700, 1367, 40, base.airmass);
    expect(s.f1).toBeCloseTo(Math.max(0, 1.06 - 1.6 * delta - 0.359 * z), 12);
    expect(s.f2).toBeCloseTo(0.264 - 1.127 * delta + 0.131 * z, 12);
    const cosAoi = Math.cos(angleOfIncidenceDeg(30, 180, 40, 160) * RAD);
    const expected =
      120 *
      (0.5 * (1 - s.f1) * (1 + Math.cos(30 * RAD)) +
        (s.f1 * cosAoi) / Math.cos(40 * RAD) +
        s.f2 * Math.sin(30 * RAD));
    expect(perezSkyDiffuseWm2(sky(120, 700, 40, 160), base.airmass)).toBeCloseTo(expected, 9);
  });

  it('gives zero Perez sky diffuse when the sun is below the horizon (airmass NaN)', () => {
    expect(perezSkyDiffuseWm2(sky(5, 0, 95, 300), relativeAirmassKastenYoung(95))).toBe(0);
  });

  it('leaves Perez undefined (NaN) for DHI = DNI = 0 by day, as pvlib', () => {
    expect(perezSkyDiffuseWm2(sky(0, 0, 40, 160), base.airmass)).toBeNaN();
  });

  it('zeroes the beam when the sun is behind the plane (aoi > 90)', () => {
    const p = totalIrradiance({ ...base, azimuthDeg: 0, zenithDeg: 80, model: 'haydavies' });
    expect(angleOfIncidenceDeg(30, 180, 80, 0)).toBeGreaterThan(90);
    expect(p.poaDirectWm2).toBe(0);
    expect(p.poaSkyDiffuseWm2).toBeCloseTo(
      (120 * (1 - 700 / 1367) * (1 + Math.cos(30 * RAD))) / 2,
      9,
    );
  });

  it('reflects GHI x albedo x (1 - cos tilt) / 2 from the ground', () => {
    expect(groundDiffuseWm2(90, 800, 0.25)).toBeCloseTo(100, 9);
    expect(isotropicSkyDiffuseWm2(90, 100)).toBeCloseTo(50, 9);
  });
});

describe('series forms of the sky models', () => {
  // Rows over every regime: night, low sun, clear and cloudy day, negative GHI, NaN zenith.
  const ghi = [0, 0, 5, 40, 300, 650, 900, 1100, -3, 200, 120, 0];
  const zenith = [120, 91, 88, 86.5, 60, 35, 20, 10, 50, Number.NaN, 89.9, 87];
  const days = [1, 1, 1, 2, 2, 100, 100, 172, 172, 200, 365, 365];

  it('splits a series into DNI and DHI exactly as erbs does row by row', () => {
    const dni = new Float64Array(ghi.length);
    const dhi = new Float64Array(ghi.length);
    erbsSeriesInto(ghi, zenith, days, dni, dhi);
    ghi.forEach((g, i) => {
      const r = erbs(g, zenith[i]!, days[i]!);
      expect(dni[i]).toBe(r.dniWm2);
      expect(dhi[i]).toBe(r.dhiWm2);
    });
  });

  it('writes the Perez F1 and F2 of perezSkyState into columns', () => {
    const f1 = new Float64Array(ghi.length);
    const f2 = new Float64Array(ghi.length);
    ghi.forEach((g, i) => {
      const z = zenith[i]!;
      const e = erbs(g, z, days[i]!);
      const e0 = extraterrestrialDniWm2(days[i]!);
      const am = relativeAirmassKastenYoung(z);
      perezSkyStateInto(e.dhiWm2, e.dniWm2, e0, z, am, f1, f2, i);
      const ref = perezSkyState(e.dhiWm2, e.dniWm2, e0, z, am);
      expect(f1[i]).toBe(ref.f1);
      expect(f2[i]).toBe(ref.f2);
    });
  });
});
