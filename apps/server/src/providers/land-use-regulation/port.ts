import type { LandUseZone } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** 토지이용계획: every 용도지역·지구 overlapping the parcel (the spec's development-limit entries). */
export interface LandUseRegulationPort {
  getZones(pnu: string): Promise<ProviderResult<LandUseZone[]>>;
}
