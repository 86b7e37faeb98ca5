import { adminMatchOptionUpdate } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';

/** Saves the matching periods and limits (new requests use them). */
export const updateMatchOption = (body: BodyOf<typeof adminMatchOptionUpdate>) =>
  callConsole(adminMatchOptionUpdate, { body });
