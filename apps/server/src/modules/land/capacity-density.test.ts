import { describe, expect, it } from 'vitest';
import type { ParcelBoundary } from '@haetbit/contracts';
import { geodesicRingAreaM2, ringCenter } from '../../lib/geo.js';
import { OFFLINE_PARCELS } from '../../providers/offline-data/index.js';
import { computeCapacity } from './capacity.js';

// Korean ground plants need about 9.9-13.2 m² of site per kW (1 MW on 3,000-4,000 평: rows spaced
// against winter shading, access, inverter pad, fence setback; 솔라커넥트 Solar Analyst 2019,
// reference/forecast-and-finance.md E). A narrow or irregular lot may need more.
const MIN_M2_PER_KW = 9.9;
const MAX_M2_PER_KW_COMPACT = 13.2;

/** 4πA/P²: 1 for a circle, 0.785 for a square, small for a long strip. */
function compactness(ring: readonly [number, number][], areaM2: number): number {
  const lat0 = ring.reduce((a, [, lat]) => a + lat, 0) / ring.length;
  const kx = 111_320 * Math.cos((lat0 * Math.PI) / 180);
  const ky = 110_574;
  let perimeterM = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lngA, latA] = ring[i]!;
    const [lngB, latB] = ring[(i + 1) % ring.length]!;
    perimeterM += Math.hypot((lngB - lngA) * kx, (latB - latA) * ky);
  }
  return (4 * Math.PI * areaM2) / perimeterM ** 2;
}

describe('capacity density over every land parcel of the offline dataset', () => {
  const results = OFFLINE_PARCELS.map((parcel) => {
    const ring = parcel.boundary as [number, number][];
    const areaM2 = geodesicRingAreaM2(ring);
    const boundary: ParcelBoundary = {
      pnu: parcel.pnu,
      boundaryPos: ring,
      center: ringCenter(ring),
      areaM2,
      jibun: null,
    };
    const capacity = computeCapacity({ installType: 'L', boundary });
    return { key: parcel.key, areaM2, compactness: compactness(ring, areaM2), capacity };
  });

  it('never gives more than one kW per 9.9 m² of lot area', () => {
    for (const r of results) {
      if (r.capacity.systemSize === 0) continue;
      expect(r.areaM2 / r.capacity.systemSize, r.key).toBeGreaterThanOrEqual(MIN_M2_PER_KW);
    }
    expect(results.filter((r) => r.capacity.systemSize > 0).length).toBeGreaterThan(50);
  });

  it('puts compact lots of 5,000 m² and more within 9.9-13.2 m²/kW (smaller ones lose more to the fence setback)', () => {
    const compact = results.filter((r) => r.areaM2 >= 5000 && r.compactness >= 0.6);
    expect(compact.length).toBeGreaterThanOrEqual(5);
    for (const r of compact) {
      const m2PerKw = r.areaM2 / r.capacity.systemSize;
      expect(m2PerKw, r.key).toBeGreaterThanOrEqual(MIN_M2_PER_KW);
      expect(m2PerKw, r.key).toBeLessThanOrEqual(MAX_M2_PER_KW_COMPACT);
    }
  });

  it('offers 남사리 210 (3,103 m²) no more than 313 kW (it was 380 kW, 8.2 m²/kW)', () => {
    const namsa = results.find((r) => r.key === 'SC-01')!;
    expect(namsa.capacity.systemSize).toBeGreaterThan(0);
    expect(namsa.capacity.systemSize).toBeLessThanOrEqual(3103 / MIN_M2_PER_KW);
  });
});
