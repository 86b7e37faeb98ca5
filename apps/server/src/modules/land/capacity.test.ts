import { LAND_MESSAGES, type BuildingTitleInfo, type ParcelBoundary } from '@haetbit/contracts';
import { describe, expect, it } from 'vitest';
import { computeCapacity, solarLayout, systemSizeKw } from './capacity.js';
import { geodesicRingAreaM2, ringCenter, ringPerimeterM } from '../../lib/geo.js';

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
    // Rows spaced for winter-solstice noon fill roughly a third to a half of the ground.
    expect(result.moduleQty * 2).toBeGreaterThan(area * 0.3);
    expect(result.moduleQty * 2).toBeLessThan(area * 0.6);
    expect(result.moduleQty).toBe(
      solarLayout({
        installType: 'L',
        areaM2: area,
        perimeterM: ringPerimeterM(ring),
        ring,
        latitudeDeg: 36,
      }).moduleQty,
    );
    expect(result.systemSize).toBe(systemSizeKw(result.moduleQty));
  });

  it('uses archArea for a roof', () => {
    expect(computeCapacity({ installType: 'R', building: building(820.5) })).toMatchObject({
      status: 'ok',
      areaM2: 820.5,
      areaSource: 'building',
      moduleQty: solarLayout({ installType: 'R', areaM2: 820.5, perimeterM: null }).moduleQty,
    });
  });

  it('asks for the roof area when there is no building data, then uses the entered area', () => {
    expect(computeCapacity({ installType: 'R', building: null })).toMatchObject({
      status: 'needs_area',
      moduleQty: 0,
      message: LAND_MESSAGES.roofAreaUnknown,
    });
    expect(computeCapacity({ installType: 'R', building: null, userAreaM2: 300 })).toMatchObject({
      status: 'ok',
      areaSource: 'user',
      moduleQty: solarLayout({ installType: 'R', areaM2: 300, perimeterM: null }).moduleQty,
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
        landInfo: {
          pnu: 'x',
          stdrYear: 2026,
          lndcgrCodeNm: '전',
          lndpclAr: 1000,
          prposArea1Nm: null,
          ladUseSittnNm: null,
          tpgrphHgCodeNm: null,
          tpgrphFrmCodeNm: null,
          roadSideCodeNm: null,
          pblntfPclnd: null,
          requestedPnu: 'x',
          requestedYear: 2026,
          fallback: 'none',
        },
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
      perimeterM: null,
      latitudeDeg: 37.5,
    });
    const large = solarLayout({
      installType: 'R',
      areaM2: 1000,
      perimeterM: null,
      latitudeDeg: 37.5,
    });
    expect(small.moduleQty).toBeGreaterThan(0);
    expect(large.moduleQty).toBeGreaterThan(small.moduleQty * 5);
    expect(solarLayout({ installType: 'R', areaM2: 4, perimeterM: null }).moduleQty).toBe(0);
  });
});
