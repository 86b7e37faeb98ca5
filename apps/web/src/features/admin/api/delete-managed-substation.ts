import { adminManagedSubstationDelete } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

export const deleteManagedSubstation = (id: number) =>
  callConsole(adminManagedSubstationDelete, { params: { id } });
