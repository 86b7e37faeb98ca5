import { DEFAULT_AZIMUTH_DEG, DEFAULT_TILT_DEG, type LngLat } from '@haetbit/contracts';
import { layoutOnPolygon } from '@haetbit/solar/layout';

/**
 * The map's panel layout (spec section 2): the engine's own layout (packages/solar layout.ts), so
 * the map draws the very rows the server's capacity counts: 1 m × 2 m modules at the default tilt
 * and azimuth, rows spaced against the winter-solstice shadow from 09:00 to 15:00, the fence
 * setback, access aisles and the equipment share.
 */
export interface PanelLayout {
  /** Each panel as a ring of 4 [lng, lat] corners. */
  panels: LngLat[][];
  /** Panels that fit (may exceed panels.length when capped). */
  count: number;
  rowPitchM: number;
}

/** At most this many panels are drawn (drawing cost); the count stays exact. */
export const MAX_DRAWN_PANELS = 4000;

export function layoutPanels(ring: LngLat[], maxPanels = MAX_DRAWN_PANELS): PanelLayout {
  if (ring.length < 3) return { panels: [], count: 0, rowPitchM: 0 };
  const result = layoutOnPolygon(ring, {
    tiltDeg: DEFAULT_TILT_DEG,
    surfaceAzimuthDeg: DEFAULT_AZIMUTH_DEG,
  });
  return {
    panels: result.modules.slice(0, maxPanels) as LngLat[][],
    count: result.moduleQty,
    rowPitchM: result.rowPitchM,
  };
}
