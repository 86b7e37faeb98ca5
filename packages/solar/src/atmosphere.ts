// Atmosphere helpers, as pvlib.atmosphere.

const RAD = Math.PI / 180;

/**
 * Standard-atmosphere air pressure at an altitude.
 * Model: pvlib `alt2pres` (after the "Portland State Aerospace Society" barometric formula,
 * A Quick Derivation relating altitude to air pressure, 2004):
 * p = 100 * ((44331.514 - h) / 11880.516) ^ (1 / 0.1902632).
 */
export function pressurePaFromAltitudeM(altitudeM: number): number {
  return 100 * ((44331.514 - altitudeM) / 11880.516) ** (1 / 0.1902632);
}

/**
 * Relative (not pressure-corrected) optical air mass.
 * Model: F. Kasten and A. T. Young, "Revised optical air mass tables and approximation formula",
 * Applied Optics 28(22), 4735-4738, 1989 (pvlib `get_relative_airmass`, 'kastenyoung1989').
 * Zenith above 90 degrees gives NaN, as pvlib.
 */
export function relativeAirmassKastenYoung(zenithDeg: number): number {
  if (!(zenithDeg <= 90)) return Number.NaN;
  return relativeAirmassFromCos(zenithDeg, Math.cos(zenithDeg * RAD));
}

/**
 * {@link relativeAirmassKastenYoung} for a zenith whose cosine is already known (the model chain
 * has it): the same formula without computing the cosine again. `zenithDeg` must be <= 90.
 */
export function relativeAirmassFromCos(zenithDeg: number, cosZenith: number): number {
  // x ** -1.6364 as exp(-1.6364 ln x): the same to 1e-15 relative, at a fraction of pow's cost.
  return 1 / (cosZenith + 0.50572 * Math.exp(-1.6364 * Math.log(6.07995 + (90 - zenithDeg))));
}
