/** All the device's match requests (spec section 7: GET /api/match-req/list). */
import { useQuery } from '@tanstack/react-query';
import { matchReqListAll } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { deviceListQuery } from './device-list-query';
import { matchKeys } from './keys';

export const matchListQuery = deviceListQuery(matchKeys.list, (query, signal) =>
  callApi(matchReqListAll, { query, signal }),
);

export const useMatchList = () => useQuery(matchListQuery);
