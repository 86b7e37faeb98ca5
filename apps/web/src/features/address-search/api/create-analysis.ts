import { apiRequest } from '../../../shared/api/client';

export interface CreateAnalysisInput {
  pnu: string;
  address: string;
  roadAddress: string | null;
  deviceId: string;
}

/** Starts an analysis; the server gathers the land data itself. */
export const createAnalysis = (input: CreateAnalysisInput) =>
  apiRequest<{ id: number }>('/api/match-analysis', { method: 'POST', body: input });
