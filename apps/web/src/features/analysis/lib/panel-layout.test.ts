import { describe, expect, it } from 'vitest';
import type { LngLat } from '@haetbit/contracts';
import { layoutOnPolygon } from '@haetbit/solar/layout';
import { layoutPanels } from './panel-layout';

/** A rectangle of widthM (east-west) × heightM (north-south) near 35.5° N. */
function rectangle(widthM: number, heightM: number): LngLat[] {
  const mPerDegLng = 111_195 * Math.cos((35.5 * Math.PI) / 180);
  const mPerDegLat = 111_195;
  const at = (x: number, y: number): LngLat => [127.7 + x / mPerDegLng, 35.5 + y / mPerDegLat];
  return [at(0, 0), at(widthM, 0), at(widthM, heightM), at(0, heightM)];
}

describe('panel layout on the map', () => {
  it("draws the engine's rows: the same modules the server's capacity counts", () => {
    const ring = rectangle(60, 80);
    const layout = layoutPanels(ring);
    const engine = layoutOnPolygon(ring, { tiltDeg: 21, surfaceAzimuthDeg: 180 });
    expect(layout.count).toBe(engine.moduleQty);
    expect(layout.panels).toEqual(engine.modules);
    expect(layout.rowPitchM).toBeCloseTo(engine.rowPitchM, 12);
    // Rows spaced against the 09:00-15:00 winter shadow at 35.5° N: more than the noon rule.
    expect(layout.rowPitchM).toBeGreaterThan(3.1);
  });

  it('returns no panel for a parcel smaller than one panel plus the setback', () => {
    expect(layoutPanels(rectangle(3, 3)).count).toBe(0);
  });

  it('caps the drawn panels but still counts them all', () => {
    const layout = layoutPanels(rectangle(60, 80), 10);
    expect(layout.panels).toHaveLength(10);
    expect(layout.count).toBeGreaterThan(10);
  });
});
