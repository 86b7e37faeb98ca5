import { useMutation } from '@tanstack/react-query';
import { partnerPlantPhotoGet, partnerPlantPhotoUpload } from '@haetbit/contracts';
import { routeUrl } from '../../../shared/api/client';
import { uploadConsole, type FileUpload } from '../../../shared/console/upload';

/**
 * Uploads a photo of a finished plant (PNG or JPEG); the answer's file id is saved with the plants
 * by the profile's save, which deletes the photos the plants no longer name.
 */
export function usePlantPhotoUpload() {
  return useMutation({
    mutationFn: ({ file, onProgress }: FileUpload) =>
      uploadConsole(partnerPlantPhotoUpload, { file, onProgress }),
  });
}

/** The address of one of the contractor's own plant photos (the console's cookie goes along). */
export const ownPlantPhotoUrl = (fileId: string) => routeUrl(partnerPlantPhotoGet, { fileId });
