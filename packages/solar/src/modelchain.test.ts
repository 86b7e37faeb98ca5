import { describe, expect, it } from 'vitest';
import { relativeAirmassKastenYoung } from './atmosphere.js';
import { iamPhysical } from './iam.js';
import {
  angleOfIncidenceDeg,
  erbs,
  extraterrestrialDniWm2,
  perezSkyState,
  totalIrradiance,
} from './irradiance.js';
import {
  allocateWeatherSeries,
  degradeYears,
  litRows,
  prepareSky,
  simulatePrepared,
} from './modelchain.js';
import type { SystemSpec } from './modelchain.js';
import { solarPosition } from './position.js';
import { pvwattsDcW, pvwattsInverterAcW } from './pvsystem.js';
import { cellTempC } from './temperature.js';
import { DEFAULT_SYSTEM_100KWP } from './default-system.fixture.js';
import { parseIsoWithOffset } from './time.js';

const site = { latitudeDeg: 37.57142, longitudeDeg: 126.9658, altitudeM: 85.8 };

/** Two spring days of hourly clear-ish weather in Seoul, built with Haurwitz + Erbs. */
function twoDays() {
  const w = allocateWeatherSeries(48);
  for (let i = 0; i < 48; i++) {
    const day = 20 + Math.floor(i / 24);
    const iso = `2025-04-${day}T${String(i % 24).padStart(2, '0')}:30:00+09:00`;
    const t = parseIsoWithOffset(iso)!;
    const pos = solarPosition(t.unixS, site);
    const c = Math.cos((pos.apparentZenithDeg * Math.PI) / 180);
    const ghi = c > 0 ? 1098 * c * Math.exp(-0.057 / c) * (i < 24 ? 0.9 : 0.45) : 0;
    const e = erbs(ghi, pos.apparentZenithDeg, t.dayOfYear);
    w.unixS[i] = t.unixS;
    w.month[i] = t.month;
    w.dayOfYear[i] = t.dayOfYear;
    w.ghiWm2[i] = ghi;
    w.dniWm2[i] = e.dniWm2;
    w.dhiWm2[i] = e.dhiWm2;
    w.tempAirC[i] = 14 + 6 * Math.sin(((i % 24) - 9) * (Math.PI / 12));
    w.windMs[i] = 2.5;
  }
  return w;
}

const system: SystemSpec = {
  ...DEFAULT_SYSTEM_100KWP,
  surfaceAzimuthDeg: 170,
  dcAcRatio: 1.3,
  transposition: 'perez',
};

/** The same chain, one row at a time, with the scalar pvlib-style functions. */
function referenceKwh(w: ReturnType<typeof twoDays>, s: SystemSpec): number {
  let wh = 0;
  for (let i = 0; i < w.length; i++) {
    const pos = solarPosition(w.unixS[i]!, site);
    const z = pos.apparentZenithDeg;
    const poa = totalIrradiance({
      tiltDeg: s.tiltDeg,
      surfaceAzimuthDeg: s.surfaceAzimuthDeg,
      zenithDeg: z,
      azimuthDeg: pos.azimuthDeg,
      dniWm2: w.dniWm2[i]!,
      ghiWm2: w.ghiWm2[i]!,
      dhiWm2: w.dhiWm2[i]!,
      dniExtraWm2: extraterrestrialDniWm2(w.dayOfYear[i]!),
      airmass: relativeAirmassKastenYoung(z),
      albedo: s.albedo,
      model: s.transposition,
    });
    const aoi = angleOfIncidenceDeg(s.tiltDeg, s.surfaceAzimuthDeg, z, pos.azimuthDeg);
    const iam = s.iam === 'physical' ? iamPhysical(aoi) : 1;
    const eff = poa.poaDirectWm2 * iam + poa.poaDiffuseWm2;
    const tc = cellTempC(s.temperatureModel, poa.poaGlobalWm2, w.tempAirC[i]!, w.windMs[i]!);
    const pdc = pvwattsDcW(eff, tc, s.systemKwp * 1000, s.gammaPdcPerC) * (1 - s.lossesPct / 100);
    const acW = (s.systemKwp * 1000) / s.dcAcRatio;
    const pac = pvwattsInverterAcW(pdc, acW / s.etaInvNom, s.etaInvNom);
    if (Number.isFinite(pac)) wh += pac;
  }
  return wh / 1000;
}

describe('model chain', () => {
  it('matches the row-by-row composition of the scalar models for every option', () => {
    const w = twoDays();
    const sky = prepareSky(w, site);
    for (const transposition of ['isotropic', 'haydavies', 'perez'] as const) {
      for (const temperatureModel of ['sapm:close_mount_glass_glass', 'faiman'] as const) {
        for (const iam of ['none', 'physical'] as const) {
          const s = { ...system, transposition, temperatureModel, iam };
          const r = simulatePrepared(sky, s);
          expect(r.annualKwh / referenceKwh(w, s)).toBeCloseTo(1, 9);
        }
      }
    }
  });

  it('prepares per-row sky terms equal to the scalar models to rounding, night rows included', () => {
    const w = twoDays();
    const sky = prepareSky(w, site);
    for (let i = 0; i < w.length; i++) {
      const z = sky.apparentZenithDeg[i]!;
      const e0 = extraterrestrialDniWm2(w.dayOfYear[i]!);
      const am = relativeAirmassKastenYoung(z);
      const p = perezSkyState(w.dhiWm2[i]!, w.dniWm2[i]!, e0, z, am);
      expect(sky.dniExtraWm2[i]).toBe(e0);
      // The zenith's cosine comes from the elevation's sine (not a cosine call): equal to rounding.
      const same = (got: number | undefined, want: number): void => {
        if (Number.isNaN(want)) expect(got).toBeNaN();
        else expect(got!).toBeCloseTo(want, 12);
      };
      same(sky.airmass[i], am);
      same(sky.perezF1[i], p.f1);
      same(sky.perezF2[i], p.f2);
    }
    expect(Array.from(sky.activeRows)).toEqual(
      Array.from({ length: w.length }, (_, i) => i).filter((i) => w.ghiWm2[i]! > 0),
    );
  });

  it('gives the same energy from the lit rows alone', () => {
    const w = twoDays();
    const lit = litRows(w);
    expect(lit.length).toBe(Array.from(w.ghiWm2).filter((g) => g > 0).length);
    expect(lit.length).toBeLessThan(w.length);
    const full = prepareSky(w, site);
    const litSky = prepareSky(lit, site);
    for (const transposition of ['isotropic', 'haydavies', 'perez'] as const) {
      const s = { ...system, transposition };
      expect(simulatePrepared(litSky, s)).toEqual(simulatePrepared(full, s));
    }
  });

  it('books energy in the local month of each row and derives yield and daily hours', () => {
    const r = simulatePrepared(prepareSky(twoDays(), site), system);
    expect(r.monthlyKwh).toHaveLength(12);
    expect(r.monthlyKwh[3]).toBeCloseTo(r.annualKwh, 9);
    expect(r.monthlyKwh.filter((v) => v > 0)).toHaveLength(1);
    expect(r.specificYieldKwhPerKwp).toBeCloseTo(r.annualKwh / 100, 12);
    expect(r.dailyGenerationHours).toBeCloseTo(r.annualKwh / 100 / 365, 12);
  });

  it('never exceeds the AC nameplate in any hour', () => {
    const w = twoDays();
    const r = simulatePrepared(prepareSky(w, site), { ...system, dcAcRatio: 3 });
    expect(r.annualKwh).toBeLessThanOrEqual((100 / 3) * 48);
  });

  it('degrades 20 years of energy by a constant yearly rate', () => {
    const years = degradeYears(1000, 20, 0.01);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(1000);
    expect(years[19]).toBeCloseTo(1000 * 0.99 ** 19, 9);
  });
});
