import { useQuery } from '@tanstack/react-query';
import { partnerQuoteGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** The contractor's own structured quote of a request it was shortlisted for. */
export function useOwnQuote(matchReqId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: partnerKeys.quote(matchReqId),
    queryFn: ({ signal }) => callConsole(partnerQuoteGet, { params: { matchReqId }, signal }),
    retry: false,
  });
}
