import { adminManagedSubstationCreate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Adds a managed substation, or a rule for every substation of a 시도. */
export const createManagedSubstation = (body: BodyOf<typeof adminManagedSubstationCreate>) =>
  callConsole(adminManagedSubstationCreate, { body });
