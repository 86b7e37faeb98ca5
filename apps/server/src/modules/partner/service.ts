import { createContractorAccount } from './account.js';
import { createContractorLeads } from './contractor-leads.js';
import { createPartnerOperatorActions } from './operator-actions.js';
import { createContractorDocuments } from './documents.js';
import { createPendingAccounts } from './pending.js';
import { createContractorPlantPhotos } from './plant-photos.js';
import { createPartnerContext, type PartnerServiceDeps } from './context.js';

// The module's shared types and helpers live in context.ts, which the actor files import.
export * from './context.js';

/**
 * The contractor console (issue 10; DESIGN D8, D12): accounts with scrypt passwords, server-side
 * sessions and a lockout; the profile of spec section 3; leads in the contractor's regions;
 * applying and proposals through the matching lifecycle.
 */
export function createPartnerService(deps: PartnerServiceDeps) {
  const ctx = createPartnerContext(deps);
  return {
    ...createContractorAccount(ctx),
    ...createContractorLeads(ctx),
    ...createPartnerOperatorActions(ctx),
    ...createContractorDocuments(ctx),
    ...createPendingAccounts(ctx),
    ...createContractorPlantPhotos(ctx),
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
