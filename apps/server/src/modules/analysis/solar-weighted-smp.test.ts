import { describe, expect, it } from 'vitest';
import type { Analysis, LandData, ProfitData } from '@haetbit/contracts';
import { testAppForSuite } from '../../test/suite.js';
import { newOwner, PARCELS, sizedAnalysis, type Owner } from '../../test/journey.js';
import { smpPrice } from '../prices/tables.js';

/*
 * The spot scenario starts from a trailing 12-month SMP weighted by the site's monthly output when
 * the price table has those 12 months, and from the latest published row otherwise; the forecast
 * says which, with the source and its status.
 */
describe('the starting SMP of the spot scenario', () => {
  const t = testAppForSuite();

  async function forecastOf(owner: Owner, parcel: { pnu: string; address: string }) {
    const id = await sizedAnalysis(t.app, owner, parcel, 'L');
    const analysis = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match-analysis/${id}`,
        headers: { authorization: owner.authorization },
      })
    ).json<Analysis>();
    const { center } = (JSON.parse(analysis.landData) as LandData).boundaryPos!;
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/match-analysis/prediction',
      headers: { authorization: owner.authorization },
      payload: {
        id,
        lat: center.lat,
        lng: center.lng,
        azimuth: 180,
        tilt: 21,
        area: analysis.area,
        moduleQty: analysis.moduleQty,
        systemSize: analysis.systemSize,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ profitData: string; predictionMonthlyPower: string }>();
    return {
      profit: JSON.parse(body.profitData) as ProfitData,
      monthlyKwh: JSON.parse(body.predictionMonthlyPower) as number[],
    };
  }

  // The seeded land SMP: 2025-01..10 monthly averages (confirmed as land SMP by 뉴시스
  // 2025-11-24), the latest 101.5 (October).
  const SEEDED_2025 = [117.11, 116.39, 113.12, 124.63, 125.5, 118.02, 120.39, 117.39, 112.9, 101.5];
  const ADDED_2024 = [128.25, 140.75];

  it('uses the latest published month while the trailing 12 months are not all there', async () => {
    const owner = await newOwner(t.app);
    const { profit } = await forecastOf(owner, PARCELS.landP);
    expect(profit.prices).toMatchObject({
      source: 'live',
      smpKrwPerKwh: 101.5,
      smpBasis: 'latest',
      smpConfidence: 'confirmed',
    });
    expect(profit.prices.smpSource).toContain('2025-10-01..2025-10-31');
    expect(profit.prices.smpSource).toContain('not all published');
    expect(profit.financeInputs!.smpPriceKrwPerKwh).toBe(101.5);
    // The owner reads where it comes from and its date.
    const smp = profit.ownerAssumptions!.find((a) => a.key === 'smp')!;
    expect(smp.value).toBe(101.5);
    expect(smp.sources[0]).toMatchObject({ asOf: '2025-10-01', confidence: 'confirmed' });
    expect(profit.prices.smpArea).toBe('land');
  });

  it('weights the 12 months 2024-11..2025-10 by the site’s monthly output once they are all published', async () => {
    await t.database.db.insert(smpPrice).values(
      ADDED_2024.map((smp, index) => {
        const month = `2024-${11 + index}`;
        return {
          localDiv: 1,
          smpDt: `${month}-01`,
          periodEnd: `${month}-${index === 0 ? '30' : '31'}`,
          period: 'month',
          hourlyKrwPerKwh: new Array<number>(24).fill(smp),
          hourlyBasis: 'flat-average',
          source: 'KPX 전력시장 운영실적',
          confidence: 'confirmed',
        };
      }),
    );
    // The analysis keeps today's prices a minute: the new months show after it.
    t.clock.advanceMs(61_000);
    const owner = await newOwner(t.app);
    const { profit, monthlyKwh } = await forecastOf(owner, PARCELS.landP);
    // January..December: 2025-01..10 then 2024-11..12.
    const byMonth = [...SEEDED_2025, ...ADDED_2024];
    const weighted =
      byMonth.reduce((sum, smp, m) => sum + smp * monthlyKwh[m]!, 0) /
      monthlyKwh.reduce((sum, kwh) => sum + kwh, 0);
    const plainMean = byMonth.reduce((a, b) => a + b, 0) / 12;
    expect(profit.prices.smpBasis).toBe('solar-weighted-12m');
    expect(profit.prices.smpKrwPerKwh).toBeCloseTo(weighted, 1);
    // The dear winter months weigh less than in a plain mean: the sunny months' SMP was lower.
    expect(profit.prices.smpKrwPerKwh).toBeLessThan(plainMean);
    expect(profit.prices.smpSource).toContain('2024-11..2025-10');
    expect(profit.prices.smpSource).toContain('KPX 전력시장 운영실적');
    // Every month is confirmed, so the figure is too.
    expect(profit.prices.smpConfidence).toBe('confirmed');
    expect(profit.financeInputs!.smpPriceKrwPerKwh).toBe(profit.prices.smpKrwPerKwh);
    expect(profit.ownerAssumptions!.find((a) => a.key === 'smp')!.sources[0]!.asOf).toBe(
      '2025-10-01',
    );
    const spot = profit.scenarios!.find((s) => s.name === 'spot')!;
    expect(spot.firstYearPriceKrwPerKwh).toBeCloseTo(
      profit.prices.smpKrwPerKwh + (profit.prices.recKrwPerRec / 1000) * profit.prices.recWeight,
      1,
    );
  });

  it('prices 제주 with the land months when no 12 Jeju months are published, and says so', async () => {
    const owner = await newOwner(t.app);
    const { profit } = await forecastOf(owner, PARCELS.jejuLand);
    expect(profit.prices).toMatchObject({ localDiv: 9, smpBasis: 'solar-weighted-12m' });
    expect(profit.prices.smpSource).toContain('land SMP used');
    expect(profit.prices.smpConfidence).toBe('unconfirmed');
    // The owner reads which SMP it is: the land's, named so on the 제주 result.
    expect(profit.prices.smpArea).toBe('land');
    const smp = profit.ownerAssumptions!.find((a) => a.key === 'smp')!;
    expect(smp.sources[0]!.title).toContain('육지 SMP');
  });
});
