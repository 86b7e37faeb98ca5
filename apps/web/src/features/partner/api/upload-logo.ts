import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerLogoUpload } from '@haetbit/contracts';
import { uploadConsole, type FileUpload } from '../../../shared/console/upload';
import { partnerKeys } from './keys';

export function useLogoUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: FileUpload) =>
      uploadConsole(partnerLogoUpload, { file, onProgress }),
    onSettled: () => client.invalidateQueries({ queryKey: partnerKeys.profile }),
  });
}
