import type { InstallType } from '@haetbit/contracts';
import { analysisKey } from '../../../shared/api/get-analysis';

/**
 * Query keys of the analysis screen. An analysis lives under `['match-analysis', id]`, one entry
 * that the matching screens read too (shared/api/get-analysis.ts), and the device's analysing
 * list at `['match-analysis', 'analyzing']`, so a write here names them by these shared prefixes
 * without importing another feature.
 */
export const analysisKeys = {
  detail: analysisKey,
  analyzing: ['match-analysis', 'analyzing'] as const,
  installReviews: (installType: InstallType) => ['install-review', installType] as const,
};
