import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerThreadPost } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** Writes to the request's owner; the answer is the thread as it now stands. */
export function useSendMessage(matchReqId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callConsole(partnerThreadPost, { params: { matchReqId }, body: { body } }),
    onSuccess: (thread) => client.setQueryData(partnerKeys.thread(matchReqId), thread),
  });
}
