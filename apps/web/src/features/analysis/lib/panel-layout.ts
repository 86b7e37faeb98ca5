import {
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  type InstallType,
  type LngLat,
  type ParcelBoundary,
} from '@haetbit/contracts';
import { layoutSite, type SiteShape } from '@haetbit/solar/layout';

/**
 * The map's and the report's panel layout (spec section 2): the engine's own site layout
 * (packages/solar layout.ts `layoutSite`), the one the server's capacity counts, so a drawing
 * shows the very modules of the stated capacity: 1 m × 2 m modules at the default tilt and
 * azimuth, rows spaced against the winter-solstice shadow from 09:00 to 15:00, the setback, and on
 * land the access aisles and the equipment share. Land lies on the parcel outline (scaled to an
 * area the owner gave), a roof as a square of its area at the parcel's centre.
 */
export interface PanelLayout {
  /** Each panel as a ring of 4 [lng, lat] corners. */
  panels: LngLat[][];
  /** Panels that fit (may exceed panels.length when capped). */
  count: number;
  rowPitchM: number;
  /** Where the panels were laid: the outline, the outline scaled to the area, or a square. */
  shape: SiteShape | null;
}

/** What is laid out: the install type, the area of its capacity and the parcel. */
export interface PanelSite {
  installType: InstallType;
  areaM2: number | null;
  boundary: ParcelBoundary;
}

/** At most this many panels are drawn (drawing cost); the count stays exact. */
export const MAX_DRAWN_PANELS = 4000;

export const NO_PANELS: PanelLayout = { panels: [], count: 0, rowPitchM: 0, shape: null };

export function layoutPanels(site: PanelSite, maxPanels = MAX_DRAWN_PANELS): PanelLayout {
  const { boundary, areaM2 } = site;
  if (areaM2 === null || !(areaM2 > 0) || boundary.boundaryPos.length < 3) return NO_PANELS;
  const result = layoutSite(
    {
      kind: site.installType === 'L' ? 'land' : 'roof',
      areaM2,
      outline: { ring: boundary.boundaryPos, areaM2: boundary.areaM2 },
      centre: boundary.center,
    },
    { tiltDeg: DEFAULT_TILT_DEG, surfaceAzimuthDeg: DEFAULT_AZIMUTH_DEG },
  );
  return {
    panels: result.modules.slice(0, maxPanels) as LngLat[][],
    count: result.moduleQty,
    rowPitchM: result.rowPitchM,
    shape: result.shape,
  };
}
