import { powerProfitDefaultsGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useProfitDefaults = () =>
  useAdminQuery(['profit-defaults'], (signal) => callConsole(powerProfitDefaultsGet, { signal }));
