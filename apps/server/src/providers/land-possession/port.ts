import type { LandPossession } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** 토지소유정보: possession type, last ownership change and the co-owner count (no names). */
export interface LandPossessionPort {
  get(pnu: string): Promise<ProviderResult<LandPossession>>;
}
