import { queryOptions } from '@tanstack/react-query';
import type { CheckIsIngAnswer } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';
import { addressKeys } from './keys';

/** Whether this device already analyses or matches this parcel (spec section 4). */
export const checkIsIng = (pnu: string, deviceId: string) =>
  apiRequest<CheckIsIngAnswer>('/api/match-analysis/check-is-ing', {
    method: 'POST',
    body: { pnu, deviceId },
  });

/** A read sent as POST: asked afresh on every check (never stale-cached), never retried. */
export const checkIsIngQuery = (pnu: string, deviceId: string) =>
  queryOptions({
    queryKey: addressKeys.checkIsIng(pnu, deviceId),
    queryFn: () => checkIsIng(pnu, deviceId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
