import { adminManagedSubstationUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

export const updateManagedSubstation = (
  id: number,
  body: BodyOf<typeof adminManagedSubstationUpdate>,
) => callConsole(adminManagedSubstationUpdate, { params: { id }, body });
