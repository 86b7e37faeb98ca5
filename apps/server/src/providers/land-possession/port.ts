import type { LandPossession } from '@haetbit/contracts';
import type { ProviderResult } from '../result.js';

/** 토지소유정보: possession type, last ownership change and the co-owner count (no names). */
export interface LandPossessionPort {
  get(pnu: string): Promise<ProviderResult<LandPossession>>;
}
