import { adminFaqList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useFaqList = () =>
  useAdminQuery(['faq'], (signal) => callConsole(adminFaqList, { signal }));
