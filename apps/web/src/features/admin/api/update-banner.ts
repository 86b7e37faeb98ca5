import { adminBannerUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Changes a banner item. */
export const updateBanner = (id: number, body: BodyOf<typeof adminBannerUpdate>) =>
  callConsole(adminBannerUpdate, { params: { id }, body });
