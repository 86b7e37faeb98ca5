import { describe, expect, it } from 'vitest';
import { geodesicRingAreaM2, ringCenter } from './geo.js';

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
