/**
 * Query keys of the contractor console. Every key starts with 'partner', so a login or logout
 * can drop another contractor's data at once while the session itself ('me') is replaced.
 */
export const partnerKeys = {
  all: ['partner'] as const,
  me: ['partner', 'me'] as const,
  profile: ['partner', 'profile'] as const,
  alertSettings: ['partner', 'alert-settings'] as const,
  notifications: ['partner', 'notifications'] as const,
  leads: (query: object) => ['partner', 'leads', query] as const,
  request: (matchReqId: number) => ['partner', 'request', matchReqId] as const,
  matches: ['partner', 'matches'] as const,
  quote: (matchReqId: number) => ['partner', 'quote', matchReqId] as const,
  /** The conversation with the request's owner (issue 33). */
  thread: (matchReqId: number) => ['partner', 'thread', matchReqId] as const,
};

/** Every cached query of the console but the session itself. */
export const allButMe = {
  queryKey: partnerKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'me',
};
