import { adminBannerDelete } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

/** Deletes a banner item. */
export const deleteBanner = (id: number) => callConsole(adminBannerDelete, { params: { id } });
