import { queryOptions } from '@tanstack/react-query';
import { analysisCheckIsIng } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { addressKeys } from './keys';

/** Whether this device already analyses or matches this parcel (spec section 4). */
export const checkIsIng = (pnu: string, deviceId: string) =>
  callApi(analysisCheckIsIng, { body: { pnu, deviceId } });

/** A read sent as POST: asked afresh on every check (never stale-cached), never retried. */
export const checkIsIngQuery = (pnu: string, deviceId: string) =>
  queryOptions({
    queryKey: addressKeys.checkIsIng(pnu, deviceId),
    queryFn: () => checkIsIng(pnu, deviceId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
