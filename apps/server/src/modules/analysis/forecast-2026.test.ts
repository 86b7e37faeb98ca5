import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  Analysis,
  LandData,
  PowerLineReason,
  PowerProfitDefaults,
  ProfitData,
} from '@haetbit/contracts';
import { FINANCE_DEFAULTS, runFinance, type ForecastOutput } from '@haetbit/solar';
import type { TestApp } from '../../test/test-app.js';
import { newOwner, PARCELS, sizedAnalysis, type Owner } from '../../test/journey.js';
import { operatorConsoleKit } from '../../test/operator-console-kit.js';
import { gridAndPermitOf } from './profit.js';
import { matchAnalysis } from './tables.js';

// Issue 31, engine side through the server: the fixed contract first (operator-editable), spot from
// the 2024-2025 SMP, curtailment by connection, a farmland permit's horizon and a roof's own use.
describe('the 2026 forecast through the server', () => {
  const kit = operatorConsoleKit();
  let t: TestApp;
  let adminCookie: string;
  let operatorCookie: string;
  beforeEach(() => {
    ({ t, adminCookie, operatorCookie } = kit);
  });

  const call = (owner: Owner, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner.authorization },
      ...(payload ? { payload } : {}),
    });

  const predict = async (owner: Owner, id: number, extra: object = {}) => {
    const analysis = (await call(owner, 'GET', `/api/match-analysis/${id}`)).json<Analysis>();
    const { center } = (JSON.parse(analysis.landData) as LandData).boundaryPos!;
    return call(owner, 'PATCH', '/api/match-analysis/prediction', {
      id,
      lat: center.lat,
      lng: center.lng,
      azimuth: 180,
      tilt: 21,
      area: analysis.area,
      moduleQty: analysis.moduleQty,
      systemSize: analysis.systemSize,
      ...extra,
    });
  };
  const profitOf = (response: { json<T>(): T }) =>
    JSON.parse(response.json<{ profitData: string }>().profitData) as ProfitData;

  /** Writes what the land module's grid and farmland rules would answer into the stored analysis. */
  async function setLandHints(
    id: number,
    hints: { reason?: PowerLineReason; agrivoltaicPermitYears?: number | null },
  ): Promise<void> {
    const [row] = await t.database.db
      .select({ landData: matchAnalysis.landData })
      .from(matchAnalysis)
      .where(eq(matchAnalysis.id, id));
    const landData = structuredClone(row!.landData);
    // The land module's fields of issue 31, written as its grid and farmland rules would.
    const item = landData.feasibility.L;
    if (hints.reason) item.powerLine = { ...item.powerLine, reason: hints.reason };
    if (hints.agrivoltaicPermitYears !== undefined) {
      item.landType = {
        ...item.landType,
        farmland: {
          category: '전',
          promotionZone: false,
          agrivoltaicPermitYears: hints.agrivoltaicPermitYears,
        },
      };
    }
    await t.database.db.update(matchAnalysis).set({ landData }).where(eq(matchAnalysis.id, id));
  }

  it('leads a 99 kW land plant in 경남 with the fixed contract at 150-175 원/kWh, spot from SMP ≤ 130 (data service)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/calc-proposal-data/v2',
      payload: { installType: 'L', systemSize: 99, latitude: 35.18, longitude: 128.1 },
    });
    expect(response.statusCode).toBe(200);
    const f = response.json<ForecastOutput>();
    expect(f.finance.priceScenario).toBe('fixed');
    const fixed = f.scenarios.find((s) => s.name === 'fixed')!;
    expect(fixed.firstYearPriceKrwPerKwh).toBeGreaterThanOrEqual(150);
    expect(fixed.firstYearPriceKrwPerKwh).toBeLessThanOrEqual(175);
    expect(f.prices.smpKrwPerKwh).toBeLessThanOrEqual(130);
    expect(f.scenarios.map((s) => s.name)).toEqual(['fixed', 'spot', 'spotRecClose']);
    expect(f.ownerAssumptions.find((a) => a.key === 'fixedPrice')!.sources[0]!.org).toContain(
      '한국에너지공단',
    );
  });

  it('takes the connection, a permit and a roof use in the data service too', async () => {
    const payload = { installType: 'R', systemSize: 3.36, latitude: 37.57, longitude: 126.98 };
    const f = (
      await t.app.inject({
        method: 'POST',
        url: '/calc-proposal-data/v2',
        payload: {
          ...payload,
          gridConnection: 'flexible',
          operatingYears: 8,
          selfConsumption: { tariff: 'residential', monthlyBillKrw: 90_000 },
        },
      })
    ).json<ForecastOutput>();
    expect(f.curtailment.gridConnection).toBe('flexible');
    expect(f.horizon).toMatchObject({ years: 8, limitedByPermit: true });
    expect(f.scenarios.map((s) => s.name)).toContain('selfConsumption');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/calc-proposal-data/v2',
      payload: { ...payload, selfConsumption: { tariff: 'household', monthlyKwh: 300 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('leads the owner analysis with the fixed contract and starts spot from the confirmed SMP months', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const profit = profitOf(await predict(owner, id));
    expect(profit.finance!.priceScenario).toBe('fixed');
    expect(profit.prices.smpKrwPerKwh).toBeLessThanOrEqual(130);
    expect(profit.headline!.netProfitKrw).toBe(profit.profitChart.at(-1));
    expect(profit.predictionProfit).toBe(profit.profitChart.at(-1));
    expect(profit.curtailmentPct).toBe(profit.curtailment!.pct);
    const smp = profit.ownerAssumptions!.find((a) => a.key === 'smp')!;
    expect(smp.sources[0]!.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The device reruns the lead scenario from what the server stored and finds the same figures.
    const inputs = profit.financeInputs!;
    const device = runFinance({ ...inputs, priceScenario: inputs.priceScenario! });
    expect(device.yAvgProfitKrw).toBe(profit.yAvgProfit);
    expect(device.predictionProfitKrw).toBe(profit.predictionProfit);
  });

  it('curtails a managed-substation or 유연접속 connection more than the default, from the land data', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const standard = profitOf(await predict(owner, id));
    expect(standard.curtailment!.gridConnection).toBe('standard');
    await setLandHints(id, { reason: 'managedSubstation' });
    const managed = profitOf(await predict(owner, id));
    expect(managed.curtailment!.gridConnection).toBe('managed');
    expect(managed.curtailmentPct!).toBeGreaterThan(standard.curtailmentPct!);
    await setLandHints(id, { reason: 'flexibleConnection' });
    const flexible = profitOf(await predict(owner, id));
    expect(flexible.curtailment!.gridConnection).toBe('flexible');
    expect(flexible.curtailmentPct!).toBeGreaterThan(managed.curtailmentPct!);
    expect(flexible.headline!.firstYearKwh).toBeLessThan(standard.headline!.firstYearKwh);
  });

  it('forecasts farmland for 농지전용 by default and runs 영농형 for the permitted years, saying so', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    await setLandHints(id, { agrivoltaicPermitYears: 8 });
    const converted = profitOf(await predict(owner, id));
    expect(converted.farmlandRoute).toBe('conversion');
    expect(converted.horizon).toEqual({ years: 20, operatingYears: null, limitedByPermit: false });
    expect(converted.agrivoltaic).toMatchObject({ permitYears: 8 });
    expect(converted.agrivoltaic!.predictionProfit).toBeLessThan(converted.predictionProfit);
    const agrivoltaic = profitOf(await predict(owner, id, { farmlandRoute: 'agrivoltaic' }));
    expect(agrivoltaic.farmlandRoute).toBe('agrivoltaic');
    expect(agrivoltaic.horizon).toEqual({ years: 8, operatingYears: 8, limitedByPermit: true });
    expect(agrivoltaic.profitChart).toHaveLength(9);
    expect(agrivoltaic.financeInputs!.years).toBe(8);
    expect(agrivoltaic.predictionProfit).toBe(converted.agrivoltaic!.predictionProfit);
    expect(agrivoltaic.ownerAssumptions!.find((a) => a.key === 'horizon')!.explanationKo).toContain(
      '8년',
    );
    // A later forecast keeps the owner's route.
    expect(profitOf(await predict(owner, id, { tilt: 15 })).horizon!.years).toBe(8);
  });

  it('maps the land module reasons and keeps older land data standard', () => {
    const landData = (reason?: string, years?: number | null) =>
      ({
        feasibility: {
          L: {
            powerLine: { verdict: 'P', message: null, note: null, ...(reason ? { reason } : {}) },
            landType: {
              verdict: 'C',
              message: null,
              note: null,
              ...(years !== undefined
                ? {
                    farmland: {
                      category: '답',
                      promotionZone: false,
                      agrivoltaicPermitYears: years,
                    },
                  }
                : {}),
            },
          },
          R: { powerLine: { verdict: 'P', message: null, note: null } },
        },
      }) as unknown as LandData;
    expect(gridAndPermitOf(landData('managedSubstation'), 'L').gridConnection).toBe('managed');
    expect(gridAndPermitOf(landData('flexibleConnection'), 'L').gridConnection).toBe('flexible');
    expect(gridAndPermitOf(landData('headroom'), 'L').gridConnection).toBe('standard');
    expect(gridAndPermitOf(landData('noHeadroom'), 'L').gridConnection).toBe('standard');
    expect(gridAndPermitOf(landData(), 'L')).toEqual({
      gridConnection: 'standard',
      permitYears: undefined,
      farmland: false,
    });
    expect(gridAndPermitOf(landData(undefined, 8), 'L')).toMatchObject({
      permitYears: 8,
      farmland: true,
    });
    expect(gridAndPermitOf(landData(undefined, null), 'L')).toMatchObject({
      permitYears: undefined,
      farmland: true,
    });
    expect(gridAndPermitOf(landData(undefined, 8), 'R').farmland).toBe(false);
  });

  it('gives a roof with a bill given a self-consumption scenario with its saving, kept for later', async () => {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.roofWithBuilding, 'R');
    const withBill = await predict(owner, id, {
      selfConsumption: { tariff: 'general', monthlyBillKrw: 1_500_000 },
    });
    expect(withBill.statusCode).toBe(200);
    const profit = profitOf(withBill);
    const self = profit.selfConsumption!;
    expect(self.eligible).toBe(true);
    expect(self.firstYearSavingKrw).toBeGreaterThan(0);
    const scenario = profit.scenarios!.find((s) => s.name === 'selfConsumption')!;
    expect(scenario.firstYearRevenueKrw).toBe(self.firstYearSavingKrw);
    const fixed = profit.scenarios!.find((s) => s.name === 'fixed')!;
    expect(self.better).toBe(
      scenario.predictionProfit! > fixed.predictionProfit! ? 'selfConsumption' : 'sell',
    );
    expect(profit.ownerAssumptions!.map((a) => a.key)).toContain('selfConsumptionTariff');
    // A later forecast (another tilt) keeps the owner's use.
    const again = profitOf(await predict(owner, id, { tilt: 15 }));
    expect(again.selfConsumption!.monthlyKwh).toEqual(self.monthlyKwh);
    const bad = await predict(owner, id, {
      selfConsumption: { tariff: 'general', monthlyKwh: 100, monthlyBillKrw: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('lets an administrator set the fixed contract price, audited, and the next forecast uses it', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/match-com/default/power-profit-calc' })
    ).json<PowerProfitDefaults>();
    expect(current.fixedContractKrwPerMwh).toBe(FINANCE_DEFAULTS.fixedContractKrwPerMwh.value);
    const { source: _source, asOf: _asOf, ...numbers } = current;
    const put = (cookie: string, fixedContractKrwPerMwh: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/power-profit-defaults',
        headers: { cookie },
        payload: {
          ...numbers,
          fixedContractKrwPerMwh,
          source: '2025년 하반기 입찰 결과 (확인 중)',
        },
      });
    const refused = await put(operatorCookie, 150_000);
    expect(refused.statusCode, refused.body).toBe(403);
    const saved = await put(adminCookie, 150_000);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PowerProfitDefaults>().fixedContractKrwPerMwh).toBe(150_000);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: adminCookie },
    });
    const row = audit
      .json<{ data: { action: string; after: { fixedContractKrwPerMwh?: number } }[] }>()
      .data.find((item) => item.action === 'power-profit.update');
    expect(row?.after.fixedContractKrwPerMwh).toBe(150_000);
    const f = (
      await t.app.inject({
        method: 'POST',
        url: '/calc-proposal-data/v2',
        payload: { installType: 'L', systemSize: 99, latitude: 35.18, longitude: 128.1 },
      })
    ).json<ForecastOutput>();
    expect(f.prices.fixedContractKrwPerMwh).toBe(150_000);
    expect(f.ownerAssumptions.find((a) => a.key === 'fixedPrice')!.sources[0]!.org).toBe(
      '햇빛 매칭 운영팀',
    );
    await put(adminCookie, FINANCE_DEFAULTS.fixedContractKrwPerMwh.value);
  });
});
