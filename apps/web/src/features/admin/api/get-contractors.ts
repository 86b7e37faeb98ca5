import { adminContractorList, type ContractorAccountStatus } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useContractors = (status?: ContractorAccountStatus) =>
  useAdminQuery(['contractors', status], (signal) =>
    callConsole(adminContractorList, { query: status ? { status } : {}, signal }),
  );
