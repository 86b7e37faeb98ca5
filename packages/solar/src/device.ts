// The part of the engine the owner's device runs (import it lazily): the 20-year finance, so a
// changed assumption is recomputed at once without a round trip, and the assumption list with
// sources. No climatology, no simulation: the server's forecast supplies the first-year energy.
export { runFinance, defaultProjectCostManwonPerKw, recWeightFor } from './finance.js';
export type { FinanceInput, FinanceResult, PriceScenario, InstallType } from './finance.js';
export { listAssumptions } from './assumption-list.js';
export type { AssumptionEntry } from './assumption-list.js';
export { ASSUMPTIONS_VERSION, FINANCE_DEFAULTS, OPERATING_COSTS } from './assumptions.js';
