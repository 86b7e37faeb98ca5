import { describe, expect, it } from 'vitest';
import { layoutOnArea, layoutOnLocalPolygon, layoutOnPolygon, rowPitchM } from './layout.js';

const RAD = Math.PI / 180;

describe('row pitch', () => {
  it('leaves the gap of the module height over tan(winter noon elevation)', () => {
    // Seoul 37.57 N: noon elevation on 21 Dec = 90 - 37.57 - 23.44 = 28.99 deg.
    const e = (90 - 37.57 - 23.44) * RAD;
    const expected = 2 * Math.cos(21 * RAD) + (2 * Math.sin(21 * RAD)) / Math.tan(e);
    expect(rowPitchM(21, 37.57)).toBeCloseTo(expected, 12);
    expect(rowPitchM(0, 37.57)).toBeCloseTo(2, 12);
  });
});

describe('layout on a polygon', () => {
  it('fills a 50 m x 40 m rectangle with whole rows inside a 2 m setback', () => {
    const rect: [number, number][] = [
      [0, 0],
      [50, 0],
      [50, 40],
      [0, 40],
    ];
    const r = layoutOnLocalPolygon(rect, 37.57, { tiltDeg: 21 });
    // Usable 46 m x 36 m; row depth 1.867 m, pitch 3.160 m -> 11 rows of 46 modules.
    const pitch = rowPitchM(21, 37.57);
    const rows = Math.floor((36 - 2 * Math.cos(21 * RAD)) / pitch) + 1;
    expect(r.rowCount).toBe(rows);
    expect(r.moduleQty).toBe(rows * 46);
    expect(r.systemSizeKw).toBeCloseTo((r.moduleQty * 480) / 1000, 12);
    expect(r.siteAreaM2).toBeCloseTo(2000, 9);
  });

  it('keeps modules out of the notch of an L-shaped parcel', () => {
    const l: [number, number][] = [
      [0, 0],
      [40, 0],
      [40, 20],
      [20, 20],
      [20, 40],
      [0, 40],
    ];
    const full = layoutOnLocalPolygon(
      [
        [0, 0],
        [40, 0],
        [40, 40],
        [0, 40],
      ],
      37.57,
      { tiltDeg: 21 },
    );
    const r = layoutOnLocalPolygon(l, 37.57, { tiltDeg: 21 });
    expect(r.moduleQty).toBeGreaterThan(0);
    expect(r.moduleQty).toBeLessThan(full.moduleQty * 0.8);
    expect(r.moduleAreaM2).toBeLessThan(r.siteAreaM2);
  });

  it('projects a WGS84 [lng, lat] ring to metres (about 100 m x 100 m parcel near Seoul)', () => {
    const lat = 37.5;
    const dLat = 100 / 111195;
    const dLng = 100 / (111195 * Math.cos(lat * RAD));
    const ring: [number, number][] = [
      [127, lat],
      [127 + dLng, lat],
      [127 + dLng, lat + dLat],
      [127, lat + dLat],
      [127, lat],
    ];
    const r = layoutOnPolygon(ring, { tiltDeg: 21 });
    expect(r.siteAreaM2).toBeGreaterThan(9990);
    expect(r.siteAreaM2).toBeLessThan(10010);
    expect(r.groundCoverageRatio).toBeGreaterThan(0.5);
    expect(r.groundCoverageRatio).toBeLessThan(0.63);
  });

  it('rejects bad polygons and tilts', () => {
    expect(() =>
      layoutOnLocalPolygon(
        [
          [0, 0],
          [1, 1],
        ],
        37,
        { tiltDeg: 21 },
      ),
    ).toThrow(RangeError);
    expect(() =>
      layoutOnLocalPolygon(
        [
          [0, 0],
          [9, 0],
          [9, 9],
        ],
        37,
        { tiltDeg: 95 },
      ),
    ).toThrow(/tilt/);
    expect(() =>
      layoutOnPolygon(
        [
          [127, 95],
          [127.1, 37],
          [127, 37.1],
        ],
        { tiltDeg: 21 },
      ),
    ).toThrow();
  });
});

describe('layout on a roof area', () => {
  it('treats the area as a square with a 1 m edge zone', () => {
    const r = layoutOnArea(400, 37.57, { tiltDeg: 21 });
    // 20 m square, 18 m usable: 18 modules a row.
    expect(r.setbackM).toBe(1);
    expect(r.moduleQty % 18).toBe(0);
    expect(r.rowCount).toBe(Math.floor((18 - 2 * Math.cos(21 * RAD)) / rowPitchM(21, 37.57)) + 1);
  });

  it('fits nothing on a roof smaller than one module plus the edge zone', () => {
    expect(layoutOnArea(4, 37.57, { tiltDeg: 21 }).moduleQty).toBe(0);
    expect(() => layoutOnArea(0, 37.57, { tiltDeg: 21 })).toThrow();
  });
});
