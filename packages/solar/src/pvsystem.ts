// DC power, system losses and inverter, as pvlib.pvsystem / pvlib.inverter (PVWatts).

/**
 * PVWatts DC power: Pdc = Ee / 1000 * Pdc0 * (1 + gamma * (Tcell - 25)).
 * A. P. Dobos, "PVWatts Version 5 Manual", NREL/TP-6A20-62641, 2014, eq. 2
 * (pvlib `pvsystem.pvwatts_dc`, reference temperature 25 C).
 */
export function pvwattsDcW(
  poaEffectiveWm2: number,
  cellTempC: number,
  pdc0W: number,
  gammaPdcPerC: number,
  tempRefC = 25,
): number {
  return poaEffectiveWm2 * 0.001 * pdc0W * (1 + gammaPdcPerC * (cellTempC - tempRefC));
}

/** Default PVWatts inverter reference efficiency (pvlib `inverter.pvwatts`). */
export const ETA_INV_REF = 0.9637;

/**
 * PVWatts inverter AC power from DC power, clipped to Pac0 = etaNom * Pdc0 and floored at 0.
 * A. P. Dobos, PVWatts Version 5 Manual, NREL/TP-6A20-62641, 2014, eqs. 10-11
 * (pvlib `inverter.pvwatts`): eta = etaNom / etaRef * (-0.0162 zeta - 0.0059 / zeta + 0.9858),
 * zeta = Pdc / Pdc0; Pdc = 0 gives 0.
 */
export function pvwattsInverterAcW(
  pdcW: number,
  inverterPdc0W: number,
  etaInvNom = 0.96,
  etaInvRef = ETA_INV_REF,
): number {
  const pac0 = etaInvNom * inverterPdc0W;
  const zeta = pdcW / inverterPdc0W;
  if (pdcW === 0) return 0;
  const eta = (etaInvNom / etaInvRef) * (-0.0162 * zeta - 0.0059 / zeta + 0.9858);
  const pac = eta * pdcW;
  if (Number.isNaN(pac)) return Number.NaN;
  return Math.max(0, Math.min(pac0, pac));
}

/** Applies a total system loss in percent to DC power (pvlib ModelChain 'pvwatts' losses step). */
export function applyLossesW(pdcW: number, lossesPct: number): number {
  return pdcW * (1 - lossesPct / 100);
}
