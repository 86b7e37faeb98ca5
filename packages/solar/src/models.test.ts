import { describe, expect, it } from 'vitest';
import { iamPhysical } from './iam.js';
import {
  cellTempC,
  faimanCellTempC,
  sapmCellTempC,
  SAPM_TEMPERATURE_PARAMS,
} from './temperature.js';
import { applyLossesW, pvwattsDcW, pvwattsInverterAcW } from './pvsystem.js';

describe('physical IAM (as pvlib iam.physical, n 1.526, K 4, L 0.002)', () => {
  it('matches pvlib reference values at 0, 22.5, 45 and 67.5 degrees', () => {
    expect(iamPhysical(0)).toBeCloseTo(1, 12);
    expect(iamPhysical(22.5)).toBeCloseTo(0.99926198, 7);
    expect(iamPhysical(45)).toBeCloseTo(0.98797788, 7);
    expect(iamPhysical(67.5)).toBeCloseTo(0.8893998, 7);
    expect(iamPhysical(-45)).toBeCloseTo(0.98797788, 7);
  });

  it('lets no light in at or beyond 90 degrees', () => {
    expect(iamPhysical(90)).toBeCloseTo(0, 12);
    expect(iamPhysical(120)).toBe(0);
  });
});

describe('cell temperature', () => {
  it('gives 43.509 C for SAPM open rack glass/glass at 900 W/m2, 20 C, 5 m/s (pvlib test value)', () => {
    expect(sapmCellTempC(900, 20, 5, SAPM_TEMPERATURE_PARAMS.open_rack_glass_glass)).toBeCloseTo(
      43.509,
      2,
    );
  });

  it('uses the pvlib SAPM parameters for all four mountings', () => {
    for (const [name, p] of Object.entries(SAPM_TEMPERATURE_PARAMS)) {
      const expected = 800 * Math.exp(p.a + p.b * 2) + 25 + 0.8 * p.deltaTC;
      expect(cellTempC(`sapm:${name}` as never, 800, 25, 2)).toBeCloseTo(expected, 12);
    }
  });

  it('gives 35.203 C for Faiman at 900 W/m2, 20 C, 5 m/s (pvlib test value)', () => {
    expect(faimanCellTempC(900, 20, 5)).toBeCloseTo(35.203, 3);
    expect(cellTempC('faiman', 900, 20, 5)).toBeCloseTo(35.203, 3);
  });
});

describe('PVWatts DC and inverter', () => {
  it('gives 88.65 W DC for 900 W/m2 at 30 C, 100 W, gamma -0.003 (pvlib test value)', () => {
    expect(pvwattsDcW(900, 30, 100, -0.003)).toBeCloseTo(88.65, 10);
  });

  it('gives 85.5856 W AC for 90 W DC on a 100 W inverter at 95 % nominal (pvlib test value)', () => {
    expect(pvwattsInverterAcW(90, 100, 0.95)).toBeCloseTo(85.58556604752516, 10);
    expect(pvwattsInverterAcW(50, 100, 0.95)).toBeCloseTo(47.608436, 5);
  });

  it('clips at the AC nameplate, gives 0 for no or negative DC and NaN for NaN', () => {
    expect(pvwattsInverterAcW(100, 100, 0.95)).toBeCloseTo(95, 10);
    expect(pvwattsInverterAcW(150, 100, 0.95)).toBe(95);
    expect(pvwattsInverterAcW(0, 100, 0.95)).toBe(0);
    expect(pvwattsInverterAcW(-5, 100, 0.95)).toBe(0);
    expect(pvwattsInverterAcW(Number.NaN, 100, 0.95)).toBeNaN();
  });

  it('removes the system losses in percent from DC power', () => {
    expect(applyLossesW(1000, 14)).toBeCloseTo(860, 10);
  });
});
