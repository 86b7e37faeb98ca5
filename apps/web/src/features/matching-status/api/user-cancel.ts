import { matchUserCancel, type UserCancelBody } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { useMatchTransition } from './use-match-transition';

/** The owner ends a match in CRG or SP1 (spec section 7: PATCH /api/match-status/user-cancel). */
export const userCancel = (body: UserCancelBody) => callApi(matchUserCancel, { body });

/** The ended request leaves the in-progress lists. */
export const useUserCancel = () => useMatchTransition(userCancel, (body) => body.id);
