import { adminAuditList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useAudit = () =>
  useAdminQuery(['audit'], (signal) =>
    callConsole(adminAuditList, { query: { limit: 100 }, signal }),
  );
