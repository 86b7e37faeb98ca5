import { adminManagedSubstationImport } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Writes a previewed CSV's valid rows as one audited change. */
export const useSubstationImport = () =>
  useAdminWrite((body: BodyOf<typeof adminManagedSubstationImport>) =>
    callConsole(adminManagedSubstationImport, { body }),
  );
