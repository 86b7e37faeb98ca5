/**
 * Vetting (issue 19): the contractor's documents, and the operator's reading of them and of the
 * figures owners see.
 */
export const partnerDocumentUpload = {
  method: 'POST',
  path: '/api/partner/documents/:kind',
} as const;
export const partnerDocumentGet = { method: 'GET', path: '/api/partner/documents/:kind' } as const;
export const adminContractorGet = { method: 'GET', path: '/api/admin/contractors/:id' } as const;
export const adminContractorDocumentGet = {
  method: 'GET',
  path: '/api/admin/contractors/:id/documents/:kind',
} as const;
export const adminContractorFigureCheck = {
  method: 'PUT',
  path: '/api/admin/contractors/:id/figures/:figure',
} as const;
export const adminContractorFactCheck = {
  method: 'PUT',
  path: '/api/admin/contractors/:id/facts/:fact',
} as const;
export const adminContractorSectionCheck = {
  method: 'PUT',
  path: '/api/admin/contractors/:id/sections/:section',
} as const;
/** Photos of finished plants (준공 사진, decision 028): the contractor's own, and the operator's. */
export const partnerPlantPhotoUpload = {
  method: 'POST',
  path: '/api/partner/plant-photos',
} as const;
export const partnerPlantPhotoGet = {
  method: 'GET',
  path: '/api/partner/plant-photos/:fileId',
} as const;
export const adminContractorPlantPhotoGet = {
  method: 'GET',
  path: '/api/admin/contractors/:id/plant-photos/:fileId',
} as const;
