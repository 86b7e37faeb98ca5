// Module layout on a land parcel (polygon) or a roof (area).
//
// Modules are 1 m x 2 m, 480 W (spec section 9), mounted in portrait: the 2 m side runs up the
// slope, rows run perpendicular to the array azimuth. Row pitch: no row shades the next while the
// sun is up between 09:00 and 15:00 solar time on the winter solstice (the Korean design rule of
// reference/forecast-and-finance.md E), at the site latitude:
//   depth = L cos(tilt), height = L sin(tilt),
//   shadow = max over hour angles -45..45 deg of height cos(sun azimuth - array azimuth) / tan(el),
//   pitch = depth + shadow.
// Land also keeps ground for what is not modules: an access aisle after every block of rows, and a
// share of the modules left out for the inverter and transformer pad, 접속반 and internal roads
// (taken from the east end of the rows). Both together with the rows put compact ground sites in
// the reference's 9.9-13.2 m2 of lot per kW (1 MW on 3,000-4,000 평).
// Every module, grown by the setback on all sides, must lie inside the boundary (the setback is
// measured along and across the rows, i.e. a square buffer). Rows are packed from the front edge;
// eight row phases (offsets of pitch/8) are tried and the best kept. Modules within a row are
// packed edge to edge from the first free position of each free stretch.
//
// Polygons are WGS84 [lng, lat] rings projected to local metres with an equirectangular
// projection about the vertex mean (geometry.ts; error well below 0.1 % at parcel scale).
// A roof given only as an area is treated as a square of that area.
import { LAYOUT_ASSUMPTIONS } from './assumptions.js';
import {
  metresPerDegree,
  pointInRing,
  projectRingToLocalM,
  sameAreaM2,
  signedRingArea,
} from './geometry.js';

const RAD = Math.PI / 180;
const EPS = 1e-9;

export interface LayoutOptions {
  tiltDeg: number;
  /** Array azimuth, clockwise from north; default 180 (south). */
  surfaceAzimuthDeg?: number;
  /** Clearance from the boundary, m; default land 2 m, roof 1 m (assumptions). */
  setbackM?: number;
  moduleLengthM?: number;
  moduleWidthM?: number;
  modulePowerW?: number;
  /** Rows between two access aisles; 0 = no aisles (default land 5, roof 0). */
  rowsPerBlock?: number;
  /** Width of an access aisle, m (default 4). */
  accessAisleM?: number;
  /** Share of the packed modules left out for equipment and roads, % (default land 10, roof 0). */
  nonModuleSharePct?: number;
}

/** One module as a rectangle on the ground: its four corners in the caller's coordinates. */
export type ModuleFootprint = [number, number][];

export interface LayoutResult {
  moduleQty: number;
  /** moduleQty x 480 / 1000, kW (spec section 9). */
  systemSizeKw: number;
  rowCount: number;
  rowPitchM: number;
  /** Clear gap between rows on the ground, m. */
  rowGapM: number;
  moduleDepthM: number;
  winterNoonElevationDeg: number;
  setbackM: number;
  /** Area inside the boundary, m2. */
  siteAreaM2: number;
  /** Module (glass) area, m2. */
  moduleAreaM2: number;
  /** Module area / site area. */
  groundCoverageRatio: number;
  /** Site area per kW, m2/kW (Infinity when nothing fits). */
  siteM2PerKw: number;
  /** Sun elevation the pitch is designed for (the lowest of 09:00-15:00 on 21-22 Dec), deg. */
  designSunElevationDeg: number;
  /** The modules' footprints (local metres, or [lng, lat] for layoutOnPolygon). */
  modules: ModuleFootprint[];
}

type Xy = readonly [number, number];

/** u-range of the part of segment a-b whose v lies in [v0, v1], or null. */
function clipSegmentU(a: Xy, b: Xy, v0: number, v1: number): [number, number] | null {
  const [ua, va] = a;
  const [ub, vb] = b;
  const vmin = Math.min(va, vb);
  const vmax = Math.max(va, vb);
  if (vmax < v0 || vmin > v1) return null;
  if (vmax - vmin < EPS) return [Math.min(ua, ub), Math.max(ua, ub)];
  const at = (v: number): number => ua + ((ub - ua) * (v - va)) / (vb - va);
  const ulo = at(Math.max(vmin, v0));
  const uhi = at(Math.min(vmax, v1));
  return [Math.min(ulo, uhi), Math.max(ulo, uhi)];
}

/** Free stretches (start u, module count) of one row band [vBottom, vBottom + depth]. */
function modulesInRow(
  pts: readonly Xy[],
  vBottom: number,
  depth: number,
  width: number,
  setback: number,
  uMin: number,
  uMax: number,
): { u: number; count: number }[] {
  // Edges that only touch the grown module (distance exactly the setback) do not block it.
  const v0 = vBottom - setback + 1e-7;
  const v1 = vBottom + depth + setback - 1e-7;
  const blocked: [number, number][] = [];
  for (let i = 0; i < pts.length; i++) {
    const r = clipSegmentU(pts[i]!, pts[(i + 1) % pts.length]!, v0, v1);
    if (r) blocked.push([r[0] - width - setback + 1e-7, r[1] + setback - 1e-7]);
  }
  blocked.sort((p, q) => p[0] - q[0]);
  // Walk the free stretches of the module's left-edge coordinate.
  const stretches: { u: number; count: number }[] = [];
  let cursor = uMin - width - 1;
  const vMid = vBottom + depth / 2;
  const consider = (a: number, b: number): void => {
    if (b - a < -EPS) return;
    if (!pointInRing([a + width / 2, vMid], pts)) return;
    stretches.push({ u: a, count: Math.floor((b - a) / width + EPS) + 1 });
  };
  for (const [lo, hi] of blocked) {
    if (lo > cursor) consider(cursor, lo);
    cursor = Math.max(cursor, hi);
  }
  consider(cursor, uMax + 1);
  return stretches;
}

/** Solar elevation at noon on the winter solstice (declination 23.44 degrees away), degrees. */
export function winterSolsticeNoonElevationDeg(latitudeDeg: number): number {
  return 90 - Math.abs(latitudeDeg) - 23.44;
}

const SOLSTICE_DECLINATION_DEG = -23.44;
/** Solar time window of the shading rule: 09:00-15:00, hour angles -45..45 deg. */
const RULE_HOUR_ANGLE_DEG = 45;

/**
 * Shadow length per metre of module height along the array's facing axis, the longest between
 * 09:00 and 15:00 solar time on the winter solstice (sun position from declination and hour
 * angle; northern hemisphere, azimuth clockwise from north), and the lowest sun elevation then.
 */
export function winterSolsticeShadow(
  latitudeDeg: number,
  surfaceAzimuthDeg = 180,
): { shadowPerHeight: number; lowestElevationDeg: number } {
  if (!(winterSolsticeNoonElevationDeg(latitudeDeg) > 0)) {
    throw new RangeError('latitude too high: the winter noon sun is below the horizon');
  }
  const phi = latitudeDeg * RAD;
  const dec = SOLSTICE_DECLINATION_DEG * RAD;
  let shadowPerHeight = 0;
  let lowestElevationDeg = 90;
  for (let h = -RULE_HOUR_ANGLE_DEG; h <= RULE_HOUR_ANGLE_DEG; h += 1) {
    const H = h * RAD;
    const sinEl = Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(H);
    if (sinEl <= 0) throw new RangeError('the sun is below the horizon within 09:00-15:00');
    const el = Math.asin(sinEl);
    // Azimuth from north, clockwise: atan2(sin H, cos H sin phi - tan dec cos phi) + 180.
    const az =
      Math.atan2(Math.sin(H), Math.cos(H) * Math.sin(phi) - Math.tan(dec) * Math.cos(phi)) / RAD +
      180;
    const along = Math.cos((az - surfaceAzimuthDeg) * RAD) / Math.tan(el);
    shadowPerHeight = Math.max(shadowPerHeight, along);
    lowestElevationDeg = Math.min(lowestElevationDeg, el / RAD);
  }
  return { shadowPerHeight, lowestElevationDeg };
}

/** Row pitch without inter-row shade 09:00-15:00 on the winter solstice, m. */
export function rowPitchM(
  tiltDeg: number,
  latitudeDeg: number,
  moduleLengthM = 2,
  surfaceAzimuthDeg = 180,
): number {
  const depth = moduleLengthM * Math.cos(tiltDeg * RAD);
  const height = moduleLengthM * Math.sin(tiltDeg * RAD);
  return depth + height * winterSolsticeShadow(latitudeDeg, surfaceAzimuthDeg).shadowPerHeight;
}

/**
 * Lays modules on a polygon in local metres ([x east, y north]); see the file header.
 */
export function layoutOnLocalPolygon(
  pointsXyM: readonly Xy[],
  latitudeDeg: number,
  options: LayoutOptions,
  defaultSetbackM: number = LAYOUT_ASSUMPTIONS.landSetbackM,
  kind: 'land' | 'roof' = 'land',
): LayoutResult {
  const tilt = options.tiltDeg;
  if (!(tilt >= 0 && tilt <= 90)) throw new RangeError('tiltDeg must be within 0-90');
  const azimuth = options.surfaceAzimuthDeg ?? 180;
  const setback = options.setbackM ?? defaultSetbackM;
  const length = options.moduleLengthM ?? LAYOUT_ASSUMPTIONS.moduleLengthM;
  const width = options.moduleWidthM ?? LAYOUT_ASSUMPTIONS.moduleWidthM;
  const powerW = options.modulePowerW ?? LAYOUT_ASSUMPTIONS.modulePowerW;
  let pts = pointsXyM.slice();
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (first && last && pts.length > 1 && first[0] === last[0] && first[1] === last[1]) {
    pts = pts.slice(0, -1);
  }
  if (pts.length < 3) throw new RangeError('a polygon needs at least 3 distinct vertices');
  const siteAreaM2 = Math.abs(signedRingArea(pts));
  const depth = length * Math.cos(tilt * RAD);
  const pitch = rowPitchM(tilt, latitudeDeg, length, azimuth);
  const elevation = winterSolsticeNoonElevationDeg(latitudeDeg);
  const design = winterSolsticeShadow(latitudeDeg, azimuth).lowestElevationDeg;
  const land = kind === 'land';
  const rowsPerBlock = options.rowsPerBlock ?? (land ? LAYOUT_ASSUMPTIONS.rowsPerBlock : 0);
  const aisle = options.accessAisleM ?? LAYOUT_ASSUMPTIONS.accessAisleM;
  const nonModuleShare =
    (options.nonModuleSharePct ?? (land ? LAYOUT_ASSUMPTIONS.nonModuleSharePct : 0)) / 100;

  // Array frame: u along the rows, v away from the facing direction (north for a south array).
  const fx = Math.sin(azimuth * RAD);
  const fy = Math.cos(azimuth * RAD);
  const frame: Xy[] = pts.map(([x, y]) => [x * fy - y * fx, -(x * fx + y * fy)] as const);
  let uMin = Infinity;
  let uMax = -Infinity;
  let vMin = Infinity;
  let vMax = -Infinity;
  for (const [u, v] of frame) {
    uMin = Math.min(uMin, u);
    uMax = Math.max(uMax, u);
    vMin = Math.min(vMin, v);
    vMax = Math.max(vMax, v);
  }

  type Row = { v: number; stretches: { u: number; count: number }[] };
  let best: { modules: number; rows: Row[] } = { modules: 0, rows: [] };
  const phases = 8;
  for (let p = 0; p < phases; p++) {
    let modules = 0;
    const rows: Row[] = [];
    let vb = vMin + setback + (p * pitch) / phases;
    while (vb + depth + setback <= vMax + EPS) {
      const stretches = modulesInRow(frame, vb, depth, width, setback, uMin, uMax);
      const m = stretches.reduce((a, st) => a + st.count, 0);
      if (m > 0) rows.push({ v: vb, stretches });
      modules += m;
      // After a full block of rows, the next row starts an aisle further back.
      vb += pitch + (rowsPerBlock > 0 && m > 0 && rows.length % rowsPerBlock === 0 ? aisle : 0);
    }
    if (modules > best.modules) best = { modules, rows };
  }
  // Leave out the non-module share from the east (high-u) ends of the longest rows.
  let remove = Math.ceil(best.modules * nonModuleShare);
  while (remove > 0) {
    let longest: Row | undefined;
    let longestCount = 0;
    for (const row of best.rows) {
      const last = row.stretches[row.stretches.length - 1];
      if (last && last.count > longestCount) {
        longest = row;
        longestCount = last.count;
      }
    }
    if (!longest) break;
    const last = longest.stretches[longest.stretches.length - 1]!;
    last.count--;
    remove--;
    if (last.count === 0) longest.stretches.pop();
  }
  best.rows = best.rows.filter((row) => row.stretches.length > 0);
  best.modules = best.rows.reduce(
    (a, row) => a + row.stretches.reduce((b, st) => b + st.count, 0),
    0,
  );
  // Back from the array frame (u along the rows, v away from the facing side) to x east, y north.
  const toXy = (u: number, v: number): [number, number] => [u * fy - v * fx, -(u * fx + v * fy)];
  const footprints: ModuleFootprint[] = [];
  for (const row of best.rows) {
    for (const st of row.stretches) {
      for (let k = 0; k < st.count; k++) {
        const u0 = st.u + k * width;
        footprints.push([
          toXy(u0, row.v),
          toXy(u0 + width, row.v),
          toXy(u0 + width, row.v + depth),
          toXy(u0, row.v + depth),
        ]);
      }
    }
  }
  const moduleAreaM2 = best.modules * length * width;
  return {
    moduleQty: best.modules,
    systemSizeKw: (best.modules * powerW) / 1000,
    rowCount: best.rows.length,
    rowPitchM: pitch,
    rowGapM: pitch - depth,
    moduleDepthM: depth,
    winterNoonElevationDeg: elevation,
    setbackM: setback,
    siteAreaM2,
    moduleAreaM2,
    groundCoverageRatio: siteAreaM2 > 0 ? moduleAreaM2 / siteAreaM2 : 0,
    siteM2PerKw: best.modules > 0 ? siteAreaM2 / ((best.modules * powerW) / 1000) : Infinity,
    designSunElevationDeg: design,
    modules: footprints,
  };
}

/**
 * Lays modules on a land parcel given as a WGS84 ring of [lng, lat] (closed or open).
 * Latitude for the row pitch is the ring's vertex mean. Default setback: land (2 m). The modules'
 * footprints come back as [lng, lat] rings (what the map draws).
 */
export function layoutOnPolygon(
  ringLngLat: readonly (readonly [number, number])[],
  options: LayoutOptions,
): LayoutResult {
  for (const [lng, lat] of ringLngLat) {
    if (
      !Number.isFinite(lng) ||
      !Number.isFinite(lat) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    ) {
      throw new RangeError('ring coordinates must be finite [lng, lat] in degrees');
    }
  }
  const { pointsXyM, originLatDeg, toLngLat } = projectRingToLocalM(ringLngLat);
  const result = layoutOnLocalPolygon(
    pointsXyM,
    originLatDeg,
    options,
    LAYOUT_ASSUMPTIONS.landSetbackM,
  );
  return { ...result, modules: result.modules.map((corners) => corners.map(toLngLat)) };
}

/**
 * Lays modules on a site known only by its area (m2), treated as a square of that area, at the
 * given latitude: a roof by default (edge zone of 1 m), or land (fence setback, aisles and the
 * equipment share, as on a parcel outline).
 */
export function layoutOnArea(
  areaM2: number,
  latitudeDeg: number,
  options: LayoutOptions,
  kind: 'land' | 'roof' = 'roof',
): LayoutResult {
  if (!(areaM2 > 0) || !Number.isFinite(areaM2)) throw new RangeError('areaM2 must be > 0');
  const side = Math.sqrt(areaM2);
  const square: Xy[] = [
    [0, 0],
    [side, 0],
    [side, side],
    [0, side],
  ];
  return layoutOnLocalPolygon(
    square,
    latitudeDeg,
    options,
    kind === 'land' ? LAYOUT_ASSUMPTIONS.landSetbackM : LAYOUT_ASSUMPTIONS.roofSetbackM,
    kind,
  );
}

/** Mid-latitude of South Korea, for the row pitch of a site whose position is unknown. */
export const KOREA_MID_LATITUDE_DEG = 36.5;

/** A site whose capacity is laid out: one rule for an install type and an area. */
export interface LayoutSite {
  kind: 'land' | 'roof';
  /** The area to lay out, m2. */
  areaM2: number;
  /** Land: the parcel outline ([lng, lat], WGS84) and the area it stands for, m2. */
  outline?: { ring: readonly (readonly [number, number])[]; areaM2: number } | null;
  /** Where the site is: the row pitch's latitude, and where a square site is placed. */
  centre?: { lng: number; lat: number } | null;
}

/** How a site was laid out: on its outline, on its outline scaled to the area, or as a square. */
export type SiteShape = 'outline' | 'scaledOutline' | 'square';

/**
 * The capacity layout of a site, the one rule behind every capacity (the server's) and every
 * drawing of it (the map and the report):
 * - land with an outline, at the outline's own area: the modules on the outline;
 * - land with an outline, at another area (the owner uses part of the lot): the outline scaled
 *   about its vertex mean to that area (the same shape), so an area a little off the lot's gives
 *   a count a little off the lot's, never a different rule;
 * - a roof, or land without an outline: a square of the area (roof or land rules) centred on the
 *   site (a building's outline is not known, only its area).
 * Module footprints come back as [lng, lat] rings when the site has an outline or a centre, in
 * local metres otherwise.
 */
export function layoutSite(
  site: LayoutSite,
  options: LayoutOptions,
): LayoutResult & { shape: SiteShape } {
  const { kind, areaM2, outline } = site;
  if (!(areaM2 > 0) || !Number.isFinite(areaM2)) throw new RangeError('areaM2 must be > 0');
  if (kind === 'land' && outline && outline.ring.length >= 3) {
    if (sameAreaM2(areaM2, outline.areaM2)) {
      return { ...layoutOnPolygon(outline.ring, options), shape: 'outline' };
    }
    const { pointsXyM, originLatDeg, toLngLat } = projectRingToLocalM(outline.ring);
    const scale = Math.sqrt(areaM2 / outline.areaM2);
    const scaled = pointsXyM.map(([x, y]): Xy => [x * scale, y * scale]);
    const result = layoutOnLocalPolygon(
      scaled,
      originLatDeg,
      options,
      LAYOUT_ASSUMPTIONS.landSetbackM,
    );
    return {
      ...result,
      modules: result.modules.map((corners) => corners.map(toLngLat)),
      shape: 'scaledOutline',
    };
  }
  const centre = site.centre ?? null;
  const latitudeDeg = centre?.lat ?? KOREA_MID_LATITUDE_DEG;
  const result = layoutOnArea(areaM2, latitudeDeg, options, kind);
  if (!centre) return { ...result, shape: 'square' };
  const half = Math.sqrt(areaM2) / 2;
  const { x: kx, y: ky } = metresPerDegree(centre.lat);
  const toLngLat = ([x, y]: readonly [number, number]): [number, number] => [
    centre.lng + (x - half) / kx,
    centre.lat + (y - half) / ky,
  ];
  return {
    ...result,
    modules: result.modules.map((corners) => corners.map(toLngLat)),
    shape: 'square',
  };
}
