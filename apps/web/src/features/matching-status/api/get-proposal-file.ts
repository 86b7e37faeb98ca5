import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileView } from '@haetbit/contracts';
import { callApiFile } from '../../../shared/api/client';
import { matchKeys } from './keys';

/**
 * A proposal's PDF as its owner reads it in the app (GET /api/file/viewer/{id} with the owner's
 * session: the server checks that the proposal is of the owner's request). Kept only while shown.
 */
export const proposalFileQuery = (proposalFileId: string) =>
  queryOptions({
    queryKey: matchKeys.proposalFile(proposalFileId),
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const blob = await callApiFile(fileView, { params: { id: proposalFileId }, signal });
      // Shown as a PDF whatever the answer claims: the viewer never runs a document as a page.
      return new Blob([blob], { type: 'application/pdf' });
    },
  });

export const useProposalFile = (proposalFileId: string) =>
  useQuery(proposalFileQuery(proposalFileId));
