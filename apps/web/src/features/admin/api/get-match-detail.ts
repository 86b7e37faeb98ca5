import { adminMatchGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useMatchDetail = (id: number) =>
  useAdminQuery(['match', id], (signal) => callConsole(adminMatchGet, { params: { id }, signal }));
