import { useQuery } from '@tanstack/react-query';
import { matchQuoteComparison } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/**
 * The owner's comparison of every submitted proposal with its quote (SP2, CMC). Keyed under the
 * request's detail, so the final choice's refresh of the detail refreshes it too.
 */
export const useQuoteComparison = (matchReqId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...matchKeys.detail(matchReqId), 'quotes'] as const,
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => callApi(matchQuoteComparison, { params: { matchReqId }, signal }),
  });
