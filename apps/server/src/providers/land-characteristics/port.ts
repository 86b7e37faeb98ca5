import type { LandCharacteristics } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** 토지특성 (land characteristics) of a parcel for one reference year. */
export interface LandCharacteristicsPort {
  getByYear(pnu: string, year: number): Promise<ProviderResult<LandCharacteristics>>;
}
