import { describe, expect, it } from 'vitest';
import { FINANCE_DEFAULTS } from './assumptions.js';
import { forecast } from './forecast.js';
import { CONFIDENCES, ForecastOutputSchema } from './schemas.js';

// Issue 31 ("Done when", engine side) and issue 32 (one definition of each headline figure).
const GYEONGNAM_99 = {
  installType: 'L' as const,
  systemSize: 99,
  latitude: 35.18,
  longitude: 128.1,
};
const f = forecast(GYEONGNAM_99);

describe('2026 prices: fixed contract first, spot from the 2024-2025 SMP', () => {
  it('leads a 99 kW land plant in 경남 with the fixed contract, first-year price 150-175 원/kWh', () => {
    expect(f.finance.priceScenario).toBe('fixed');
    const fixed = f.scenarios.find((s) => s.name === 'fixed')!;
    expect(fixed.firstYearPriceKrwPerKwh).toBeGreaterThanOrEqual(150);
    expect(fixed.firstYearPriceKrwPerKwh).toBeLessThanOrEqual(175);
    expect(f.profitData.yAvgProfit).toBe(fixed.yAvgProfit);
    expect(f.prices).toMatchObject({ fixedContractKrwPerMwh: 155_269, fixedBasis: 'default' });
    expect(ForecastOutputSchema.safeParse(f).success).toBe(true);
  });

  it('starts the spot scenario from an SMP at or below 130 원/kWh', () => {
    const spot = forecast({ ...GYEONGNAM_99, priceScenario: 'spot' });
    expect(spot.prices.smpKrwPerKwh).toBeLessThanOrEqual(130);
    expect(spot.term20.profitDatas[0]!.smpKrwPerKwh).toBeLessThanOrEqual(130);
    expect(FINANCE_DEFAULTS.smpPriceKrwPerKwh.value).toBeLessThanOrEqual(130);
  });

  it('adds a scenario in which the REC spot market closes in a year the owner can move', () => {
    const close = (y: number) =>
      forecast({ ...GYEONGNAM_99, recSpotCloseYear: y }).scenarios.find(
        (s) => s.name === 'spotRecClose',
      )!;
    expect(close(5).recSpotCloseYear).toBe(5);
    expect(close(3).predictionProfit!).toBeLessThan(close(10).predictionProfit!);
    const spot = f.scenarios.find((s) => s.name === 'spot')!;
    expect(close(21).predictionProfit).toBe(spot.predictionProfit);
  });
});

describe('curtailment in the forecast', () => {
  it('curtails a managed or 유연접속 connection above the mainland default', () => {
    const seoul = { ...GYEONGNAM_99, latitude: 37.57, longitude: 126.98 };
    const standard = forecast(seoul);
    expect(standard.curtailmentPct).toBe(0.5);
    for (const gridConnection of ['managed', 'flexible'] as const) {
      const c = forecast({ ...seoul, gridConnection });
      expect(c.curtailmentPct).toBeGreaterThan(standard.curtailmentPct);
      expect(c.curtailment.gridConnection).toBe(gridConnection);
      expect(c.headline.firstYearKwh).toBeLessThan(standard.headline.firstYearKwh);
      // The loss widens the P90 band too.
      expect(c.uncertainty.terms.find((t) => t.name === 'curtailment')!.sigmaPct).toBeGreaterThan(
        standard.uncertainty.terms.find((t) => t.name === 'curtailment')!.sigmaPct,
      );
      expect(c.uncertainty.p90LifetimeFactor).toBeLessThan(standard.uncertainty.p90LifetimeFactor);
    }
    expect(standard.curtailment.sources.length).toBeGreaterThan(0);
  });

  it('costs 제주 the SMP part of its zero-price hours as well as its lost energy', () => {
    const jeju = {
      ...GYEONGNAM_99,
      latitude: 33.45,
      longitude: 126.5,
      priceScenario: 'spot' as const,
    };
    const modelled = forecast(jeju);
    const y1 = modelled.term20.profitDatas[0]!;
    const full = y1.energyKwh * (y1.smpKrwPerKwh + y1.recKrwPerKwh);
    const lost = y1.energyKwh * y1.smpKrwPerKwh * (modelled.curtailment.zeroPriceEnergyPct / 100);
    // Rounded energy and prices in the year row: agreement to 0.01 %.
    expect(Math.abs(y1.revenueKrw / (full - lost) - 1)).toBeLessThan(1e-4);
    expect(full - y1.revenueKrw).toBeGreaterThan(0.9 * lost);
    expect(modelled.curtailment.zeroPriceEnergyPct).toBeGreaterThan(0);
  });
});

describe('one definition of each headline figure (issue 32)', () => {
  it('makes the 20-year figure the last point of the cumulative chart, net of the owner cash', () => {
    for (const scenario of f.scenarios) {
      const run = forecast({
        ...GYEONGNAM_99,
        priceScenario: scenario.name === 'fixed' ? 'fixed' : 'spot',
      });
      if (scenario.name === 'spotRecClose') continue;
      expect(run.profitData.predictionProfit).toBe(run.profitData.profitChart.at(-1));
      expect(run.profitData.predictionProfit).toBe(scenario.predictionProfit);
    }
    expect(f.headline.netProfitKrw).toBe(f.profitData.profitChart.at(-1));
    expect(f.headline.netProfitKrw).toBe(
      f.term20.yearlyProfit.reduce((a, b) => a + b, 0) - f.finance.equityKrw,
    );
    expect(f.headline).toMatchObject({ paysBack: true, years: 20 });
  });

  it('says plainly that a small roof does not pay back', () => {
    const small = forecast({
      installType: 'R',
      systemSize: 1.92,
      latitude: 36.3,
      longitude: 127.4,
    });
    expect(small.headline.paysBack).toBe(false);
    expect(small.finance.paysBack).toBe(false);
    expect(small.headline.paybackYear).toBeNull();
    expect(small.profitData.profitChart.every((v) => v < 0)).toBe(true);
    expect(small.headline.netProfitKrw).toBe(small.profitData.profitChart.at(-1));
  });

  it('makes the first-year energy, the monthly bars, 월평균 and 일평균 one figure (walk minor 12)', () => {
    for (const run of [f, forecast({ ...GYEONGNAM_99, gridConnection: 'flexible' })]) {
      const bars = run.profitData.predictionPowerChart.reduce((a, b) => a + b, 0);
      const y1 = run.term20.profitDatas[0]!.energyKwh;
      expect(bars).toBe(y1);
      expect(run.headline.firstYearKwh).toBe(y1);
      expect(run.energy.firstYearKwh).toBe(y1);
      expect(Math.abs(run.profitData.mAvgPower * 12 - y1)).toBeLessThanOrEqual(6);
      expect(run.profitData.dAvgPowerTime).toBeCloseTo(y1 / 99 / 365, 2);
      expect(run.uncertainty.p50AnnualKwh).toBe(y1);
    }
  });
});

describe('a permit-limited horizon (영농형 타용도 일시사용허가)', () => {
  it('runs an agrivoltaic forecast for the permitted years and says so', () => {
    const agri = forecast({ ...GYEONGNAM_99, operatingYears: 8 });
    expect(agri.horizon).toEqual({ years: 8, operatingYears: 8, limitedByPermit: true });
    expect(agri.term20.profitDatas).toHaveLength(8);
    expect(agri.profitData.profitChart).toHaveLength(9);
    expect(agri.headline.years).toBe(8);
    expect(agri.oneOffCosts).toEqual([]);
    expect(agri.ownerAssumptions.find((a) => a.key === 'horizon')!.explanationKo).toContain('8년');
    expect(f.horizon).toEqual({ years: 20, operatingYears: null, limitedByPermit: false });
  });
});

describe('상계거래 for roofs (self-consumption)', () => {
  const home = {
    installType: 'R' as const,
    systemSize: 3.36,
    latitude: 37.57,
    longitude: 126.98,
    selfConsumption: { tariff: 'residential' as const, monthlyKwh: 450 },
  };

  it('gives a roof with a bill a self-consumption scenario with its saving and names the better path', () => {
    const byBill = forecast({
      ...home,
      selfConsumption: { tariff: 'residential', monthlyBillKrw: 95_000 },
    });
    const sc = byBill.scenarios.find((s) => s.name === 'selfConsumption')!;
    expect(sc).toBeDefined();
    expect(byBill.selfConsumption!.eligible).toBe(true);
    expect(byBill.selfConsumption!.firstYearSavingKrw).toBeGreaterThan(0);
    expect(byBill.selfConsumption!.savingPerKwhKrw).toBeGreaterThan(0);
    expect(sc.firstYearRevenueKrw).toBe(byBill.selfConsumption!.firstYearSavingKrw);
    const fixed = byBill.scenarios.find((s) => s.name === 'fixed')!;
    const better = sc.predictionProfit! > fixed.predictionProfit! ? 'selfConsumption' : 'sell';
    expect(byBill.selfConsumption!.better).toBe(better);
    for (const s of [sc, fixed]) {
      expect(typeof s.yAvgProfit).toBe('number');
      expect(s).toHaveProperty('paybackYear');
      expect(s).toHaveProperty('projectIrr');
    }
  });

  it('leads a household roof whose own use pays more with self-consumption', () => {
    const h = forecast(home);
    expect(h.selfConsumption!.better).toBe('selfConsumption');
    expect(h.finance.priceScenario).toBe('selfConsumption');
    expect(h.curtailmentPct).toBe(0);
    expect(h.term20.profitDatas.every((y) => y.taxKrw === 0)).toBe(true);
    expect(h.ownerAssumptions.find((a) => a.key === 'selfConsumptionTariff')).toBeDefined();
    // The owner can still ask for the sale figures.
    expect(forecast({ ...home, priceScenario: 'fixed' }).finance.priceScenario).toBe('fixed');
  });

  it('opens net metering up to 1,000 kW only, and for roofs only', () => {
    const big = forecast({ ...home, systemSize: 1200 });
    expect(big.selfConsumption).toMatchObject({ eligible: false, ineligibleReason: 'over1000kW' });
    expect(big.scenarios.map((s) => s.name)).not.toContain('selfConsumption');
    const land = forecast({ ...home, installType: 'L' });
    expect(land.selfConsumption!.ineligibleReason).toBe('notRoof');
    expect(() => forecast({ ...home, systemSize: 1200, priceScenario: 'selfConsumption' })).toThrow(
      /1000 kW/,
    );
    expect(() =>
      forecast({
        ...home,
        selfConsumption: { tariff: 'residential', monthlyKwh: 1, monthlyBillKrw: 1 },
      }),
    ).toThrow(/monthlyKwh or monthlyBillKrw/);
  });
});

describe('owner-facing assumptions', () => {
  const LATIN_ALLOWED = new Set(['SMP', 'REC', 'kW', 'kWh', 'MWh', 'NREL']);

  it('names each owner-level assumption in Korean with a plain line and a dated source', () => {
    const keys = f.ownerAssumptions.map((a) => a.key);
    for (const key of [
      'projectCost',
      'loan',
      'operatingCosts',
      'degradation',
      'inverterReplacement',
      'tax',
      'smp',
      'rec',
      'fixedPrice',
      'curtailment',
    ]) {
      expect(keys).toContain(key);
    }
    expect(f.ownerAssumptions.length).toBeGreaterThanOrEqual(10);
    expect(f.ownerAssumptions.length).toBeLessThanOrEqual(15);
    for (const a of f.ownerAssumptions) {
      expect(a.labelKo).toMatch(/[가-힣]/);
      expect(a.explanationKo).toMatch(/[가-힣]/);
      const latin = `${a.labelKo} ${a.explanationKo} ${a.unitKo}`.match(/[A-Za-z]+/g) ?? [];
      for (const word of latin) expect(LATIN_ALLOWED).toContain(word);
      for (const source of a.sources) {
        expect(source.org).toMatch(/[가-힣]/);
        expect(source.title).toMatch(/[가-힣]/);
        expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(CONFIDENCES).toContain(source.confidence);
        expect(`${source.org} ${source.title}`).not.toMatch(/SPEC|decision|docs\/|\.md/);
      }
    }
  });
});
