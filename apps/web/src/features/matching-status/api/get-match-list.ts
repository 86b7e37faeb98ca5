import { useQuery } from '@tanstack/react-query';
import type { MatchReq } from '@haetbit/contracts';
import { deviceListQuery } from './device-list-query';
import { matchKeys } from './keys';

/** All the device's match requests (spec section 7: GET /api/match-req/list). */
export const matchListQuery = deviceListQuery<MatchReq>(matchKeys.list, '/api/match-req/list');

export const useMatchList = () => useQuery(matchListQuery);
