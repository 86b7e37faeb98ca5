import { adminBannerList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useBannerList = () =>
  useAdminQuery(['banners'], (signal) => callConsole(adminBannerList, { signal }));
