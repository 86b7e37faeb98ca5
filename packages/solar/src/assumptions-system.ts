// The PV system and layout assumptions of the engine (part of assumptions.ts, same version).
import {
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  MODULE_LENGTH_M,
  MODULE_POWER_W,
  MODULE_WIDTH_M,
} from './constants.js';
import { s } from './sourced.js';

/**
 * PVWatts v5 default system losses (Dobos 2014, NREL/TP-6A20-62641, table 1); they multiply to
 * 14.08 %, the engine's DC loss. Temperature, inverter efficiency and clipping are modelled by the
 * chain itself; curtailment and degradation are applied in the finance.
 */
export const PVWATTS_LOSSES: readonly { name: string; pct: number }[] = [
  { name: 'soiling', pct: 2 },
  { name: 'shading', pct: 3 },
  { name: 'snow', pct: 0 },
  { name: 'mismatch', pct: 2 },
  { name: 'wiring', pct: 2 },
  { name: 'connections', pct: 0.5 },
  { name: 'lightInducedDegradation', pct: 1.5 },
  { name: 'nameplateRating', pct: 1 },
  { name: 'age', pct: 0 },
  { name: 'availability', pct: 3 },
];

/** 100 (1 - prod(1 - Li/100)): how PVWatts combines its loss categories. */
export const PVWATTS_TOTAL_LOSSES_PCT =
  100 * (1 - PVWATTS_LOSSES.reduce((p, l) => p * (1 - l.pct / 100), 1));

/** PV system defaults for forecasts. */
export const SYSTEM_DEFAULTS = {
  tiltDeg: s(DEFAULT_TILT_DEG, 'deg', 'spec', 'SPEC.md 9: default tilt 21'),
  surfaceAzimuthDeg: s(
    DEFAULT_AZIMUTH_DEG,
    'deg from north',
    'spec',
    'SPEC.md 9: default azimuth 180',
  ),
  lossesPct: s(
    Math.round(PVWATTS_TOTAL_LOSSES_PCT * 100) / 100,
    '%',
    'model default',
    'PVWatts v5 default loss categories multiplied (14.08 %, Dobos 2014 table 1); not verified for Korean plants',
  ),
  gammaPdcPerC: s(
    -0.0037,
    '1/C',
    'unconfirmed',
    'typical mono-PERC datasheet Pmax coefficient -0.35..-0.40 %/C; Korean rule of thumb -0.5 %/C (enlighten.kr)',
  ),
  dcAcRatio: s(1.1, '-', 'engine choice', 'typical DC/AC ratio; not verified'),
  etaInvNom: s(0.96, '-', 'model default', 'pvlib inverter.pvwatts default nominal efficiency'),
  albedo: s(0.2, '-', 'model default', 'grass albedo (pvlib SURFACE_ALBEDOS)'),
  transposition: s(
    'haydavies' as const,
    '-',
    'engine choice',
    'DESIGN.md 6: Hay-Davies (Perez optional)',
  ),
  temperatureModel: s(
    'sapm:open_rack_glass_polymer' as const,
    '-',
    'engine choice',
    'DESIGN.md 6: SAPM; open rack glass/polymer for ground and flat-roof racks',
  ),
  iam: s(
    'physical' as const,
    '-',
    'engine choice',
    'pvlib iam.physical defaults (n 1.526, K 4, L 0.002)',
  ),
} as const;

/** Layout defaults. */
export const LAYOUT_ASSUMPTIONS = {
  moduleLengthM: MODULE_LENGTH_M,
  moduleWidthM: MODULE_WIDTH_M,
  modulePowerW: MODULE_POWER_W,
  /** Land: clearance to the parcel boundary for fence and maintenance path (engine choice). */
  landSetbackM: 2,
  /** Roof: edge zone kept free (engine choice). */
  roofSetbackM: 1,
  /** Land: rows between two access aisles. */
  rowsPerBlock: 5,
  /** Land: width of an access aisle, m. */
  accessAisleM: 4,
  /** Land: share of the packed modules left out for the equipment pad and internal roads, %. */
  nonModuleSharePct: 10,
  sources: {
    module: s(
      '1 m x 2 m, 480 W',
      '-',
      'spec',
      'SPEC.md 2 and 9: panels 1 m by 2 m; module power 480 W',
    ),
    landSetbackM: s(
      2,
      'm',
      'engine choice',
      'no national rule found; 2 m fence/maintenance clearance (unconfirmed)',
    ),
    roofSetbackM: s(1, 'm', 'engine choice', 'edge zone for wind uplift and access (unconfirmed)'),
    shading: s(
      'winter solstice 09:00-15:00',
      '-',
      'unconfirmed',
      'rows far enough apart that no row shades the next between 09:00 and 15:00 solar time on the winter solstice (Korean design rule of thumb, reference/forecast-and-finance.md E)',
    ),
    accessAisle: s(
      '4 m after every 5 rows',
      '-',
      'engine choice',
      'vehicle access for cleaning, weeding and repairs on ground plants (unconfirmed)',
    ),
    nonModuleShare: s(
      10,
      '% of the packed modules (land)',
      'engine choice',
      'inverter and transformer pad, 접속반, drainage and internal roads; with the rows and aisles it puts compact ground sites in 9.9-13.2 m2/kW (1 MW on 3,000-4,000 평: 솔라커넥트 Solar Analyst 2019, reference E, confirmed as published)',
    ),
  },
} as const;
