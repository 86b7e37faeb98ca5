import { describe, expect, it } from 'vitest';
import { combinedSigmaPct, energyUncertainty, lossChain, totalLossPct } from './uncertainty.js';

describe('uncertainty budget (quadrature, SAM / PVsyst practice)', () => {
  it('combines the named terms in quadrature and divides only the interannual term by sqrt(N)', () => {
    const terms = [
      { name: 'interannual' as const, sigmaPct: 4 },
      { name: 'resource' as const, sigmaPct: 4 },
      { name: 'model' as const, sigmaPct: 4 },
      { name: 'losses' as const, sigmaPct: 1.5 },
    ];
    // Reference C.2: sigma_1 = 7.1 %, sigma_10 = 6.0 %.
    expect(combinedSigmaPct(terms, 1)).toBeCloseTo(7.09, 2);
    expect(combinedSigmaPct(terms, 10)).toBeCloseTo(5.99, 2);
  });

  it('gives P90 = P50 (1 - 1.2816 sigma) and P10 symmetric above', () => {
    const u = energyUncertainty({
      firstYearKwh: 100_000,
      meanAnnualKwh: 95_000,
      years: 20,
      stationDistanceKm: 10,
      isJeju: false,
    });
    const s = Math.sqrt(4 ** 2 + 3 ** 2 + 3 ** 2 + 1.5 ** 2) / 100;
    expect(u.p90AnnualKwh).toBe(Math.round(100_000 * (1 - 1.2816 * s)));
    expect(u.p10AnnualKwh).toBe(Math.round(100_000 * (1 + 1.2816 * s)));
    expect(u.lifetime.p90MeanAnnualKwh).toBeGreaterThan(95_000 * (1 - 1.2816 * s));
    expect(u.terms.map((t) => t.name)).toEqual(['interannual', 'resource', 'model', 'losses']);
  });

  it('widens the resource term for a station beyond 30 km', () => {
    const far = energyUncertainty({
      firstYearKwh: 1,
      meanAnnualKwh: 1,
      years: 20,
      stationDistanceKm: 45,
      isJeju: false,
    });
    expect(far.terms[1]).toEqual({ name: 'resource', sigmaPct: 6 });
  });
});

describe('loss chain', () => {
  it('multiplies the items to the total', () => {
    const items = lossChain({
      temperaturePct: 3,
      inverterPct: 4,
      curtailmentPct: 0.5,
      degradationFirstYearPct: 1,
    });
    expect(items.map((l) => l.name)).toContain('availability');
    expect(totalLossPct(items)).toBeCloseTo(100 * (1 - 0.8592 * 0.97 * 0.96 * 0.995 * 0.99), 2);
  });
});

describe('assumption list', () => {
  it('lists every assumption with a value, a status and a source', async () => {
    const { listAssumptions } = await import('./assumption-list.js');
    const list = listAssumptions();
    expect(list.length).toBeGreaterThan(50);
    for (const a of list) {
      expect(a.source.length).toBeGreaterThan(5);
      expect([
        'spec',
        'confirmed',
        'reported',
        'derived',
        'unconfirmed',
        'model default',
        'engine choice',
      ]).toContain(a.status);
    }
    expect(list.find((a) => a.key === 'safetyManagementKrwPerYear')).toMatchObject({
      value: 800_000,
      status: 'unconfirmed',
    });
    expect(list.find((a) => a.key === 'jeju' && a.group === 'fleetHours')!.status).toBe(
      'unconfirmed',
    );
  });
});
