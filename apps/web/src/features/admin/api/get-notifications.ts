import { adminNotificationList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useNotifications = () =>
  useAdminQuery(['notifications'], (signal) => callConsole(adminNotificationList, { signal }));
