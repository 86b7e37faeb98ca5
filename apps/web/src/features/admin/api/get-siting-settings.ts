import { adminSitingSettingsGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

/** The 2026 siting law's effective date and caps, and the farmland permit periods. */
export const useSitingSettings = () =>
  useAdminQuery(['siting-settings'], (signal) => callConsole(adminSitingSettingsGet, { signal }));
