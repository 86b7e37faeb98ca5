import type { PlantPhotoAnswer } from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { acceptedTypeOf, IMAGE_TYPES, type StoredFile } from '../files/service.js';
import {
  partnerError,
  type PartnerContext,
  type PartnerPrincipal,
  type UploadedFile,
} from './context.js';

/**
 * Photos of finished plants (준공 사진, decision 028): an approved contractor uploads a PNG or JPEG,
 * recorded as its own plant photo, then names it in its plants with the profile's save. The photos
 * are served to the contractor itself and to operators through their consoles; owners see them by
 * the public file call only once an operator checked the plants (the contractors module decides).
 */
export function createContractorPlantPhotos(ctx: PartnerContext) {
  const { deps, requireApproved } = ctx;

  async function photoOf(contractorId: number, fileId: string): Promise<StoredFile> {
    if (!(await deps.contractors.isPlantPhotoOf(contractorId, fileId))) {
      throw new AppError('FILE_NOT_FOUND');
    }
    return deps.files.load(fileId);
  }

  return {
    /** Refuses a photo upload before its body is read: only approved accounts write the profile. */
    plantPhotoGate(principal: PartnerPrincipal): void {
      requireApproved(principal);
    },

    /** Stores a PNG or JPEG (told by its bytes) as the contractor's plant photo. */
    async uploadPlantPhoto(
      principal: PartnerPrincipal,
      upload: UploadedFile,
    ): Promise<PlantPhotoAnswer> {
      requireApproved(principal);
      const contentType = acceptedTypeOf(upload.bytes, IMAGE_TYPES);
      if (!contentType) throw partnerError('PLANT_PHOTO_INVALID');
      const fileId = await deps.files.save({
        fileName: `plant-${principal.contractorId}.${contentType === 'image/png' ? 'png' : 'jpg'}`,
        contentType,
        bytes: upload.bytes,
      });
      try {
        await deps.db.transaction((tx) =>
          deps.contractors.addPlantPhoto(
            { contractorId: principal.contractorId, fileId, at: deps.clock.now() },
            tx,
          ),
        );
      } catch (error) {
        await deps.files.discard(fileId);
        throw error;
      }
      return { fileId };
    },

    /** One of the contractor's own plant photos (404 for any other file). */
    ownPlantPhoto(principal: PartnerPrincipal, fileId: string): Promise<StoredFile> {
      return photoOf(principal.contractorId, fileId);
    },

    /** A contractor's plant photo for the operator console (404 for any other file). */
    plantPhotoFile(contractorId: number, fileId: string): Promise<StoredFile> {
      return photoOf(contractorId, fileId);
    },
  };
}
