import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCommand, SolarInputError } from '../src/index.js';
import { DEFAULT_SYSTEM_100KWP } from '../src/default-system.fixture.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));

function spawnCli(command: string, stdin: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', main, command], {
    cwd: root,
    input: stdin,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

const simulateBase = {
  latitude: 37.57142,
  longitude: 126.9658,
  altitudeM: 85.8,
  ...DEFAULT_SYSTEM_100KWP,
};

describe('runCommand', () => {
  it('answers position with the SPA example angles', () => {
    const out = runCommand('position', {
      latitude: 39.742476,
      longitude: -105.1786,
      altitudeM: 1830.14,
      times: ['2003-10-17T12:30:30-07:00'],
    }) as { results: { azimuthDeg: number; zenithDeg: number; elevationDeg: number }[] };
    expect(out.results[0]!.azimuthDeg).toBeCloseTo(194.34024, 4);
    expect(out.results[0]!.elevationDeg).toBeCloseTo(90 - out.results[0]!.zenithDeg, 12);
  });

  it('answers decompose, transpose, celltemp and pvwatts row by row', () => {
    expect(
      runCommand('decompose', { rows: [{ ghiWm2: 50, zenithDeg: 85, dayOfYear: 1 }] }),
    ).toMatchObject({
      rows: [{ dniWm2: expect.closeTo(96.7192672, 5) }],
    });
    const t = runCommand('transpose', {
      model: 'perez',
      rows: [
        {
          ghiWm2: 0,
          dniWm2: 0,
          dhiWm2: 0,
          zenithDeg: 40,
          azimuthDeg: 160,
          tiltDeg: 30,
          surfaceAzimuthDeg: 180,
          albedo: 0.2,
          dniExtraWm2: 1367,
        },
      ],
    }) as { rows: { poaGlobalWm2: number | null }[] };
    expect(t.rows[0]!.poaGlobalWm2).toBeNull();
    expect(
      runCommand('celltemp', {
        model: 'faiman',
        rows: [{ poaGlobalWm2: 900, tempAirC: 20, windMs: 5 }],
      }),
    ).toEqual({ rows: [{ cellTempC: expect.closeTo(35.203, 3) }] });
    expect(
      runCommand('pvwatts', {
        pdc0W: 100,
        gammaPdcPerC: -0.003,
        inverterPdc0W: 100,
        etaInvNom: 0.95,
        rows: [{ poaEffectiveWm2: 900, cellTempC: 30 }],
      }),
    ).toEqual({ rows: [{ pdcW: expect.closeTo(88.65, 9), pacW: expect.closeTo(84.3, 1) }] });
  });

  it('simulates a station year and hourly rows with the same chain', () => {
    const year = runCommand('simulate', { ...simulateBase, weather: { stationId: 108 } }) as {
      monthlyKwh: number[];
      annualKwh: number;
      dailyGenerationHours: number;
    };
    expect(year.monthlyKwh).toHaveLength(12);
    expect(year.dailyGenerationHours).toBeCloseTo(year.annualKwh / 100 / 365, 12);
    const hourly = runCommand('simulate', {
      ...simulateBase,
      weather: {
        hourly: [
          {
            time: '2025-06-21T12:30:00+09:00',
            ghiWm2: 900,
            dniWm2: 800,
            dhiWm2: 150,
            tempAirC: 25,
            windMs: 2,
          },
          {
            time: '2025-06-21T23:30:00+09:00',
            ghiWm2: 0,
            dniWm2: 0,
            dhiWm2: 0,
            tempAirC: 20,
            windMs: 2,
          },
        ],
      },
    }) as { monthlyKwh: number[]; annualKwh: number };
    expect(hourly.monthlyKwh[5]).toBeCloseTo(hourly.annualKwh, 9);
    expect(hourly.annualKwh).toBeGreaterThan(60);
    expect(hourly.annualKwh).toBeLessThan(100 / 1.1);
  });

  it.each([
    [
      'position',
      { latitude: Number.NaN, longitude: 127, altitudeM: 0, times: ['2025-01-01T00:00:00+09:00'] },
      /latitude/,
    ],
    [
      'position',
      { latitude: 91, longitude: 127, altitudeM: 0, times: ['2025-01-01T00:00:00+09:00'] },
      /latitude/,
    ],
    [
      'position',
      { latitude: 37, longitude: 127, altitudeM: 0, times: ['2025-01-01T00:00:00'] },
      /offset/,
    ],
    ['decompose', { rows: [] }, /rows must not be empty/],
    ['transpose', { model: 'klucher', rows: [] }, /model/],
    ['simulate', { ...simulateBase, tiltDeg: 95, weather: { stationId: 108 } }, /tiltDeg/],
    ['simulate', { ...simulateBase, weather: { stationId: 999 } }, /unknown KMA station/],
    [
      'celltemp',
      { model: 'sapm:roof', rows: [{ poaGlobalWm2: 1, tempAirC: 1, windMs: 1 }] },
      /model/,
    ],
    ['nosuch', {}, /unknown command/],
  ])('rejects invalid %s input with a clear message', (name, input, message) => {
    expect(() => runCommand(name, input)).toThrow(SolarInputError);
    expect(() => runCommand(name, input)).toThrow(message);
  });

  it('rejects 100 000 rows (limit 8784, one leap year of hours)', () => {
    const rows = Array.from({ length: 100_000 }, () => ({
      ghiWm2: 100,
      zenithDeg: 50,
      dayOfYear: 100,
    }));
    expect(() => runCommand('decompose', { rows })).toThrow(/at most 8784 rows/);
  });
});

describe('the CLI end to end', () => {
  it('reads JSON on stdin and writes JSON on stdout', () => {
    const r = spawnCli(
      'position',
      JSON.stringify({
        latitude: 37.5,
        longitude: 127,
        altitudeM: 50,
        times: ['2025-06-21T12:30:00+09:00'],
      }),
    );
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { results: { elevationDeg: number }[] };
    expect(out.results[0]!.elevationDeg).toBeGreaterThan(70);
  });

  it('forecasts a roof with its own use, a connection and a permit horizon', () => {
    const r = spawnCli(
      'forecast',
      JSON.stringify({
        installType: 'R',
        systemSize: 3.36,
        latitude: 37.57,
        longitude: 126.98,
        gridConnection: 'flexible',
        operatingYears: 8,
        selfConsumption: { tariff: 'residential', monthlyBillKrw: 90000 },
      }),
    );
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      scenarios: { name: string }[];
      selfConsumption: { firstYearSavingKrw: number };
      horizon: { years: number };
      curtailment: { gridConnection: string };
    };
    expect(out.scenarios.map((s) => s.name)).toContain('selfConsumption');
    expect(out.selfConsumption.firstYearSavingKrw).toBeGreaterThan(0);
    expect(out.horizon.years).toBe(8);
    expect(out.curtailment.gridConnection).toBe('flexible');
    const bad = spawnCli(
      'forecast',
      JSON.stringify({ installType: 'R', systemSize: 3, stationId: 108, gridConnection: 'x' }),
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/gridConnection/);
  });

  it('exits non-zero with a message on stderr for invalid input and for non-JSON', () => {
    const bad = spawnCli('simulate', JSON.stringify({ ...simulateBase, weather: { hourly: [] } }));
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/solar simulate: invalid input: .*weather/);
    const notJson = spawnCli('position', '{oops');
    expect(notJson.status).toBe(2);
    expect(notJson.stderr).toMatch(/not valid JSON/);
  });
});
