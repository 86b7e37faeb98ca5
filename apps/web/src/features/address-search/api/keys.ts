/**
 * Query keys the address search reads or changes. Analyses live under `['match-analysis', id]`
 * and the device's analysing list at `['match-analysis', 'analyzing']` (the analysis and matching
 * screens read them); naming these shared prefixes here keeps features from importing each other.
 */
export const addressKeys = {
  search: (text: string) => ['address-search', text] as const,
  checkIsIng: (pnu: string, deviceId: string) =>
    ['match-analysis', 'check-is-ing', pnu, deviceId] as const,
  analysis: (id: number) => ['match-analysis', id] as const,
  analyzing: ['match-analysis', 'analyzing'] as const,
};
