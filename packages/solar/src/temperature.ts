// PV cell temperature models, as pvlib.temperature.

export interface SapmTemperatureParams {
  a: number;
  b: number;
  deltaTC: number;
}

/**
 * SAPM temperature-model parameters for the four standard mountings, the values of pvlib
 * `TEMPERATURE_MODEL_PARAMETERS['sapm']` (King et al. 2004, Table 2).
 */
export const SAPM_TEMPERATURE_PARAMS = {
  open_rack_glass_glass: { a: -3.47, b: -0.0594, deltaTC: 3 },
  close_mount_glass_glass: { a: -2.98, b: -0.0471, deltaTC: 1 },
  open_rack_glass_polymer: { a: -3.56, b: -0.075, deltaTC: 3 },
  insulated_back_glass_polymer: { a: -2.81, b: -0.0455, deltaTC: 0 },
} as const satisfies Record<string, SapmTemperatureParams>;

export type SapmMounting = keyof typeof SAPM_TEMPERATURE_PARAMS;

/**
 * Sandia Array Performance Model cell temperature:
 * Tm = E * exp(a + b * WS) + Ta; Tc = Tm + E / 1000 * deltaT.
 * D. L. King, W. E. Boyson and J. A. Kratochvil, "Photovoltaic Array Performance Model",
 * SAND2004-3535, Sandia National Laboratories, 2004, eqs. 11 and 12 (pvlib `sapm_cell`).
 */
export function sapmCellTempC(
  poaGlobalWm2: number,
  tempAirC: number,
  windMs: number,
  params: SapmTemperatureParams,
): number {
  const moduleTempC = poaGlobalWm2 * Math.exp(params.a + params.b * windMs) + tempAirC;
  return moduleTempC + (poaGlobalWm2 / 1000) * params.deltaTC;
}

/** Faiman model defaults (pvlib): u0 W/(m2 K), u1 W/(m2 K) per m/s. */
export const FAIMAN_DEFAULTS = { u0: 25, u1: 6.84 } as const;

/**
 * Faiman cell temperature: Tc = Ta + E / (u0 + u1 * WS).
 * D. Faiman, "Assessing the outdoor operating temperature of photovoltaic modules",
 * Progress in Photovoltaics 16(4), 307-315, 2008 (pvlib `faiman`, u0 = 25, u1 = 6.84).
 */
export function faimanCellTempC(
  poaGlobalWm2: number,
  tempAirC: number,
  windMs: number,
  u0: number = FAIMAN_DEFAULTS.u0,
  u1: number = FAIMAN_DEFAULTS.u1,
): number {
  return tempAirC + poaGlobalWm2 / (u0 + u1 * windMs);
}

export type TemperatureModel =
  | 'sapm:open_rack_glass_glass'
  | 'sapm:close_mount_glass_glass'
  | 'sapm:open_rack_glass_polymer'
  | 'sapm:insulated_back_glass_polymer'
  | 'faiman';

export const TEMPERATURE_MODELS = [
  'sapm:open_rack_glass_glass',
  'sapm:close_mount_glass_glass',
  'sapm:open_rack_glass_polymer',
  'sapm:insulated_back_glass_polymer',
  'faiman',
] as const satisfies readonly TemperatureModel[];

/** Cell temperature by model name. */
export function cellTempC(
  model: TemperatureModel,
  poaGlobalWm2: number,
  tempAirC: number,
  windMs: number,
): number {
  if (model === 'faiman') return faimanCellTempC(poaGlobalWm2, tempAirC, windMs);
  const mounting = model.slice('sapm:'.length) as SapmMounting;
  return sapmCellTempC(poaGlobalWm2, tempAirC, windMs, SAPM_TEMPERATURE_PARAMS[mounting]);
}
