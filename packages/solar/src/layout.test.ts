import { describe, expect, it } from 'vitest';
import {
  KOREA_MID_LATITUDE_DEG,
  layoutOnArea,
  layoutOnLocalPolygon,
  layoutOnPolygon,
  layoutSite,
  rowPitchM,
  winterSolsticeShadow,
} from './layout.js';

/** Rows only: no access aisles, no equipment share (the geometry tests). */
const ROWS_ONLY = { tiltDeg: 21, rowsPerBlock: 0, nonModuleSharePct: 0 };

const RAD = Math.PI / 180;

describe('row pitch', () => {
  it('keeps the next row out of the shadow from 09:00 to 15:00 on the winter solstice', () => {
    // Seoul 37.57 N, 09:00 solar time on 21 Dec (hour angle -45, declination -23.44):
    // sin(el) = sin(lat) sin(dec) + cos(lat) cos(dec) cos(45); the sun azimuth comes from
    // cos(az from south) = (sin(el) sin(lat) - sin(dec)) / (cos(el) cos(lat)).
    const lat = 37.57 * RAD;
    const dec = -23.44 * RAD;
    const sinEl =
      Math.sin(lat) * Math.sin(dec) + Math.cos(lat) * Math.cos(dec) * Math.cos(45 * RAD);
    const el = Math.asin(sinEl);
    const cosAz = (sinEl * Math.sin(lat) - Math.sin(dec)) / (Math.cos(el) * Math.cos(lat));
    const expected = 2 * Math.cos(21 * RAD) + (2 * Math.sin(21 * RAD) * cosAz) / Math.tan(el);
    expect(rowPitchM(21, 37.57)).toBeCloseTo(expected, 6);
    expect(winterSolsticeShadow(37.57).lowestElevationDeg).toBeCloseTo(el / RAD, 6);
    // Longer than the noon rule, shorter in the south.
    const noon = 2 * Math.cos(21 * RAD) + (2 * Math.sin(21 * RAD)) / Math.tan(28.99 * RAD);
    expect(rowPitchM(21, 37.57)).toBeGreaterThan(noon);
    expect(rowPitchM(21, 33.5)).toBeLessThan(rowPitchM(21, 37.57));
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
    const r = layoutOnLocalPolygon(rect, 37.57, ROWS_ONLY);
    // Usable 46 m x 36 m; row depth 1.867 m, whole rows at the pitch, 46 modules each.
    const pitch = rowPitchM(21, 37.57);
    const rows = Math.floor((36 - 2 * Math.cos(21 * RAD)) / pitch) + 1;
    expect(r.rowCount).toBe(rows);
    expect(r.moduleQty).toBe(rows * 46);
    expect(r.systemSizeKw).toBeCloseTo((r.moduleQty * 480) / 1000, 12);
    expect(r.siteAreaM2).toBeCloseTo(2000, 9);
    expect(r.modules).toHaveLength(r.moduleQty);
    // Each footprint is 1 m along the row and the module's depth across it.
    const [a, b, , d] = r.modules[0]!;
    expect(Math.hypot(b[0] - a[0], b[1] - a[1])).toBeCloseTo(1, 9);
    expect(Math.hypot(d[0] - a[0], d[1] - a[1])).toBeCloseTo(2 * Math.cos(21 * RAD), 9);
  });

  it('leaves an access aisle after every 5 rows and 10 % of the modules for equipment on land', () => {
    const square: [number, number][] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    const rows = layoutOnLocalPolygon(square, 36, ROWS_ONLY);
    const land = layoutOnLocalPolygon(square, 36, { tiltDeg: 21 });
    expect(land.rowCount).toBeLessThan(rows.rowCount);
    const aislesOnly = layoutOnLocalPolygon(square, 36, { tiltDeg: 21, nonModuleSharePct: 0 });
    expect(land.moduleQty).toBe(aislesOnly.moduleQty - Math.ceil(aislesOnly.moduleQty * 0.1));
    expect(land.siteM2PerKw).toBeGreaterThanOrEqual(9.9);
    expect(land.siteM2PerKw).toBeLessThanOrEqual(13.2);
    expect(land.modules).toHaveLength(land.moduleQty);
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
      ROWS_ONLY,
    );
    const r = layoutOnLocalPolygon(l, 37.57, ROWS_ONLY);
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
    expect(r.groundCoverageRatio).toBeGreaterThan(0.35);
    expect(r.groundCoverageRatio).toBeLessThan(0.5);
    // Footprints come back in [lng, lat] inside the parcel's box.
    const corners = r.modules.flat();
    expect(Math.min(...corners.map(([lngDeg]) => lngDeg))).toBeGreaterThanOrEqual(127);
    expect(Math.max(...corners.map(([lngDeg]) => lngDeg))).toBeLessThanOrEqual(127 + dLng);
    expect(Math.min(...corners.map(([, latDeg]) => latDeg))).toBeGreaterThanOrEqual(lat);
    expect(Math.max(...corners.map(([, latDeg]) => latDeg))).toBeLessThanOrEqual(lat + dLat);
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

describe('the capacity layout of a site (one rule for one area)', () => {
  // About 60 m × 80 m near 35.5° N.
  const kx = 111_195 * Math.cos(35.5 * RAD);
  const at = (x: number, y: number): [number, number] => [127.7 + x / kx, 35.5 + y / 111_195];
  const ring = [at(0, 0), at(60, 0), at(60, 80), at(0, 80)];
  const outlineAreaM2 = 4800.37;
  const options = { tiltDeg: 21 };

  it('lays land at the outline’s own area (to 0.01 m²) on the outline itself', () => {
    const site = layoutSite(
      { kind: 'land', areaM2: 4800.371, outline: { ring, areaM2: outlineAreaM2 } },
      options,
    );
    expect(site.shape).toBe('outline');
    expect(site.moduleQty).toBe(layoutOnPolygon(ring, options).moduleQty);
    expect(site.modules).toEqual(layoutOnPolygon(ring, options).modules);
  });

  it('lays another land area on the outline scaled to it, by the land rules', () => {
    const whole = layoutOnPolygon(ring, options).moduleQty;
    const nearly = layoutSite(
      { kind: 'land', areaM2: outlineAreaM2 - 1, outline: { ring, areaM2: outlineAreaM2 } },
      options,
    );
    expect(nearly.shape).toBe('scaledOutline');
    expect(Math.abs(nearly.moduleQty - whole)).toBeLessThanOrEqual(whole * 0.03);
    const half = layoutSite(
      { kind: 'land', areaM2: outlineAreaM2 / 2, outline: { ring, areaM2: outlineAreaM2 } },
      options,
    );
    // Half the ground, with the same setback, aisles and equipment share: under half the modules.
    expect(half.moduleQty).toBeLessThan(whole / 2);
    expect(half.siteAreaM2).toBeCloseTo(outlineAreaM2 / 2, -1);
    // The footprints are [lng, lat] inside the lot.
    for (const [lng, lat] of half.modules.flat()) {
      expect(lng).toBeGreaterThan(127.7);
      expect(lat).toBeGreaterThan(35.5);
    }
  });

  it('lays a roof, or land without an outline, as a square of its area at the centre', () => {
    const centre = { lng: 127.7, lat: 35.5 };
    const roof = layoutSite({ kind: 'roof', areaM2: 400, centre }, options);
    expect(roof.shape).toBe('square');
    expect(roof.moduleQty).toBe(layoutOnArea(400, 35.5, options).moduleQty);
    const lngs = roof.modules.flat().map(([lng]) => lng);
    expect(Math.min(...lngs)).toBeLessThan(127.7);
    expect(Math.max(...lngs)).toBeGreaterThan(127.7);
    // Land rules on the square: the fence setback, aisles and equipment share leave fewer.
    const land = layoutSite({ kind: 'land', areaM2: 400, centre }, options);
    expect(land.moduleQty).toBe(layoutOnArea(400, 35.5, options, 'land').moduleQty);
    expect(land.moduleQty).toBeLessThan(roof.moduleQty);
    // Without a centre: Korea's mid-latitude, footprints in local metres.
    expect(layoutSite({ kind: 'roof', areaM2: 400 }, options).moduleQty).toBe(
      layoutOnArea(400, KOREA_MID_LATITUDE_DEG, options).moduleQty,
    );
  });
});
