import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  partnerDocumentGet,
  partnerDocumentUpload,
  type PartnerDocumentKind,
} from '@haetbit/contracts';
import { routeUrl } from '../../../shared/api/client';
import { uploadConsole, type FileUpload } from '../../../shared/console/upload';
import { partnerKeys } from './keys';

/** Hands in one vetting document (PDF, PNG or JPEG), replacing the one handed in before. */
export function useDocumentUpload(kind: PartnerDocumentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: FileUpload) =>
      uploadConsole(partnerDocumentUpload, { params: { kind }, file, onProgress }),
    onSettled: () => client.invalidateQueries({ queryKey: partnerKeys.me }),
  });
}

/** The address of the contractor's own document, which the browser downloads itself. */
export const ownDocumentUrl = (kind: PartnerDocumentKind) => routeUrl(partnerDocumentGet, { kind });
