import { adminSitingSettingsUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

export const updateSitingSettings = (body: BodyOf<typeof adminSitingSettingsUpdate>) =>
  callConsole(adminSitingSettingsUpdate, { body });
