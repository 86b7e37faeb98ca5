import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type CreateMatchReqBody, matchReqCreate } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { recruitKeys } from './keys';

/** Recruits contractors for a verified analysis (spec section 7). */
export const createMatchReq = (input: CreateMatchReqBody) =>
  callApi(matchReqCreate, { body: input });

/**
 * The new request joins the home's and the status list's requests, and its analysis leaves the
 * analysing list. The analysis itself is only marked stale: refetching it now would replace the
 * open analysis screen with 'already in matching' before the success page opens.
 */
export function markRequestCreated(queryClient: QueryClient, matchAnalysisId: number) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: recruitKeys.analysis(matchAnalysisId),
      refetchType: 'none',
    }),
    queryClient.invalidateQueries({ queryKey: recruitKeys.matchReqs }),
    queryClient.invalidateQueries({ queryKey: recruitKeys.analyzing }),
  ]);
}

export function useCreateMatchReq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatchReq,
    onSuccess: (_created, input) => {
      // Not awaited: the success page opens without waiting for the lists to refetch.
      void markRequestCreated(queryClient, input.matchAnalysisId);
    },
  });
}
