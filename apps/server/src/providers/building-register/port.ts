import type { BuildingTitleInfo } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** 건축물대장 표제부 of the buildings on a parcel. No building is `empty`. */
export interface BuildingRegisterPort {
  getTitleInfo(pnu: string): Promise<ProviderResult<BuildingTitleInfo>>;
}
