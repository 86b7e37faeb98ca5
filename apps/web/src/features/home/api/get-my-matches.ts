import { useQuery } from '@tanstack/react-query';
import { ACTIVE_MATCH_STATUSES, type MatchReq } from '@haetbit/contracts';
import { deviceListQuery } from '../../../shared/api/device-list';
import { homeKeys } from './keys';

/** The owner's matches in progress (spec section 7: GET /api/match-req with statusList). */
export const myMatchesQuery = deviceListQuery<MatchReq>(homeKeys.myMatches, '/api/match-req', {
  statusList: ACTIVE_MATCH_STATUSES.join(','),
});

export const useMyMatches = () => useQuery(myMatchesQuery);
