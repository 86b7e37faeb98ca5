import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerQuoteGet, partnerQuotePut } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

const quoteKey = (matchReqId: number) => ['partner', 'quote', matchReqId] as const;

/** The contractor's own structured quote of a request it was shortlisted for. */
export function useOwnQuote(matchReqId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: quoteKey(matchReqId),
    queryFn: ({ signal }) => callConsole(partnerQuoteGet, { params: { matchReqId }, signal }),
    retry: false,
  });
}

/** Fills or changes the quote; the answer carries the server's price per kW. */
export function useSaveQuote(matchReqId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof partnerQuotePut>) =>
      callConsole(partnerQuotePut, { params: { matchReqId }, body }),
    onSuccess: (answer) => client.setQueryData(quoteKey(matchReqId), answer),
  });
}
