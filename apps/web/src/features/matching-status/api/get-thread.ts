import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerThreadGet } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The owner's thread with one shortlisted contractor: messages and the site-visit proposal. */
export const threadQuery = (matchReqId: number, ccId: number) =>
  queryOptions({
    queryKey: matchKeys.thread(matchReqId, ccId),
    staleTime: 0,
    // A thread open on screen hears the contractor's answers without a reload.
    refetchInterval: 15_000,
    queryFn: ({ signal }) =>
      callApi(ownerThreadGet, { params: { id: matchReqId, contractorId: ccId }, signal }),
  });

export const useThread = (matchReqId: number, ccId: number) =>
  useQuery(threadQuery(matchReqId, ccId));
