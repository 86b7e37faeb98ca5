import { adminAppSettingsUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Saves the guide video link and whether new address searches are open. */
export const updateAppSettings = (body: BodyOf<typeof adminAppSettingsUpdate>) =>
  callConsole(adminAppSettingsUpdate, { body });
