import { describe, expect, it } from 'vitest';
import type { LngLat, ParcelBoundary } from '@haetbit/contracts';
import { geodesicRingAreaM2, ringCenter } from '@haetbit/solar/geometry';
import { layoutOnArea, layoutOnPolygon } from '@haetbit/solar/layout';
import { layoutPanels } from './panel-layout';

/** A rectangle of widthM (east-west) × heightM (north-south) near 35.5° N. */
function rectangle(widthM: number, heightM: number): ParcelBoundary {
  const mPerDegLng = 111_195 * Math.cos((35.5 * Math.PI) / 180);
  const mPerDegLat = 111_195;
  const at = (x: number, y: number): LngLat => [127.7 + x / mPerDegLng, 35.5 + y / mPerDegLat];
  const ring = [at(0, 0), at(widthM, 0), at(widthM, heightM), at(0, heightM)];
  return {
    pnu: 'x',
    boundaryPos: ring,
    center: ringCenter(ring),
    areaM2: geodesicRingAreaM2(ring),
    jibun: null,
  };
}

const options = { tiltDeg: 21, surfaceAzimuthDeg: 180 };

describe('panel layout on the map and the report', () => {
  it("draws the engine's rows on land: the same modules the server's capacity counts", () => {
    const boundary = rectangle(60, 80);
    const layout = layoutPanels({ installType: 'L', areaM2: boundary.areaM2, boundary });
    const engine = layoutOnPolygon(boundary.boundaryPos, options);
    expect(layout.shape).toBe('outline');
    expect(layout.count).toBe(engine.moduleQty);
    expect(layout.panels).toEqual(engine.modules);
    expect(layout.rowPitchM).toBeCloseTo(engine.rowPitchM, 12);
    // Rows spaced against the 09:00-15:00 winter shadow at 35.5° N: more than the noon rule.
    expect(layout.rowPitchM).toBeGreaterThan(3.1);
  });

  it('draws the area as shown (to 0.01 m²) on the outline itself', () => {
    const boundary = rectangle(60, 80);
    const shown = Math.round(boundary.areaM2 * 100) / 100;
    const layout = layoutPanels({ installType: 'L', areaM2: shown, boundary });
    expect(layout.shape).toBe('outline');
    expect(layout.count).toBe(layoutOnPolygon(boundary.boundaryPos, options).moduleQty);
  });

  it('lays an edited land area on the outline scaled to it: fewer modules, the same rule', () => {
    const boundary = rectangle(60, 80);
    const whole = layoutPanels({ installType: 'L', areaM2: boundary.areaM2, boundary });
    const half = layoutPanels({ installType: 'L', areaM2: boundary.areaM2 / 2, boundary });
    expect(half.shape).toBe('scaledOutline');
    expect(half.count).toBeGreaterThan(whole.count * 0.35);
    expect(half.count).toBeLessThan(whole.count * 0.55);
    // Land rules still apply: never denser than a square of the same area laid as land.
    expect(half.count).toBeLessThan(layoutOnArea(boundary.areaM2 / 2, 35.5, options).moduleQty);
  });

  it("draws a roof as a square of its area at the parcel's centre", () => {
    const boundary = rectangle(60, 80);
    const layout = layoutPanels({ installType: 'R', areaM2: 400, boundary });
    expect(layout.shape).toBe('square');
    expect(layout.count).toBe(layoutOnArea(400, boundary.center.lat, options).moduleQty);
    const lngs = layout.panels.flat().map(([lng]) => lng);
    expect(Math.min(...lngs)).toBeLessThan(boundary.center.lng);
    expect(Math.max(...lngs)).toBeGreaterThan(boundary.center.lng);
  });

  it('returns no panel for a parcel smaller than one panel plus the setback, or no area', () => {
    const tiny = rectangle(3, 3);
    expect(layoutPanels({ installType: 'L', areaM2: tiny.areaM2, boundary: tiny }).count).toBe(0);
    expect(layoutPanels({ installType: 'R', areaM2: null, boundary: tiny }).count).toBe(0);
  });

  it('caps the drawn panels but still counts them all', () => {
    const boundary = rectangle(60, 80);
    const layout = layoutPanels({ installType: 'L', areaM2: boundary.areaM2, boundary }, 10);
    expect(layout.panels).toHaveLength(10);
    expect(layout.count).toBeGreaterThan(10);
  });
});
