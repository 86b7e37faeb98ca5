import type { SystemSpec } from './modelchain.js';

/**
 * A 100 kWp plant with the engine's default system terms (the values of SYSTEM_DEFAULTS, written
 * out so that a test keeps its expectations when a default is revised). Tests and the bench start
 * from it and state only what they change.
 */
export const DEFAULT_SYSTEM_100KWP: SystemSpec = {
  tiltDeg: 21,
  surfaceAzimuthDeg: 180,
  systemKwp: 100,
  dcAcRatio: 1.1,
  albedo: 0.2,
  lossesPct: 14,
  gammaPdcPerC: -0.0037,
  etaInvNom: 0.96,
  temperatureModel: 'sapm:open_rack_glass_polymer',
  transposition: 'haydavies',
  iam: 'physical',
};
