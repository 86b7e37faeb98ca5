import type { LandMovement } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** 토지이동 연혁: movement causes (분할, 지목변경 ...) with dates, newest first. */
export interface LandMovementPort {
  get(pnu: string): Promise<ProviderResult<LandMovement>>;
}
