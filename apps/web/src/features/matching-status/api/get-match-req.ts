import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchReqGet } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { matchKeys } from './keys';

/** One request with its status and dates (spec section 7: GET /api/match-req/{id}). */
export const matchReqQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.detail(id),
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => callApi(matchReqGet, { params: { id }, signal }),
  });

export const useMatchReq = (id: number) =>
  useQuery({ ...matchReqQuery(id), enabled: Number.isInteger(id) && id > 0 });
