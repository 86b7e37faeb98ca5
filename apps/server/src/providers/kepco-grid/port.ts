import type { SelectedJibunInfo } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** Where to ask KEPCO: the PNU gives the 시도/시군구 codes, the address the 읍면동/리 names. */
export interface KepcoLocation {
  pnu: string;
  /** Jibun address, e.g. "충청남도 아산시 염치읍 방현리 258-7". */
  address: string;
}

/** 한전 분산전원 연계정보: lots with line data near the address, and one lot's capacity. */
export interface KepcoGridPort {
  getJibunList(location: KepcoLocation): Promise<ProviderResult<string[]>>;
  getCapacity(location: KepcoLocation, jibun: string): Promise<ProviderResult<SelectedJibunInfo>>;
}
