import { adminFileUpload } from '@haetbit/contracts';
import { uploadConsole } from '../../../shared/console/upload';
import { useAdminWrite } from './console-query';

/** Uploads a banner image (PNG or JPEG) through the consoles' one upload path; answers its id. */
export const useBannerImageUpload = () =>
  useAdminWrite((file: File) => uploadConsole(adminFileUpload, { file }));
