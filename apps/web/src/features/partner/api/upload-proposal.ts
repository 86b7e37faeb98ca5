import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerProposalGet, partnerProposalUpload } from '@haetbit/contracts';
import { routeUrl } from '../../../shared/api/client';
import { uploadConsole } from '../../../shared/console/upload';
import { partnerKeys } from './keys';

export function useProposalUpload(matchReqId: number, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadConsole(partnerProposalUpload, { params: { matchReqId }, file, onProgress }),
    onSettled: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** The address of the contractor's own proposal, which the browser downloads itself. */
export const ownProposalUrl = (matchReqId: number) => routeUrl(partnerProposalGet, { matchReqId });
