import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerSiteVisitPropose, type SiteVisitProposalBody } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** Proposes up to three site-visit times; a newer proposal replaces the current one. */
export function useProposeVisit(matchReqId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteVisitProposalBody) =>
      callConsole(partnerSiteVisitPropose, { params: { matchReqId }, body }),
    onSuccess: (thread) => client.setQueryData(partnerKeys.thread(matchReqId), thread),
  });
}
