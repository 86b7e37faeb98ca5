import { adminFaqCreate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Adds a FAQ item. */
export const createFaq = (body: BodyOf<typeof adminFaqCreate>) =>
  callConsole(adminFaqCreate, { body });
