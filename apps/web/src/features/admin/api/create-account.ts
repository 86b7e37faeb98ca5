import { adminAccountCreate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Creates an operator account. */
export const useCreateAccount = () =>
  useAdminWrite((body: BodyOf<typeof adminAccountCreate>) =>
    callConsole(adminAccountCreate, { body }),
  );
