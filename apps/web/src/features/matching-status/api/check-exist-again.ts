import { useMutation } from '@tanstack/react-query';
import { matchReqCheckExistAgain } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/**
 * Whether an active request already exists for the address of an ended one (spec section 7:
 * POST /api/match-req/check-exist-again/{id}). A check before re-recruiting; it changes nothing.
 */
export const checkExistAgain = (matchReqId: number) =>
  callApi(matchReqCheckExistAgain, { params: { matchReqId } });

export const useCheckExistAgain = () => useMutation({ mutationFn: checkExistAgain });
