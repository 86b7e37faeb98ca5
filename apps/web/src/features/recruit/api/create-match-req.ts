import { apiRequest } from '../../../shared/api/client';

export interface CreateMatchReqInput {
  name: string;
  phone: string;
  email: string;
  memo: string;
  matchAnalysisId: number;
  deviceId: string;
}

export interface CreatedMatchReq {
  id: number;
  status: string;
  reqDate: string;
  propose1EndDate: string;
}

/** Recruits contractors for a verified analysis (spec section 7). */
export const createMatchReq = (input: CreateMatchReqInput) =>
  apiRequest<CreatedMatchReq>('/api/match-req', { method: 'POST', body: input });
