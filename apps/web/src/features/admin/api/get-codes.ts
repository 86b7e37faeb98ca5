import { adminCodeList, type CodeGroup } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useCodes = (group: CodeGroup) =>
  useAdminQuery(['codes', group], (signal) =>
    callConsole(adminCodeList, { params: { group }, signal }),
  );
