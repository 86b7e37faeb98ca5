import {
  adminContractorDocumentGet,
  adminContractorGet,
  adminContractorPlantPhotoGet,
  type PartnerDocumentKind,
} from '@haetbit/contracts';
import { callConsole, routeUrl } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

/** A contractor's account, documents and business info, read before deciding on it. */
export const useContractorDetail = (id: number) =>
  useAdminQuery(['contractor', id], (signal) =>
    callConsole(adminContractorGet, { params: { id }, signal }),
  );

/** The address of a contractor's document, which the browser opens with the console's cookie. */
export const contractorDocumentUrl = (id: number, kind: PartnerDocumentKind) =>
  routeUrl(adminContractorDocumentGet, { id, kind });

/** The address of a photo of one of a contractor's finished plants, shown in its detail. */
export const contractorPlantPhotoUrl = (id: number, fileId: string) =>
  routeUrl(adminContractorPlantPhotoGet, { id, fileId });
