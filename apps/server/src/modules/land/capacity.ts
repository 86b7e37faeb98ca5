import {
  LAND_MESSAGES,
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  MODULE_POWER_W,
  type BuildingTitleInfo,
  type Capacity,
  type InstallType,
  type LngLat,
  type LandInfo,
  type ParcelBoundary,
} from '@haetbit/contracts';
import { layoutOnArea, layoutOnPolygon } from '@haetbit/solar';

export interface LayoutInput {
  installType: InstallType;
  areaM2: number;
  /** The parcel outline when the area is the boundary's ([lng, lat], WGS84). */
  ring?: readonly LngLat[] | null;
  /** Site latitude for the winter-solstice row spacing; null when unknown. */
  latitudeDeg?: number | null;
}

export interface LayoutResult {
  moduleQty: number;
  rule: string;
}

/** The layout rule; tests swap in a fixed one. */
export type LayoutFunction = (input: LayoutInput) => LayoutResult;

/** Mid-latitude of South Korea, for row spacing when a site has no known position. */
const KOREA_MID_LATITUDE_DEG = 36.5;

/**
 * The engine's layout (packages/solar): 1 m × 2 m, 480 W modules in rows at the spec's default
 * tilt, spaced so that no row shades the next from 09:00 to 15:00 on the winter solstice, with the
 * engine's documented setback; land also keeps access aisles and an equipment share.
 * Land with a known outline is laid on the polygon itself; roofs and typed areas as a square.
 */
export const solarLayout: LayoutFunction = ({ installType, areaM2, ring, latitudeDeg }) => {
  const options = { tiltDeg: DEFAULT_TILT_DEG, surfaceAzimuthDeg: DEFAULT_AZIMUTH_DEG };
  if (installType === 'L' && ring && ring.length >= 3) {
    const result = layoutOnPolygon(ring, options);
    return {
      moduleQty: result.moduleQty,
      rule: `solar:polygon pitch ${result.rowPitchM.toFixed(2)} m`,
    };
  }
  const result = layoutOnArea(areaM2, latitudeDeg ?? KOREA_MID_LATITUDE_DEG, options);
  return { moduleQty: result.moduleQty, rule: `solar:area pitch ${result.rowPitchM.toFixed(2)} m` };
};

export interface CapacityInput {
  installType: InstallType;
  boundary?: ParcelBoundary | null;
  landInfo?: LandInfo | null;
  building?: BuildingTitleInfo | null;
  /** Area the user typed (roof without building data, or an edited area), m². */
  userAreaM2?: number | null;
}

/** kW = module count × 480 W / 1000 (spec section 9), to 2 decimals. */
export function systemSizeKw(moduleQty: number): number {
  return Math.round(((moduleQty * MODULE_POWER_W) / 1000) * 100) / 100;
}

/**
 * Expected capacity: land uses the boundary polygon's geodesic area (the registered area when no
 * polygon), roofs the buildings' archArea; a user-entered area wins. No area for a roof asks the
 * user for it; no area or no module fitting is "undetermined" with the spec's text.
 */
export function computeCapacity(
  input: CapacityInput,
  layout: LayoutFunction = solarLayout,
): Capacity {
  const { installType } = input;
  let areaM2: number | null = null;
  let areaSource: Capacity['areaSource'] = null;
  if (input.userAreaM2 && input.userAreaM2 > 0) {
    areaM2 = input.userAreaM2;
    areaSource = 'user';
  } else if (installType === 'R') {
    if (input.building && input.building.archCnt > 0 && input.building.archArea > 0) {
      areaM2 = input.building.archArea;
      areaSource = 'building';
    }
  } else if (input.boundary) {
    areaM2 = input.boundary.areaM2;
    areaSource = 'boundary';
  } else if (input.landInfo && input.landInfo.lndpclAr > 0) {
    areaM2 = input.landInfo.lndpclAr;
    areaSource = 'registered';
  }
  const base = {
    installType,
    areaM2: areaM2 === null ? null : Math.round(areaM2 * 100) / 100,
    areaSource,
  };
  const noModules = (
    status: Capacity['status'],
    message: string,
    layoutRule: Capacity['layoutRule'],
  ): Capacity => ({ ...base, status, moduleQty: 0, systemSize: 0, message, layoutRule });
  if (areaM2 === null) {
    return installType === 'R'
      ? noModules('needs_area', LAND_MESSAGES.roofAreaUnknown, 'none')
      : noModules('undetermined', LAND_MESSAGES.capacityUnknown, 'none');
  }
  const ring = areaSource === 'boundary' ? (input.boundary?.boundaryPos ?? null) : null;
  const latitudeDeg = input.boundary?.center.lat ?? null;
  const { moduleQty, rule } = layout({ installType, areaM2, ring, latitudeDeg });
  if (moduleQty <= 0) return noModules('undetermined', LAND_MESSAGES.capacityUnknown, rule);
  return {
    ...base,
    status: 'ok',
    moduleQty,
    systemSize: systemSizeKw(moduleQty),
    message: null,
    layoutRule: rule,
  };
}
