import { describe, expect, it } from 'vitest';
import {
  EARTH_MEAN_RADIUS_M,
  geodesicRingAreaM2,
  metresPerDegree,
  pointInRing,
  projectRingToLocalM,
  ringCenter,
  signedRingArea,
} from './geometry.js';

/** Area of a small lon/lat cell from the ellipsoid's radii of curvature (independent check). */
function cellAreaM2(lat: number, dLatDeg: number, dLngDeg: number): number {
  const a = 6_378_137;
  const e2 = 0.00669437999014;
  const phi = ((lat + dLatDeg / 2) * Math.PI) / 180;
  const w = 1 - e2 * Math.sin(phi) ** 2;
  const m = (a * (1 - e2)) / w ** 1.5;
  const n = a / Math.sqrt(w);
  return m * ((dLatDeg * Math.PI) / 180) * n * Math.cos(phi) * ((dLngDeg * Math.PI) / 180);
}

describe('geodesic ring area', () => {
  it('matches the ellipsoidal cell area to better than 0.01 % at Korean latitudes', () => {
    for (const lat of [33.3, 35.5, 37.5]) {
      const ring: [number, number][] = [
        [127, lat],
        [127.001, lat],
        [127.001, lat + 0.001],
        [127, lat + 0.001],
      ];
      const expected = cellAreaM2(lat, 0.001, 0.001);
      expect(Math.abs(geodesicRingAreaM2(ring) - expected) / expected).toBeLessThan(1e-4);
    }
  });

  it('ignores orientation and a repeated closing vertex', () => {
    const ring: [number, number][] = [
      [126.31, 33.35],
      [126.3112, 33.3501],
      [126.3111, 33.351],
      [126.3099, 33.3508],
    ];
    const area = geodesicRingAreaM2(ring);
    expect(geodesicRingAreaM2([...ring].reverse())).toBeCloseTo(area, 6);
    expect(geodesicRingAreaM2([...ring, ring[0]!])).toBeCloseTo(area, 6);
    expect(geodesicRingAreaM2(ring.slice(0, 2))).toBe(0);
  });

  it('finds the centre of a ring', () => {
    const square: [number, number][] = [
      [127, 36],
      [127.001, 36],
      [127.001, 36.001],
      [127, 36.001],
    ];
    expect(ringCenter(square)).toEqual({ lat: 36.0005, lng: 127.0005 });
  });
});

describe('plane geometry', () => {
  const lShape: [number, number][] = [
    [0, 0],
    [4, 0],
    [4, 2],
    [2, 2],
    [2, 4],
    [0, 4],
  ];

  it('tells inside from outside, including in a concave notch', () => {
    expect(pointInRing([1, 1], lShape)).toBe(true);
    expect(pointInRing([1, 3], lShape)).toBe(true);
    expect(pointInRing([3, 3], lShape)).toBe(false);
    expect(pointInRing([5, 1], lShape)).toBe(false);
    expect(pointInRing([1, 1], [...lShape, lShape[0]!])).toBe(true);
  });

  it('gives a ring its signed area, positive counter-clockwise', () => {
    expect(signedRingArea(lShape)).toBe(12);
    expect(signedRingArea([...lShape].reverse())).toBe(-12);
  });
});

describe('local metric projection', () => {
  it('uses the mean Earth radius of WGS84', () => {
    expect(EARTH_MEAN_RADIUS_M).toBeCloseTo(6_371_008.77, 1);
    expect(metresPerDegree(0).x).toBeCloseTo(metresPerDegree(0).y, 9);
    expect(metresPerDegree(60).x).toBeCloseTo(metresPerDegree(60).y / 2, 6);
  });

  it("keeps a lot's area within 0.1 % of the geodesic area and maps back exactly", () => {
    const ring: [number, number][] = [
      [127.0, 36.5],
      [127.002, 36.5],
      [127.002, 36.5015],
      [127.0, 36.5015],
    ];
    const { pointsXyM, toLngLat } = projectRingToLocalM(ring);
    const planar = Math.abs(signedRingArea(pointsXyM));
    const geodesic = geodesicRingAreaM2(ring);
    expect(Math.abs(planar - geodesic) / geodesic).toBeLessThan(1e-3);
    pointsXyM.forEach((xy, i) => {
      const [lng, lat] = toLngLat(xy);
      expect(lng).toBeCloseTo(ring[i]![0], 10);
      expect(lat).toBeCloseTo(ring[i]![1], 10);
    });
  });
});
