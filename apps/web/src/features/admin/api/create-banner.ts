import { adminBannerCreate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Adds a banner item. */
export const createBanner = (body: BodyOf<typeof adminBannerCreate>) =>
  callConsole(adminBannerCreate, { body });
