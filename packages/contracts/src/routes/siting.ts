/** The grid and siting rules an operator keeps (issue 31): managed substations, the siting law. */
export const adminManagedSubstationList = {
  method: 'GET',
  path: '/api/admin/managed-substations',
} as const;
export const adminManagedSubstationCreate = {
  method: 'POST',
  path: '/api/admin/managed-substations',
} as const;
export const adminManagedSubstationUpdate = {
  method: 'PUT',
  path: '/api/admin/managed-substations/:id',
} as const;
export const adminManagedSubstationDelete = {
  method: 'DELETE',
  path: '/api/admin/managed-substations/:id',
} as const;
export const adminManagedSubstationImportPreview = {
  method: 'POST',
  path: '/api/admin/managed-substations/import-preview',
} as const;
export const adminManagedSubstationImport = {
  method: 'POST',
  path: '/api/admin/managed-substations/import',
} as const;
export const adminSitingSettingsGet = {
  method: 'GET',
  path: '/api/admin/siting-settings',
} as const;
export const adminSitingSettingsUpdate = {
  method: 'PUT',
  path: '/api/admin/siting-settings',
} as const;
