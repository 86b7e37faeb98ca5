import { apiRequest } from '../../../shared/api/client';

export const deleteAnalysis = (id: number) =>
  apiRequest<undefined>(`/api/match-analysis/${id}`, { method: 'DELETE' });
