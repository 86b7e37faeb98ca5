import { adminTermsList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useTermsList = () =>
  useAdminQuery(['terms'], (signal) => callConsole(adminTermsList, { signal }));
