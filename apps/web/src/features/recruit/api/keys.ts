/**
 * Query keys the recruit layer reads or changes. A new request changes what other screens hold
 * under shared prefixes: the match requests (`['match-req', …]`: home, status list) and the
 * analysis it was made from (`['match-analysis', id]`, now in matching, and the analysing list).
 */
export const recruitKeys = {
  defaultOption: ['match-com', 'default-option'] as const,
  matchReqs: ['match-req'] as const,
  /** Under the requests' prefix: a new request refreshes it. */
  lastContact: ['match-req', 'last-contact'] as const,
  analysis: (id: number) => ['match-analysis', id] as const,
  analyzing: ['match-analysis', 'analyzing'] as const,
};
