import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/**
 * Whether an active request already exists for the address of an ended one (spec section 7:
 * POST /api/match-req/check-exist-again/{id}). A check before re-recruiting; it changes nothing.
 */
export const checkExistAgain = (matchReqId: number) =>
  apiRequest<{ id: number | null }>(`/api/match-req/check-exist-again/${matchReqId}`, {
    method: 'POST',
  });

export const useCheckExistAgain = () => useMutation({ mutationFn: checkExistAgain });
