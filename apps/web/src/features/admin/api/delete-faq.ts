import { adminFaqDelete } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

/** Deletes a FAQ item. */
export const deleteFaq = (id: number) => callConsole(adminFaqDelete, { params: { id } });
