import type { LngLat } from '@haetbit/contracts';

/** WGS84 ellipsoid. */
const A_M = 6_378_137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const E = Math.sqrt(E2);
const RAD = Math.PI / 180;

function authalicQ(sinPhi: number): number {
  return (
    (1 - E2) *
    (sinPhi / (1 - E2 * sinPhi * sinPhi) -
      (1 / (2 * E)) * Math.log((1 - E * sinPhi) / (1 + E * sinPhi)))
  );
}
const QP = authalicQ(1);
/** Radius of the sphere with the ellipsoid's surface area (authalic radius), m. */
const AUTHALIC_RADIUS_M = A_M * Math.sqrt(QP / 2);

/**
 * Area of a lon/lat ring on the WGS84 ellipsoid, m². Latitudes are mapped to authalic latitudes
 * (an equal-area mapping onto the authalic sphere), then the spherical polygon area is summed
 * edge by edge (Chamberlain & Duquette 2007, "Some algorithms for polygons on a sphere", JPL).
 * Edges are great-circle arcs on the authalic sphere rather than ellipsoidal geodesics; for
 * cadastral lots (edges under a few hundred metres) the difference is below 0.01 % of the area.
 * The ring may be open or closed, in either orientation.
 */
export function geodesicRingAreaM2(ring: readonly LngLat[]): number {
  const points = closedLength(ring);
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

/** Mean of the vertices: the map's centre for a lot. */
export function ringCenter(ring: readonly LngLat[]): { lat: number; lng: number } {
  const points = closedLength(ring);
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < points; i += 1) {
    lng += ring[i]![0];
    lat += ring[i]![1];
  }
  return { lat: round(lat / points, 7), lng: round(lng / points, 7) };
}

function closedLength(ring: readonly LngLat[]): number {
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
