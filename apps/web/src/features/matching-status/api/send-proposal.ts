import { useMutation } from '@tanstack/react-query';
import { matchSendProposal } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/**
 * Sends a proposal's link to the owner's phone (spec section 7:
 * POST /api/match-com/send-proposal/{matchReqId}/{proposalFileId}); no screen data changes.
 */
export const sendProposal = (input: { matchReqId: number; proposalFileId: string }) =>
  callApi(matchSendProposal, { params: input });

export const useSendProposal = () => useMutation({ mutationFn: sendProposal });
