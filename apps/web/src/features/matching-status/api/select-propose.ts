import type { ProposeSelectAnswer, ProposeSelectBody } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useMatchTransition } from './use-match-transition';

/** The owner's choice of stage 1 or 2 (spec section 7: PATCH /api/match-propose{1,2}/select). */
export const selectPropose = (stage: 1 | 2, body: ProposeSelectBody) =>
  apiRequest<ProposeSelectAnswer>(`/api/match-propose${stage}/select`, { method: 'PATCH', body });

export const useSelectPropose = (stage: 1 | 2) =>
  useMatchTransition(
    (body: ProposeSelectBody) => selectPropose(stage, body),
    (body) => body.matchStatusId,
  );
