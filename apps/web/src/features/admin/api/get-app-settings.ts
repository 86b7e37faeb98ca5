import { appSettingsGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useAppSettings = () =>
  useAdminQuery(['app-settings'], (signal) => callConsole(appSettingsGet, { signal }));
