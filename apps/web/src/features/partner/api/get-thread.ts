import { useQuery } from '@tanstack/react-query';
import { partnerThreadGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** The shortlisted contractor's conversation with the request's owner. */
export function useThread(matchReqId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: partnerKeys.thread(matchReqId),
    queryFn: ({ signal }) => callConsole(partnerThreadGet, { params: { matchReqId }, signal }),
    // An open request page hears the owner's answers without a reload.
    refetchInterval: 15_000,
    retry: false,
  });
}
