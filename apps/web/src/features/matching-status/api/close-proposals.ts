import { matchReqCloseProposals } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { useMatchTransition } from './use-match-transition';

/** The owner ends the proposal period early once every proposal and quote is in (PSB → SP2). */
export const closeProposals = (id: number) => callApi(matchReqCloseProposals, { params: { id } });

export const useCloseProposals = () => useMatchTransition(closeProposals, (id) => id);
