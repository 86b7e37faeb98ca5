import type { InstallType } from '@haetbit/contracts';

/**
 * Query keys of the analysis screen. An analysis lives under `['match-analysis', id]`; the
 * matching screens keep their copy of the same analysis below it (`[..., 'for-match']`) and the
 * device's analysing list at `['match-analysis', 'analyzing']`, so a write here names them by
 * these shared prefixes without importing another feature.
 */
export const analysisKeys = {
  detail: (id: number) => ['match-analysis', id] as const,
  /** The matching screens' copy of this analysis (features/matching-status/api/keys.ts). */
  forMatch: (id: number) => ['match-analysis', id, 'for-match'] as const,
  analyzing: ['match-analysis', 'analyzing'] as const,
  installReviews: (installType: InstallType) => ['install-review', installType] as const,
};
