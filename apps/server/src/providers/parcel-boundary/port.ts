import type { ParcelBoundary } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** The parcel's boundary polygon (연속지적도), WGS84. */
export interface ParcelBoundaryPort {
  getBoundary(pnu: string): Promise<ProviderResult<ParcelBoundary>>;
  /** The parcel under a point, used to resolve a road-address hit to its PNU. */
  getParcelAt(lng: number, lat: number): Promise<ProviderResult<ParcelBoundary>>;
}
