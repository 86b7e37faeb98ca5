import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerQuotePut } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** Fills or changes the quote; the answer carries the server's price per kW. */
export function useSaveQuote(matchReqId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof partnerQuotePut>) =>
      callConsole(partnerQuotePut, { params: { matchReqId }, body }),
    onSuccess: (answer) => client.setQueryData(partnerKeys.quote(matchReqId), answer),
  });
}
