import { adminMatchEnd } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Ends an open match with ADC and a reason. */
export const useEndMatch = (id: number) =>
  useAdminWrite((body: BodyOf<typeof adminMatchEnd>) =>
    callConsole(adminMatchEnd, { params: { id }, body }),
  );
