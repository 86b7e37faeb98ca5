import { LAND_MESSAGES, type BuildingTitleInfo, type ParcelBoundary } from '@haetbit/contracts';
import { describe, expect, it } from 'vitest';
import { computeCapacity, solarLayout, systemSizeKw } from './capacity.js';
import { geodesicRingAreaM2, ringCenter } from '@haetbit/solar';
import { fieldLandInfo } from '../../test/land-info.js';

function boundary(ring: [number, number][]): ParcelBoundary {
  return {
    pnu: 'x',
    boundaryPos: ring,
    center: ringCenter(ring),
    areaM2: geodesicRingAreaM2(ring),
    jibun: null,
  };
}
const building = (archArea: number): BuildingTitleInfo => ({
  pnu: 'x',
  archCnt: 1,
  archArea,
  mainPurpsCdNm: '창고시설',
  etcPurps: null,
  pmsDay: null,
  buildings: [],
});

describe('capacity', () => {
  it('computes kW as modules × 480 W', () => {
    expect(systemSizeKw(208)).toBe(99.84);
    expect(systemSizeKw(0)).toBe(0);
  });

  it('lays land out on the polygon with the engine layout', () => {
    const ring: [number, number][] = [
      [127, 36],
      [127.001, 36],
      [127.001, 36.001],
      [127, 36.001],
    ];
    const result = computeCapacity({ installType: 'L', boundary: boundary(ring) });
    const area = geodesicRingAreaM2(ring);
    expect(result.status).toBe('ok');
    expect(result.areaSource).toBe('boundary');
    // Rows spaced against the winter-solstice shadow from 09:00 to 15:00, with access aisles,
    // cover roughly a quarter to a half of the ground.
    expect(result.moduleQty * 2).toBeGreaterThan(area * 0.25);
    expect(result.moduleQty * 2).toBeLessThan(area * 0.5);
    // By hand (packages/solar/src/layout.ts): the ring projects to 89.95 m (0.001° × 111 195 m ×
    // cos 36.0005°) by 111.20 m; the 2 m land setback leaves 85.95 m × 107.20 m. Portrait 1 × 2 m
    // modules at 21° tilt: depth 2 cos 21° = 1.867 m, height 2 sin 21° = 0.717 m; the longest
    // shadow of 09:00-15:00 on 21 Dec is 2.416 × the height (sun 16.9° high at 09:00, 43° east of
    // south), pitch 1.867 + 0.717 × 2.416 = 3.599 m. Blocks of 5 rows with a 4 m aisle after each
    // (21.99 m): 25 rows of 85 modules = 2 125; 10 % left for the equipment pad and roads
    // (⌈212.5⌉ = 213): 1 912 modules × 480 W = 917.76 kW (spec section 9), 11.8 m² per kW.
    expect(result.moduleQty).toBe(1912);
    expect(result.systemSize).toBe(917.76);
  });

  it('uses archArea for a roof', () => {
    // By hand: a square roof of √820.5 = 28.64 m less the 1 m roof setback on each side leaves
    // 26.64 m; at Korea's mid-latitude 36.5° the 09:00-15:00 winter shadow is 2.477 × the height,
    // pitch 1.867 + 0.717 × 2.477 = 3.642 m. Rows 1 + ⌊(26.64 − 1.867) / 3.642⌋ = 7, 26 modules a
    // row: 182 modules, 182 × 480 W = 87.36 kW (roofs have no aisles or equipment share).
    expect(computeCapacity({ installType: 'R', building: building(820.5) })).toMatchObject({
      status: 'ok',
      areaM2: 820.5,
      areaSource: 'building',
      moduleQty: 182,
      systemSize: 87.36,
    });
  });

  it('asks for the roof area when there is no building data, then uses the entered area', () => {
    expect(computeCapacity({ installType: 'R', building: null })).toMatchObject({
      status: 'needs_area',
      moduleQty: 0,
      message: LAND_MESSAGES.roofAreaUnknown,
    });
    // By hand: √300 = 17.32 m, less 2 × 1 m = 15.32 m; rows 1 + ⌊(15.32 − 1.867) / 3.642⌋ = 4,
    // 15 modules a row: 60 modules, 28.8 kW.
    expect(computeCapacity({ installType: 'R', building: null, userAreaM2: 300 })).toMatchObject({
      status: 'ok',
      areaSource: 'user',
      moduleQty: 60,
      systemSize: 28.8,
    });
  });

  it('cannot determine a capacity when no module fits or no area is known', () => {
    const strip: [number, number][] = [
      [127, 36],
      [127.0006, 36],
      [127.0006, 36.00002],
      [127, 36.00002],
    ];
    expect(computeCapacity({ installType: 'L', boundary: boundary(strip) })).toMatchObject({
      status: 'undetermined',
      message: LAND_MESSAGES.capacityUnknown,
    });
    expect(computeCapacity({ installType: 'L' })).toMatchObject({
      status: 'undetermined',
      areaM2: null,
    });
  });

  it('falls back to the registered area without a polygon and accepts another layout', () => {
    const result = computeCapacity(
      {
        installType: 'L',
        landInfo: fieldLandInfo(),
      },
      () => ({ moduleQty: 7, rule: 'solar' }),
    );
    expect(result).toMatchObject({ areaSource: 'registered', moduleQty: 7, layoutRule: 'solar' });
  });
});

describe('the engine layout', () => {
  it('fits more modules on a larger roof and none on a sliver', () => {
    const small = solarLayout({
      installType: 'R',
      areaM2: 100,
      centre: { lng: 127, lat: 37.5 },
    });
    const large = solarLayout({
      installType: 'R',
      areaM2: 1000,
      centre: { lng: 127, lat: 37.5 },
    });
    // By hand: √100 = 10 m less 2 × 1 m = 8 m; at 37.5° the pitch is 3.736 m; rows
    // 1 + ⌊(8 − 1.867) / 3.736⌋ = 2, 8 a row: 16.
    expect(small.moduleQty).toBe(16);
    expect(large.moduleQty).toBeGreaterThan(small.moduleQty * 5);
    expect(solarLayout({ installType: 'R', areaM2: 4 }).moduleQty).toBe(0);
  });
});
