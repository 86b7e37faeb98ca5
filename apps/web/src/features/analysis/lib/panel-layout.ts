import type { LngLat } from '@haetbit/contracts';

/**
 * The map's panel layout helper (spec section 2): 1 m × 2 m modules in rows facing south, tilted
 * `tiltDeg`, rows spaced so that a row does not shade the next while the sun is above `angleDeg`
 * (pitch = L·cos(tilt) + L·sin(tilt) / tan(angle)). It is a drawing aid only: the capacity comes
 * from the server's own layout.
 */
export interface PanelLayoutOptions {
  panelWidthM: number;
  panelLengthM: number;
  tiltDeg: number;
  /** Design sun elevation for the row spacing. */
  angleDeg: number;
  /** At most this many panels are returned (drawing cost). */
  maxPanels: number;
}

export const PANEL_LAYOUT_DEFAULTS: PanelLayoutOptions = {
  panelWidthM: 1,
  panelLengthM: 2,
  tiltDeg: 20,
  angleDeg: 20,
  maxPanels: 4000,
};

const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LNG_EQUATOR = 111_320;
const rad = (deg: number) => (deg * Math.PI) / 180;

interface Projection {
  toXy: (point: LngLat) => [number, number];
  toLngLat: (x: number, y: number) => LngLat;
}

/** Local equirectangular metres around a reference point (accurate to well under 1 % per km). */
export function localProjection(lat0: number, lng0: number): Projection {
  const mPerDegLng = M_PER_DEG_LNG_EQUATOR * Math.cos(rad(lat0));
  return {
    toXy: ([lng, lat]) => [(lng - lng0) * mPerDegLng, (lat - lat0) * M_PER_DEG_LAT],
    toLngLat: (x, y) => [lng0 + x / mPerDegLng, lat0 + y / M_PER_DEG_LAT],
  };
}

function inside(x: number, y: number, ring: [number, number][]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

export interface PanelLayout {
  /** Each panel as a closed-free ring of 4 [lng, lat] corners. */
  panels: LngLat[][];
  /** Panels that fit (may exceed panels.length when capped). */
  count: number;
  rowPitchM: number;
}

export function layoutPanels(
  ring: LngLat[],
  options: PanelLayoutOptions = PANEL_LAYOUT_DEFAULTS,
): PanelLayout {
  const depthM = options.panelLengthM * Math.cos(rad(options.tiltDeg));
  const gapM =
    (options.panelLengthM * Math.sin(rad(options.tiltDeg))) / Math.tan(rad(options.angleDeg));
  const rowPitchM = depthM + gapM;
  if (ring.length < 3) return { panels: [], count: 0, rowPitchM };

  const lat0 = ring.reduce((sum, [, lat]) => sum + lat, 0) / ring.length;
  const lng0 = ring.reduce((sum, [lng]) => sum + lng, 0) / ring.length;
  const projection = localProjection(lat0, lng0);
  const xy = ring.map(projection.toXy);
  const xs = xy.map(([x]) => x);
  const ys = xy.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];

  const panels: LngLat[][] = [];
  let count = 0;
  for (let y = minY; y + depthM <= maxY; y += rowPitchM) {
    for (let x = minX; x + options.panelWidthM <= maxX; x += options.panelWidthM) {
      const corners: [number, number][] = [
        [x, y],
        [x + options.panelWidthM, y],
        [x + options.panelWidthM, y + depthM],
        [x, y + depthM],
      ];
      if (!corners.every(([cx, cy]) => inside(cx, cy, xy))) continue;
      count += 1;
      if (panels.length < options.maxPanels) {
        panels.push(corners.map(([cx, cy]) => projection.toLngLat(cx, cy)));
      }
    }
  }
  return { panels, count, rowPitchM };
}
