import { createOwnerMatching } from './owner.js';
import { createContractorMatching } from './contractor.js';
import { createOperatorMatching } from './operator-actions.js';
import { createMatchingPrivacy } from './privacy.js';
import { createMatchingContext, type MatchingServiceDeps } from './context.js';

// The module's shared types and helpers live in context.ts, which the actor files import.
export * from './context.js';
export { THREAD_OPEN_STATUSES, type LeadFilter, type Standing } from './contractor.js';
export type { RequestFacts, ShortlistEntry } from './views.js';

/**
 * The matching lifecycle as the owner and contractors drive it (spec sections 4, 5 and 7;
 * DESIGN section 5): recruiting, both selection stages, ending, re-recruiting. Every state change
 * goes through the transitions (locked row, audit row); every read first applies period ends that
 * have passed, so nobody sees a state whose deadline is over.
 */
export function createMatchingService(deps: MatchingServiceDeps) {
  const ctx = createMatchingContext(deps);
  return {
    ...createOwnerMatching(ctx),
    ...createContractorMatching(ctx),
    ...createOperatorMatching(ctx),
    privacy: createMatchingPrivacy(ctx),
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;
