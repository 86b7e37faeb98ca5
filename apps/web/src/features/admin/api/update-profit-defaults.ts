import { adminPowerProfitUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Saves the profit defaults (SMP, REC and the other prices) with their source. */
export const updateProfitDefaults = (body: BodyOf<typeof adminPowerProfitUpdate>) =>
  callConsole(adminPowerProfitUpdate, { body });
