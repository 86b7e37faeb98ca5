import { matchOptionGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useMatchOption = () =>
  useAdminQuery(['match-option'], (signal) => callConsole(matchOptionGet, { signal }));
