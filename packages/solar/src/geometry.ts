// Plane and ellipsoid geometry of parcels and module layouts, shared by the engine's layout, the
// server's parcel providers and the web map, so they agree on what is inside a lot and how big it
// is. Points are [x, y]: [lng, lat] in degrees or local metres, as each function says.

/** A point: [lng, lat] in degrees, or [x, y] in local metres. */
export type Point = readonly [number, number];

/** WGS84 semi-major axis, m. */
export const WGS84_A_M = 6_378_137;
/** WGS84 flattening. */
export const WGS84_F = 1 / 298.257223563;
/** Mean Earth radius (IUGG R1 = (2a + b) / 3 of WGS84), m: the local projection's scale. */
export const EARTH_MEAN_RADIUS_M = (2 * WGS84_A_M + WGS84_A_M * (1 - WGS84_F)) / 3;

const RAD = Math.PI / 180;
const E2 = WGS84_F * (2 - WGS84_F);
const E = Math.sqrt(E2);

/**
 * Whether a point lies inside a ring (even-odd rule; a point on an edge may fall either way).
 * The ring may be open or closed; coordinates are planar (degrees at parcel scale, or metres).
 */
export function pointInRing([x, y]: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Signed area of a planar ring (shoelace; positive counter-clockwise), in the square of its unit. */
export function signedRingArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

/** Metres per degree of longitude (x) and latitude (y) about a latitude, on the mean sphere. */
export function metresPerDegree(latDeg: number): { x: number; y: number } {
  return { x: EARTH_MEAN_RADIUS_M * RAD * Math.cos(latDeg * RAD), y: EARTH_MEAN_RADIUS_M * RAD };
}

/**
 * Projects a WGS84 [lng, lat] ring to local metres about its vertex mean (equirectangular on the
 * mean sphere; error well below 0.1 % at parcel scale), with the way back.
 */
export function projectRingToLocalM(ringLngLat: readonly Point[]): {
  pointsXyM: [number, number][];
  originLatDeg: number;
  originLngDeg: number;
  toLngLat: (xy: Point) => [number, number];
} {
  const n = ringLngLat.length;
  let lat0 = 0;
  let lng0 = 0;
  for (const [lng, lat] of ringLngLat) {
    lng0 += lng / n;
    lat0 += lat / n;
  }
  const { x: kx, y: ky } = metresPerDegree(lat0);
  return {
    pointsXyM: ringLngLat.map(([lng, lat]): [number, number] => [
      (lng - lng0) * kx,
      (lat - lat0) * ky,
    ]),
    originLatDeg: lat0,
    originLngDeg: lng0,
    toLngLat: ([x, y]) => [lng0 + x / kx, lat0 + y / ky],
  };
}

function authalicQ(sinPhi: number): number {
  return (
    (1 - E2) *
    (sinPhi / (1 - E2 * sinPhi * sinPhi) -
      (1 / (2 * E)) * Math.log((1 - E * sinPhi) / (1 + E * sinPhi)))
  );
}
const QP = authalicQ(1);
/** Radius of the sphere with the ellipsoid's surface area (authalic radius), m. */
const AUTHALIC_RADIUS_M = WGS84_A_M * Math.sqrt(QP / 2);

/**
 * Area of a lon/lat ring on the WGS84 ellipsoid, m². Latitudes are mapped to authalic latitudes
 * (an equal-area mapping onto the authalic sphere), then the spherical polygon area is summed
 * edge by edge (Chamberlain & Duquette 2007, "Some algorithms for polygons on a sphere", JPL).
 * Edges are great-circle arcs on the authalic sphere rather than ellipsoidal geodesics; for
 * cadastral lots (edges under a few hundred metres) the difference is below 0.01 % of the area.
 * The ring may be open or closed, in either orientation.
 */
export function geodesicRingAreaM2(ring: readonly Point[]): number {
  const points = openLength(ring);
  if (points < 3) return 0;
  let sum = 0;
  for (let i = 0; i < points; i += 1) {
    const [lng1, lat1] = ring[i]!;
    const [lng2, lat2] = ring[(i + 1) % points]!;
    const sinBeta1 = authalicQ(Math.sin(lat1 * RAD)) / QP;
    const sinBeta2 = authalicQ(Math.sin(lat2 * RAD)) / QP;
    let dLng = (lng2 - lng1) * RAD;
    if (dLng > Math.PI) dLng -= 2 * Math.PI;
    if (dLng < -Math.PI) dLng += 2 * Math.PI;
    sum += dLng * (2 + sinBeta1 + sinBeta2);
  }
  return (Math.abs(sum) * AUTHALIC_RADIUS_M * AUTHALIC_RADIUS_M) / 2;
}

/**
 * Two areas are the same for a capacity when they agree to 0.01 m2, the precision an area is
 * stored and shown with: an owner who confirms the shown area by typing it back changes nothing.
 */
export function sameAreaM2(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** Mean of the vertices (a closed ring's repeated first point counted once): a lot's map centre. */
export function ringCenter(ring: readonly Point[]): { lat: number; lng: number } {
  const points = openLength(ring);
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < points; i += 1) {
    lng += ring[i]![0];
    lat += ring[i]![1];
  }
  return { lat: round(lat / points, 7), lng: round(lng / points, 7) };
}

/** The number of distinct vertices: a closed ring's last point repeats its first. */
function openLength(ring: readonly Point[]): number {
  const first = ring[0];
  const last = ring.at(-1);
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1])
    return ring.length - 1;
  return ring.length;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
