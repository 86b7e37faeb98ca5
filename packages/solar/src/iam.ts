// Incidence angle modifier (IAM), as pvlib.iam.

const RAD = Math.PI / 180;

/** A module's glass cover for the physical IAM: refractive index, extinction coefficient (1/m), thickness (m). */
export interface IamGlass {
  n: number;
  kPerM: number;
  thicknessM: number;
}

/** pvlib `iam.physical` defaults: glass refractive index, extinction coefficient (1/m), thickness (m). */
export const IAM_PHYSICAL_DEFAULTS: Readonly<IamGlass> = { n: 1.526, kPerM: 4, thicknessM: 0.002 };

/**
 * Physical IAM of a glass cover: Fresnel reflection at the air-glass interface (Snell refraction),
 * averaged over s and p polarisation, with Bouguer absorption in the glass, normalised to normal
 * incidence. W. De Soto, S. A. Klein and W. A. Beckman, "Improvement and validation of a model for
 * photovoltaic array performance", Solar Energy 80(1), 78-88, 2006; Duffie & Beckman, Solar
 * Engineering of Thermal Processes, ch. 5. Implemented as pvlib `iam.physical` without AR coating:
 * aoi >= 90 gives 0.
 */
export function iamPhysical(
  aoiDeg: number,
  glass: Readonly<IamGlass> = IAM_PHYSICAL_DEFAULTS,
): number {
  return iamPhysicalFromCos(Math.max(0, Math.cos(aoiDeg * RAD)), glass);
}

/** Same as {@link iamPhysical} from cos(aoi) directly (negative cosines count as 0). */
export function iamPhysicalFromCos(
  cosAoi: number,
  glass: Readonly<IamGlass> = IAM_PHYSICAL_DEFAULTS,
): number {
  if (Number.isNaN(cosAoi)) return Number.NaN;
  const n = glass.n;
  const c1 = Math.max(0, cosAoi);
  const s1 = Math.sqrt(1 - c1 * c1);
  const s2 = s1 / n;
  const c2 = Math.sqrt(1 - s2 * s2);
  const rs = (c1 - n * c2) / (c1 + n * c2);
  const rp = (c2 - n * c1) / (c2 + n * c1);
  const rhoS = rs * rs;
  const rhoP = rp * rp;
  const absorption = Math.exp(-(glass.kPerM * glass.thicknessM) / c2);
  const tauS = (1 - rhoS) * absorption;
  const tauP = (1 - rhoP) * absorption;
  // Normal incidence depends on the glass only: the default glass's is a constant.
  const tau0 = glass === IAM_PHYSICAL_DEFAULTS ? DEFAULT_TAU0 : normalTransmittance(glass);
  return (tauS + tauP) / 2 / tau0;
}

function normalTransmittance(glass: Readonly<IamGlass>): number {
  const r0 = (1 - glass.n) / (1 + glass.n);
  return (1 - r0 * r0) * Math.exp(-glass.kPerM * glass.thicknessM);
}

const DEFAULT_TAU0 = normalTransmittance(IAM_PHYSICAL_DEFAULTS);
