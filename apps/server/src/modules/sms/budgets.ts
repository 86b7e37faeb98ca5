/** Hourly budgets of verification texts; 0 turns the address or the global budget off. */
export interface SmsBudgets {
  perPhone: number;
  perDevice: number;
  perAddress: number;
  global: number;
  /** Recovery codes the whole service texts in an hour, apart from the recruit codes' budget. */
  recoveryGlobal: number;
}

/** The budgets' defaults (the settings' defaults; services built without a config use them). */
export const DEFAULT_SMS_BUDGETS: SmsBudgets = {
  perPhone: 5,
  perDevice: 10,
  perAddress: 10,
  global: 1000,
  recoveryGlobal: 200,
};
