import { adminAccountList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useAccounts = () =>
  useAdminQuery(['accounts'], (signal) => callConsole(adminAccountList, { signal }));
