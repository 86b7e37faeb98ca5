import type { Analysis, InstallType } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Sets the install type (and the owner's area); the server recomputes moduleQty and systemSize. */
export const patchAnalysisInstall = (input: {
  id: number;
  installType: InstallType;
  area?: number;
}) => apiRequest<Analysis>('/api/match-analysis', { method: 'PATCH', body: input });
