import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { recruitKeys } from './keys';

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

/**
 * The new request joins the home's and the status list's requests, and its analysis leaves the
 * analysing list. The analysis itself is only marked stale: refetching it now would replace the
 * open analysis screen with 'already in matching' before the success page opens.
 */
export function useCreateMatchReq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatchReq,
    onSuccess: (_created, input) => {
      void queryClient.invalidateQueries({
        queryKey: recruitKeys.analysis(input.matchAnalysisId),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: recruitKeys.matchReqs });
      void queryClient.invalidateQueries({ queryKey: recruitKeys.analyzing });
    },
  });
}
