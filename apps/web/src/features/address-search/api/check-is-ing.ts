import type { CheckIsIngAnswer } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Whether this device already analyses or matches this parcel (spec section 4). */
export const checkIsIng = (pnu: string, deviceId: string) =>
  apiRequest<CheckIsIngAnswer>('/api/match-analysis/check-is-ing', {
    method: 'POST',
    body: { pnu, deviceId },
  });
