import { adminFaqUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Changes a FAQ item. */
export const updateFaq = (id: number, body: BodyOf<typeof adminFaqUpdate>) =>
  callConsole(adminFaqUpdate, { params: { id }, body });
