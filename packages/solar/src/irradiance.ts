// Irradiance: extraterrestrial radiation, decomposition and transposition, as pvlib.irradiance.
// Angles in degrees, irradiance in W/m2. NaN propagates as in pvlib (numpy) semantics.

const RAD = Math.PI / 180;
const cosd = (x: number): number => Math.cos(x * RAD);
const sind = (x: number): number => Math.sin(x * RAD);

/** pvlib's default solar constant for `get_extra_radiation`, W/m2. */
export const SOLAR_CONSTANT_WM2 = 1366.1;

/**
 * Extraterrestrial normal irradiance for a day of year.
 * Model: J. W. Spencer, "Fourier series representation of the position of the sun",
 * Search 2(5), 172, 1971 (Earth-Sun distance factor), as pvlib `get_extra_radiation`
 * (method 'spencer', day angle B = 2 pi (doy - 1) / 365).
 */
export function extraterrestrialDniWm2(
  dayOfYear: number,
  solarConstantWm2 = SOLAR_CONSTANT_WM2,
): number {
  const b = ((2 * Math.PI) / 365) * (dayOfYear - 1);
  const rOverR0Sq =
    1.00011 +
    0.034221 * Math.cos(b) +
    0.00128 * Math.sin(b) +
    0.000719 * Math.cos(2 * b) +
    0.000077 * Math.sin(2 * b);
  return solarConstantWm2 * rOverR0Sq;
}

/**
 * Clearness index kt = GHI / (E0 * max(cos Z, minCosZenith)), clipped to [0, maxKt].
 * As pvlib `clearness_index` (Erbs uses maxKt = 1).
 */
export function clearnessIndex(
  ghiWm2: number,
  zenithDeg: number,
  dniExtraWm2: number,
  minCosZenith = 0.065,
  maxClearnessIndex = 2,
): number {
  const i0h = dniExtraWm2 * Math.max(cosd(zenithDeg), minCosZenith);
  const kt = ghiWm2 / i0h;
  // numpy maximum/minimum propagate NaN.
  if (Number.isNaN(kt)) return Number.NaN;
  return Math.min(Math.max(kt, 0), maxClearnessIndex);
}

export interface ErbsResult {
  dniWm2: number;
  dhiWm2: number;
  kt: number;
}

/**
 * pvlib `irradiance.erbs` defaults, which the row and the series both use: the clearness index's
 * smallest cos zenith and its cap, and the zenith beyond which all the light counts as diffuse.
 */
export const ERBS_LIMITS = { minCosZenith: 0.065, maxClearnessIndex: 1, maxZenithDeg: 87 } as const;

/**
 * Splits GHI into DNI and DHI.
 * Model: D. G. Erbs, S. A. Klein and J. A. Duffie, "Estimation of the diffuse radiation fraction
 * for hourly, daily and monthly-average global radiation", Solar Energy 28(4), 293-302, 1982;
 * implemented as pvlib `irradiance.erbs` with its default {@link ERBS_LIMITS} (DNI set to 0 and
 * DHI to GHI when the zenith is beyond the limit, GHI < 0 or DNI < 0).
 */
export function erbs(ghiWm2: number, zenithDeg: number, dayOfYear: number): ErbsResult {
  const out: ErbsResult = { dniWm2: 0, dhiWm2: 0, kt: 0 };
  erbsSplitInto(ghiWm2, zenithDeg, extraterrestrialDniWm2(dayOfYear), out);
  if (zenithDeg > ERBS_LIMITS.maxZenithDeg) {
    out.dniWm2 = 0;
    out.dhiWm2 = ghiWm2;
  }
  return out;
}

/** One row of {@link erbs} with E0 known, without the zenith limit. */
function erbsSplitInto(
  ghiWm2: number,
  zenithDeg: number,
  dniExtraWm2: number,
  out: ErbsResult,
): void {
  const { minCosZenith, maxClearnessIndex } = ERBS_LIMITS;
  const kt = clearnessIndex(ghiWm2, zenithDeg, dniExtraWm2, minCosZenith, maxClearnessIndex);
  let dhi = erbsDiffuseFraction(kt) * ghiWm2;
  let dni = (ghiWm2 - dhi) / cosd(zenithDeg);
  if (ghiWm2 < 0 || dni < 0) {
    dni = 0;
    dhi = ghiWm2;
  }
  out.dniWm2 = dni;
  out.dhiWm2 = dhi;
  out.kt = kt;
}

/**
 * Erbs et al. (1982) diffuse fraction DHI / GHI of the hourly clearness index. The quartic in
 * Horner form (pvlib writes powers): equal to within rounding (1e-16), without three pow calls.
 */
function erbsDiffuseFraction(kt: number): number {
  if (kt > 0.8) return 0.165;
  if (kt > 0.22) return 0.9511 + kt * (-0.1604 + kt * (4.388 + kt * (-16.638 + kt * 12.336)));
  return 1 - 0.09 * kt;
}

const erbsRow: ErbsResult = { dniWm2: 0, dhiWm2: 0, kt: 0 };

/**
 * {@link erbs} over a series ({@link ERBS_LIMITS}), writing the DNI and DHI columns: the same
 * arithmetic row by row, with Spencer's E0 once per day and rows with the sun beyond 87 degrees
 * (half of a year of hours) short-cut to what `erbs` gives them, DNI 0 and DHI = GHI.
 */
export function erbsSeriesInto(
  ghiWm2: ArrayLike<number>,
  zenithDeg: ArrayLike<number>,
  dayOfYear: ArrayLike<number>,
  dniOutWm2: Float64Array,
  dhiOutWm2: Float64Array,
  length = ghiWm2.length,
): void {
  let lastDayOfYear = -1;
  let dniExtraDayWm2 = 0;
  for (let i = 0; i < length; i++) {
    const ghi = ghiWm2[i]!;
    const z = zenithDeg[i]!;
    if (z > ERBS_LIMITS.maxZenithDeg) {
      dniOutWm2[i] = 0;
      dhiOutWm2[i] = ghi;
      continue;
    }
    const doy = dayOfYear[i]!;
    if (doy !== lastDayOfYear) {
      dniExtraDayWm2 = extraterrestrialDniWm2(doy);
      lastDayOfYear = doy;
    }
    erbsSplitInto(ghi, z, dniExtraDayWm2, erbsRow);
    dniOutWm2[i] = erbsRow.dniWm2;
    dhiOutWm2[i] = erbsRow.dhiWm2;
  }
}

/**
 * Cosine of the angle of incidence of beam light on a tilted plane, clipped to [-1, 1]
 * (pvlib `aoi_projection`).
 */
export function aoiProjection(
  tiltDeg: number,
  surfaceAzimuthDeg: number,
  zenithDeg: number,
  azimuthDeg: number,
): number {
  const p =
    cosd(tiltDeg) * cosd(zenithDeg) +
    sind(tiltDeg) * sind(zenithDeg) * cosd(azimuthDeg - surfaceAzimuthDeg);
  return p > 1 ? 1 : p < -1 ? -1 : p;
}

/** Angle of incidence, degrees (pvlib `aoi`). */
export function angleOfIncidenceDeg(
  tiltDeg: number,
  surfaceAzimuthDeg: number,
  zenithDeg: number,
  azimuthDeg: number,
): number {
  return Math.acos(aoiProjection(tiltDeg, surfaceAzimuthDeg, zenithDeg, azimuthDeg)) / RAD;
}

/**
 * Ground-reflected irradiance on the plane, isotropic ground: GHI * albedo * (1 - cos tilt) / 2.
 * (Loutzenhiser et al. 2007, Solar Energy 81, 254-267; pvlib `get_ground_diffuse`.)
 */
export function groundDiffuseWm2(tiltDeg: number, ghiWm2: number, albedo: number): number {
  return ghiWm2 * albedo * (1 - cosd(tiltDeg)) * 0.5;
}

/** Isotropic sky diffuse (Liu & Jordan 1963; pvlib `isotropic`). */
export function isotropicSkyDiffuseWm2(tiltDeg: number, dhiWm2: number): number {
  return dhiWm2 * (1 + cosd(tiltDeg)) * 0.5;
}

/**
 * Hay-Davies sky diffuse.
 * Model: J. E. Hay and J. A. Davies, "Calculations of the solar radiation incident on an inclined
 * surface", Proc. First Canadian Solar Radiation Data Workshop, 59-72, 1980; as pvlib `haydavies`
 * (projection ratio Rb = max(cos aoi, 0) / max(cos Z, 0.01745), both parts floored at 0).
 */
export function haydaviesSkyDiffuseWm2(sky: SkyOverPlane): number {
  return skyDiffuseWm2('haydavies', sky, Number.NaN, cosAoiOf(sky));
}

function haydaviesFromRatio(
  tiltDeg: number,
  dhiWm2: number,
  dniWm2: number,
  dniExtraWm2: number,
  rb: number,
): number {
  const ai = dniWm2 / dniExtraWm2;
  const isotropic = nanMax0(dhiWm2 * (1 - ai) * 0.5 * (1 + cosd(tiltDeg)));
  const circumsolar = nanMax0(dhiWm2 * ai * rb);
  return isotropic + circumsolar;
}

/** np.maximum(x, 0): NaN stays NaN. */
function nanMax0(x: number): number {
  return Number.isNaN(x) ? x : x > 0 ? x : 0;
}

/**
 * Perez 1990 coefficients 'allsitescomposite1990': per sky-clearness bin,
 * [f11, f12, f13, f21, f22, f23]. R. Perez, P. Ineichen, R. Seals, J. Michalsky and R. Stewart,
 * "Modeling daylight availability and irradiance components from direct and global irradiance",
 * Solar Energy 44(5), 271-289, 1990.
 */
// prettier-ignore
export const PEREZ_ALLSITES_1990: readonly (readonly number[])[] = [
  [-0.008, 0.588, -0.062, -0.06, 0.072, -0.022],
  [0.13, 0.683, -0.151, -0.019, 0.066, -0.029],
  [0.33, 0.487, -0.221, 0.055, -0.064, -0.026],
  [0.568, 0.187, -0.295, 0.109, -0.152, -0.014],
  [0.873, -0.392, -0.362, 0.226, -0.462, 0.001],
  [1.132, -1.237, -0.412, 0.288, -0.823, 0.056],
  [1.06, -1.6, -0.359, 0.264, -1.127, 0.131],
  [0.678, -0.327, -0.25, 0.156, -1.377, 0.251],
];

const PEREZ_EPSILON_BINS = Float64Array.of(1.065, 1.23, 1.5, 1.95, 2.8, 4.5, 6.2);
/** PEREZ_ALLSITES_1990 as one flat typed array, 6 coefficients per bin. */
const PEREZ_COEFFS = Float64Array.from(PEREZ_ALLSITES_1990.flat());

export interface PerezSkyState {
  /** Circumsolar brightening coefficient F1 (>= 0), NaN when the sky clearness is undefined. */
  f1: number;
  /** Horizon brightening coefficient F2. */
  f2: number;
}

/**
 * Perez F1, F2 from the sky state; independent of the plane, so a model chain can compute it
 * once per hour. Follows pvlib `perez`: epsilon bins as `np.digitize`, NaN epsilon -> NaN.
 */
export function perezSkyState(
  dhiWm2: number,
  dniWm2: number,
  dniExtraWm2: number,
  zenithDeg: number,
  airmass: number,
): PerezSkyState {
  perezSkyStateInto(dhiWm2, dniWm2, dniExtraWm2, zenithDeg, airmass, scratchF1, scratchF2, 0);
  return { f1: scratchF1[0]!, f2: scratchF2[0]! };
}

const scratchF1 = new Float64Array(1);
const scratchF2 = new Float64Array(1);

/** {@link perezSkyState} written to `f1Out[index]`, `f2Out[index]` (no allocation, for series). */
export function perezSkyStateInto(
  dhiWm2: number,
  dniWm2: number,
  dniExtraWm2: number,
  zenithDeg: number,
  airmass: number,
  f1Out: Float64Array,
  f2Out: Float64Array,
  index: number,
): void {
  const kappa = 1.041;
  const z = zenithDeg * RAD;
  const z3 = kappa * z * z * z;
  const delta = (dhiWm2 * airmass) / dniExtraWm2;
  const eps = ((dhiWm2 + dniWm2) / dhiWm2 + z3) / (1 + z3);
  if (Number.isNaN(eps) || eps < 0) {
    f1Out[index] = Number.NaN;
    f2Out[index] = Number.NaN;
    return;
  }
  let bin = 0;
  while (bin < PEREZ_EPSILON_BINS.length && eps >= PEREZ_EPSILON_BINS[bin]!) bin++;
  const c = PEREZ_COEFFS;
  const o = bin * 6;
  f1Out[index] = nanMax0(c[o]! + c[o + 1]! * delta + c[o + 2]! * z);
  f2Out[index] = c[o + 3]! + c[o + 4]! * delta + c[o + 5]! * z;
}

/**
 * Perez sky diffuse on the plane from F1, F2 (see {@link perezSkyState}).
 * Returns 0 where the airmass is NaN (sun below the horizon), as pvlib.
 */
export function perezSkyDiffuseFromState(
  tiltDeg: number,
  dhiWm2: number,
  cosAoiClipped: number,
  zenithDeg: number,
  airmass: number,
  state: PerezSkyState,
): number {
  if (Number.isNaN(airmass)) return 0;
  const a = Math.max(cosAoiClipped, 0);
  const b = Math.max(cosd(zenithDeg), cosd(85));
  const term1 = 0.5 * (1 - state.f1) * (1 + cosd(tiltDeg));
  const term2 = (state.f1 * a) / b;
  const term3 = state.f2 * sind(tiltDeg);
  return nanMax0(dhiWm2 * (term1 + term2 + term3));
}

/**
 * Perez sky diffuse.
 * Model: R. Perez et al., Solar Energy 44(5), 271-289, 1990, coefficients 'allsitescomposite1990';
 * as pvlib `perez` (airmass is relative, Kasten-Young, from the zenith used).
 */
export function perezSkyDiffuseWm2(sky: SkyOverPlane, airmass: number): number {
  return skyDiffuseWm2('perez', sky, airmass, cosAoiOf(sky));
}

export type TranspositionModel = 'isotropic' | 'haydavies' | 'perez';

export interface PoaComponents {
  poaGlobalWm2: number;
  poaDirectWm2: number;
  /** Sky diffuse plus ground-reflected. */
  poaDiffuseWm2: number;
  poaSkyDiffuseWm2: number;
  poaGroundWm2: number;
}

/** One instant's light over one plane, as the sky diffuse models read it (degrees, W/m2). */
export interface SkyOverPlane {
  tiltDeg: number;
  surfaceAzimuthDeg: number;
  zenithDeg: number;
  azimuthDeg: number;
  dniWm2: number;
  dhiWm2: number;
  dniExtraWm2: number;
}

export interface TotalIrradianceInput extends SkyOverPlane {
  ghiWm2: number;
  /** Relative airmass (Perez only); NaN below the horizon. */
  airmass: number;
  albedo: number;
  model: TranspositionModel;
}

const cosAoiOf = (sky: SkyOverPlane): number =>
  aoiProjection(sky.tiltDeg, sky.surfaceAzimuthDeg, sky.zenithDeg, sky.azimuthDeg);

/** The sky diffuse on the plane by `model`, with cos(aoi) of the plane known. */
function skyDiffuseWm2(
  model: TranspositionModel,
  sky: SkyOverPlane,
  airmass: number,
  cosAoi: number,
): number {
  const { tiltDeg, zenithDeg, dniWm2, dhiWm2, dniExtraWm2 } = sky;
  if (model === 'isotropic') return isotropicSkyDiffuseWm2(tiltDeg, dhiWm2);
  if (model === 'haydavies') {
    // Projection ratio Rb = max(cos aoi, 0) / max(cos Z, 0.01745).
    const rb = Math.max(cosAoi, 0) / Math.max(cosd(zenithDeg), 0.01745);
    return haydaviesFromRatio(tiltDeg, dhiWm2, dniWm2, dniExtraWm2, rb);
  }
  const state = perezSkyState(dhiWm2, dniWm2, dniExtraWm2, zenithDeg, airmass);
  return perezSkyDiffuseFromState(tiltDeg, dhiWm2, cosAoi, zenithDeg, airmass, state);
}

/**
 * Plane-of-array irradiance = beam + sky diffuse + ground-reflected, as pvlib
 * `get_total_irradiance` + `poa_components`: beam = max(DNI * cos(aoi), 0), so aoi > 90 gives 0.
 */
export function totalIrradiance(input: TotalIrradianceInput): PoaComponents {
  const { tiltDeg, dniWm2, ghiWm2 } = input;
  const cosAoi = cosAoiOf(input);
  const sky = skyDiffuseWm2(input.model, input, input.airmass, cosAoi);
  const ground = groundDiffuseWm2(tiltDeg, ghiWm2, input.albedo);
  const direct = nanMax0(dniWm2 * cosAoi);
  const diffuse = sky + ground;
  return {
    poaGlobalWm2: direct + diffuse,
    poaDirectWm2: direct,
    poaDiffuseWm2: diffuse,
    poaSkyDiffuseWm2: sky,
    poaGroundWm2: ground,
  };
}
