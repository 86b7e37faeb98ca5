// The engine's JSON commands, shared by the CLI (cli/main.ts) and the server. Pure: one JSON value
// in, one JSON value out; invalid input throws SolarInputError with a readable message.
import type { z } from 'zod';
import { erbs, totalIrradiance } from './irradiance.js';
import { relativeAirmassKastenYoung } from './atmosphere.js';
import { allocateSolarPositionArrays, solarPositionInto } from './position.js';
import { pvwattsDcW, pvwattsInverterAcW } from './pvsystem.js';
import { cellTempC } from './temperature.js';
import { forecast } from './forecast.js';
import { simulateYear, SolarInputError } from './simulate.js';
import { parseIsoWithOffset } from './time.js';
import {
  CellTempInputSchema,
  DecomposeInputSchema,
  ForecastInputSchema,
  PositionInputSchema,
  PvwattsInputSchema,
  SimulateInputSchema,
  TransposeInputSchema,
} from './schemas.js';
import type {
  CellTempOutput,
  DecomposeOutput,
  ForecastOutput,
  PositionOutput,
  PvwattsOutput,
  SimulateOutput,
  TransposeOutput,
} from './schemas.js';

export const COMMANDS = [
  'position',
  'decompose',
  'transpose',
  'celltemp',
  'pvwatts',
  'simulate',
  'forecast',
] as const;
export type CommandName = (typeof COMMANDS)[number];

/** JSON has no NaN: undefined results (e.g. Perez with DHI = 0) are written as null. */
const num = (x: number): number | null => (Number.isFinite(x) ? x : null);

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input);
  if (!r.success) {
    const lines = r.error.issues.slice(0, 10).map((i) => {
      const path = i.path.map(String).join('.');
      return `${path || 'input'}: ${i.message}`;
    });
    if (r.error.issues.length > 10) lines.push(`... and ${r.error.issues.length - 10} more`);
    throw new SolarInputError(`invalid input: ${lines.join('; ')}`);
  }
  return r.data;
}

export function runPosition(input: unknown): PositionOutput {
  const v = parse(PositionInputSchema, input);
  const unix = Float64Array.from(v.times, (t) => parseIsoWithOffset(t)!.unixS);
  const out = allocateSolarPositionArrays(unix.length);
  solarPositionInto(
    unix,
    { latitudeDeg: v.latitude, longitudeDeg: v.longitude, altitudeM: v.altitudeM },
    out,
  );
  return {
    results: Array.from(unix, (_, i) => ({
      zenithDeg: out.zenithDeg[i]!,
      apparentZenithDeg: out.apparentZenithDeg[i]!,
      azimuthDeg: out.azimuthDeg[i]!,
      elevationDeg: out.elevationDeg[i]!,
    })),
  };
}

export function runDecompose(input: unknown): DecomposeOutput {
  const v = parse(DecomposeInputSchema, input);
  return {
    rows: v.rows.map((r) => {
      const e = erbs(r.ghiWm2, r.zenithDeg, r.dayOfYear);
      return { dniWm2: num(e.dniWm2), dhiWm2: num(e.dhiWm2), kt: num(e.kt) };
    }),
  };
}

export function runTranspose(input: unknown): TransposeOutput {
  const v = parse(TransposeInputSchema, input);
  return {
    rows: v.rows.map((r) => {
      const p = totalIrradiance({
        tiltDeg: r.tiltDeg,
        surfaceAzimuthDeg: r.surfaceAzimuthDeg,
        zenithDeg: r.zenithDeg,
        azimuthDeg: r.azimuthDeg,
        dniWm2: r.dniWm2,
        ghiWm2: r.ghiWm2,
        dhiWm2: r.dhiWm2,
        dniExtraWm2: r.dniExtraWm2,
        airmass: relativeAirmassKastenYoung(r.zenithDeg),
        albedo: r.albedo,
        model: v.model,
      });
      return {
        poaGlobalWm2: num(p.poaGlobalWm2),
        poaDirectWm2: num(p.poaDirectWm2),
        poaDiffuseWm2: num(p.poaDiffuseWm2),
        poaGroundWm2: num(p.poaGroundWm2),
      };
    }),
  };
}

export function runCellTemp(input: unknown): CellTempOutput {
  const v = parse(CellTempInputSchema, input);
  return {
    rows: v.rows.map((r) => ({
      cellTempC: num(cellTempC(v.model, r.poaGlobalWm2, r.tempAirC, r.windMs)),
    })),
  };
}

export function runPvwatts(input: unknown): PvwattsOutput {
  const v = parse(PvwattsInputSchema, input);
  return {
    rows: v.rows.map((r) => {
      const pdc = pvwattsDcW(r.poaEffectiveWm2, r.cellTempC, v.pdc0W, v.gammaPdcPerC);
      const pac = pvwattsInverterAcW(pdc, v.inverterPdc0W, v.etaInvNom);
      return { pdcW: num(pdc), pacW: num(pac) };
    }),
  };
}

export function runSimulate(input: unknown): SimulateOutput {
  return simulateYear(parse(SimulateInputSchema, input));
}

export function runForecast(input: unknown): ForecastOutput {
  return forecast(parse(ForecastInputSchema, input));
}

/** Every command's runner: a name added to COMMANDS does not type-check until it has one. */
const RUNNERS: Record<CommandName, (input: unknown) => unknown> = {
  position: runPosition,
  decompose: runDecompose,
  transpose: runTranspose,
  celltemp: runCellTemp,
  pvwatts: runPvwatts,
  simulate: runSimulate,
  forecast: runForecast,
};

/**
 * Runs one command on a parsed JSON value. Throws SolarInputError for an unknown command or
 * invalid input (the CLI maps it to exit code 2 and a message on stderr).
 */
export function runCommand(name: string, input: unknown): unknown {
  if (!(COMMANDS as readonly string[]).includes(name)) {
    throw new SolarInputError(`unknown command '${name}'; expected one of: ${COMMANDS.join(', ')}`);
  }
  return RUNNERS[name as CommandName](input);
}
