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
import { layoutSite, sameAreaM2, type LayoutSite } from '@haetbit/solar';

export interface LayoutInput {
  installType: InstallType;
  areaM2: number;
  /** Land: the parcel outline ([lng, lat], WGS84) and the area it stands for. */
  outline?: { ring: readonly LngLat[]; areaM2: number } | null;
  /** The parcel's centre: the row pitch's latitude (Korea's mid-latitude when unknown). */
  centre?: { lng: number; lat: number } | null;
}

export interface LayoutResult {
  moduleQty: number;
  rule: string;
}

/** The layout rule; tests swap in a fixed one. */
export type LayoutFunction = (input: LayoutInput) => LayoutResult;

/**
 * The engine's site layout (packages/solar `layoutSite`, the one the map and the report draw):
 * 1 m × 2 m, 480 W modules in rows at the spec's default tilt, spaced so that no row shades the
 * next from 09:00 to 15:00 on the winter solstice, with the engine's documented setback; land also
 * keeps access aisles and an equipment share. Land is laid on its outline (scaled to an area the
 * owner gives), roofs and land without an outline as a square of the area.
 */
export const solarLayout: LayoutFunction = ({ installType, areaM2, outline, centre }) => {
  const site: LayoutSite = {
    kind: installType === 'L' ? 'land' : 'roof',
    areaM2,
    outline: outline ?? null,
    centre: centre ?? null,
  };
  const result = layoutSite(site, {
    tiltDeg: DEFAULT_TILT_DEG,
    surfaceAzimuthDeg: DEFAULT_AZIMUTH_DEG,
  });
  return {
    moduleQty: result.moduleQty,
    rule: `solar:${result.shape} pitch ${result.rowPitchM.toFixed(2)} m`,
  };
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

/** The area a type's capacity is computed from when the owner gives none, and where it comes from. */
function defaultArea(
  input: CapacityInput,
): { areaM2: number; areaSource: NonNullable<Capacity['areaSource']> } | null {
  if (input.installType === 'R') {
    const building = input.building;
    return building && building.archCnt > 0 && building.archArea > 0
      ? { areaM2: building.archArea, areaSource: 'building' }
      : null;
  }
  if (input.boundary) return { areaM2: input.boundary.areaM2, areaSource: 'boundary' };
  if (input.landInfo && input.landInfo.lndpclAr > 0) {
    return { areaM2: input.landInfo.lndpclAr, areaSource: 'registered' };
  }
  return null;
}

/**
 * Expected capacity: land uses the boundary polygon's geodesic area (the registered area when no
 * polygon), roofs the buildings' archArea; an area of the owner's wins, unless it is the same
 * area (to 0.01 m², as shown), which changes nothing. One layout rule for one area on every path
 * (`solarLayout`). No area for a roof asks the user for it; no area or no module fitting is
 * "undetermined" with the spec's text.
 */
export function computeCapacity(
  input: CapacityInput,
  layout: LayoutFunction = solarLayout,
): Capacity {
  const { installType } = input;
  const known = defaultArea(input);
  const owners =
    input.userAreaM2 &&
    input.userAreaM2 > 0 &&
    !(known && sameAreaM2(input.userAreaM2, known.areaM2))
      ? input.userAreaM2
      : null;
  const areaM2 = owners ?? known?.areaM2 ?? null;
  const areaSource: Capacity['areaSource'] = owners !== null ? 'user' : (known?.areaSource ?? null);
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
  const boundary = input.boundary ?? null;
  const outline =
    installType === 'L' && boundary
      ? { ring: boundary.boundaryPos, areaM2: boundary.areaM2 }
      : null;
  const { moduleQty, rule } = layout({
    installType,
    areaM2,
    outline,
    centre: boundary?.center ?? null,
  });
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
