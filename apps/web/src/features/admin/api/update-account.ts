import { adminAccountUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Changes an operator account's name, role, password or whether it is disabled. */
export const useUpdateAccount = () =>
  useAdminWrite((input: { id: number; body: BodyOf<typeof adminAccountUpdate> }) =>
    callConsole(adminAccountUpdate, { params: { id: input.id }, body: input.body }),
  );
