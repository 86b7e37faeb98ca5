import {
  adminContractorDocumentGet,
  adminContractorGet,
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
