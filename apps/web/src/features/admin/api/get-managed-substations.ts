import { adminManagedSubstationList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

/** The managed substations (계통관리변전소) the verdicts read. */
export const useManagedSubstations = () =>
  useAdminQuery(['managed-substations'], (signal) =>
    callConsole(adminManagedSubstationList, { signal }),
  );
