import type { LandPrice } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** 개별공시지가 (individual published land price) for one year. */
export interface LandPricePort {
  getByYear(pnu: string, year: number): Promise<ProviderResult<LandPrice>>;
}
