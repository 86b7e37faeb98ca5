import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/**
 * Sends a proposal's link to the owner's phone (spec section 7:
 * POST /api/match-com/send-proposal/{matchReqId}/{proposalFileId}); no screen data changes.
 */
export const sendProposal = (input: { matchReqId: number; proposalFileId: string }) =>
  apiRequest<{ result: true; to: string; expiresAt: string }>(
    `/api/match-com/send-proposal/${input.matchReqId}/${encodeURIComponent(input.proposalFileId)}`,
    { method: 'POST' },
  );

export const useSendProposal = () => useMutation({ mutationFn: sendProposal });
