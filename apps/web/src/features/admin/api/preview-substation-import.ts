import { adminManagedSubstationImportPreview } from '@haetbit/contracts';
import { uploadConsole } from '../../../shared/console/upload';
import { useAdminWrite } from './console-query';

/** Uploads a CSV of managed substations and answers what importing it would change (no write). */
export const useSubstationImportPreview = () =>
  useAdminWrite((file: File) => uploadConsole(adminManagedSubstationImportPreview, { file }));
