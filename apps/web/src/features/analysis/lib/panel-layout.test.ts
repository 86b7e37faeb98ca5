import { describe, expect, it } from 'vitest';
import type { LngLat } from '@haetbit/contracts';
import { layoutPanels, localProjection } from './panel-layout';

/** A 20 m (east-west) × 30 m (north-south) rectangle near 35.5° N. */
function rectangle(widthM: number, heightM: number): LngLat[] {
  const projection = localProjection(35.5, 127.7);
  return [
    projection.toLngLat(0, 0),
    projection.toLngLat(widthM, 0),
    projection.toLngLat(widthM, heightM),
    projection.toLngLat(0, heightM),
  ];
}

describe('panel layout helper', () => {
  it('spaces rows by 2·cos20° + 2·sin20°/tan20° (3.76 m) for 1 m × 2 m panels', () => {
    const layout = layoutPanels(rectangle(20, 30));
    expect(layout.rowPitchM).toBeCloseTo(3.759, 2);
  });

  it('fills a 20 m × 30 m rectangle with 20 panels a row and 8 rows', () => {
    const layout = layoutPanels(rectangle(20.001, 30));
    // Rows start at 0, 3.76 … 26.31 (the 8th ends at 28.19 ≤ 30).
    expect(layout.count).toBe(20 * 8);
    expect(layout.panels).toHaveLength(160);
  });

  it('returns no panel for a parcel smaller than one panel', () => {
    expect(layoutPanels(rectangle(0.5, 0.5)).count).toBe(0);
  });

  it('caps the drawn panels but still counts them all', () => {
    const layout = layoutPanels(rectangle(20.001, 30), {
      panelWidthM: 1,
      panelLengthM: 2,
      tiltDeg: 20,
      angleDeg: 20,
      maxPanels: 10,
    });
    expect(layout.panels).toHaveLength(10);
    expect(layout.count).toBe(160);
  });
});
