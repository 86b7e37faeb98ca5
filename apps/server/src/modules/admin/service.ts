import { createOperatorAccounts } from './accounts.js';
import { createOperatorOversight } from './oversight.js';
import { createAdminContext, type AdminServiceDeps } from './context.js';

// The module's shared types and helpers live in context.ts, which the actor files import.
export * from './context.js';

/**
 * The operator console (issue 11; DESIGN D8, D12): operator accounts with scrypt passwords,
 * server-side sessions, lockout and two roles; running the market (contractor approval, match
 * list, detail and ADC end, the funnel); content and settings. Every write is audited with who,
 * what, the value before and after, and when.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const ctx = createAdminContext(deps);
  return {
    ...createOperatorAccounts(ctx),
    ...createOperatorOversight(ctx),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
