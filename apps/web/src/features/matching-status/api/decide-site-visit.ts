import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerSiteVisitDecide, type SiteVisitDecisionBody } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The owner accepts one proposed visit time, or declines them all. */
export function useDecideSiteVisit(matchReqId: number, ccId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteVisitDecisionBody) =>
      callApi(ownerSiteVisitDecide, { params: { id: matchReqId, contractorId: ccId }, body }),
    onSuccess: (thread) => queryClient.setQueryData(matchKeys.thread(matchReqId, ccId), thread),
    onError: () => queryClient.invalidateQueries({ queryKey: matchKeys.thread(matchReqId, ccId) }),
  });
}
