import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerLogoUpload } from '@haetbit/contracts';
import { uploadConsole } from '../../../shared/console/upload';
import { partnerKeys } from './keys';

export function useLogoUpload(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadConsole(partnerLogoUpload, { file, onProgress }),
    onSettled: () => client.invalidateQueries({ queryKey: partnerKeys.profile }),
  });
}
