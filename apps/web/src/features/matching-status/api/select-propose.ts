import { propose1Select, propose2Select, type ProposeSelectBody } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { useMatchTransition } from './use-match-transition';

/** The owner's choice of stage 1 or 2 (spec section 7: PATCH /api/match-propose{1,2}/select). */
export const selectPropose = (stage: 1 | 2, body: ProposeSelectBody) =>
  callApi(stage === 1 ? propose1Select : propose2Select, { body });

export const useSelectPropose = (stage: 1 | 2) =>
  useMatchTransition(
    (body: ProposeSelectBody) => selectPropose(stage, body),
    (body) => body.matchStatusId,
  );
