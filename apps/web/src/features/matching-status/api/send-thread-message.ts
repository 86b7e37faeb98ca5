import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerThreadPost } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** The owner writes to a shortlisted contractor; the answer is the thread as it now stands. */
export function useSendThreadMessage(matchReqId: number, ccId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(ownerThreadPost, { params: { id: matchReqId, contractorId: ccId }, body: { body } }),
    onSuccess: (thread) => queryClient.setQueryData(matchKeys.thread(matchReqId, ccId), thread),
  });
}
