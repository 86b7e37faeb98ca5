import { describe, expect, it } from 'vitest';
import { kstDay, type LatestSmpRecAnswer, SMP_HOUR_KEYS } from '@haetbit/contracts';
import { ok, unavailable } from '../../providers/kit/result.js';
import type { SmpRecPort } from '../../providers/smp-rec/port.js';
import { testAppForSuite } from '../../test/suite.js';
import { seedPrices } from './seed.js';
import { createPricesService } from './service.js';

describe('latest SMP and REC (POST /latest-smp-rec)', () => {
  const t = testAppForSuite();

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/latest-smp-rec', payload: payload as object });
  const answer = async (payload: object) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(200);
    return response.json<LatestSmpRecAnswer>();
  };

  it('answers the latest land row for today (2025-10 monthly average in every hour)', async () => {
    const body = await answer({ localDiv: 1 });
    expect(body.smpInfo.smpDt).toBe('20251001');
    for (const key of SMP_HOUR_KEYS) expect(body.smpInfo[key]).toBe(101.5);
    expect(body.recInfo).toEqual({
      landAvgPrice: 71_970,
      jejuAvgPrice: 71_970,
      tradeDt: '20250901',
    });
    expect(body.confidence).toBe('unconfirmed');
    expect(body.source).toContain('month average in every hour');
    expect(body.source).toContain('no Jeju REC for this period');
  });

  it('picks the row covering smpDt, preferring the narrower confirmed week', async () => {
    const week = await answer({ localDiv: 1, smpDt: '20250320' });
    expect(week.smpInfo).toMatchObject({ smpDt: '20250317', h1: 121.24, h24: 121.24 });
    expect(week.recInfo).toEqual({
      landAvgPrice: 72_880,
      jejuAvgPrice: 65_960,
      tradeDt: '20250317',
    });
    expect(week.confidence).toBe('confirmed');
    const afterWeek = await answer({ localDiv: 1, smpDt: '20250325' });
    expect(afterWeek.smpInfo).toMatchObject({ smpDt: '20250301', h12: 113.12 });
    const monthStart = await answer({ localDiv: 1, smpDt: '20250301' });
    expect(monthStart.smpInfo.h1).toBe(113.12);
  });

  it('falls back to the latest earlier row when nothing covers the date', async () => {
    const partial = await answer({ localDiv: 1, smpDt: '20230915' });
    expect(partial.smpInfo).toMatchObject({ smpDt: '20230901', h1: 144 });
    expect(partial.source).toContain('approximate');
    const gap = await answer({ localDiv: 1, smpDt: '20240101' });
    // 2024 has only its annual mean (128.3, confirmed): the year row covers every day of it.
    expect(gap.smpInfo).toMatchObject({ smpDt: '20240101', h1: 128.3 });
    const before = await answer({ localDiv: 1, smpDt: '20231231' });
    expect(before.smpInfo.smpDt).toBe('20230901');
    expect(gap.recInfo.tradeDt).toBe('20201201');
    const record = await answer({ localDiv: 1, smpDt: '20221231' });
    expect(record.smpInfo.h1).toBe(267.63);
    expect(record.recInfo.landAvgPrice).toBe(32_994);
  });

  it('answers 404 PRICES_NOT_FOUND before the first published row', async () => {
    const response = await post({ localDiv: 1, smpDt: '20221130' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'PRICES_NOT_FOUND',
      message: expect.any(String),
    });
  });

  it('uses the Jeju SMP and REC where published (localDiv 9)', async () => {
    const body = await answer({ localDiv: 9, smpDt: '20250418' });
    expect(body.smpInfo).toMatchObject({ smpDt: '20250414', h1: 119.94, h24: 119.94 });
    expect(body.recInfo).toEqual({
      landAvgPrice: 72_770,
      jejuAvgPrice: 69_740,
      tradeDt: '20250414',
    });
    expect(body.confidence).toBe('confirmed');
    expect(body.source).toContain('SMP 제주');
  });

  it('falls back to land SMP and REC for Jeju elsewhere and says so', async () => {
    const body = await answer({ localDiv: 9, smpDt: '20250610' });
    expect(body.smpInfo).toMatchObject({ smpDt: '20250601', h1: 118.02 });
    expect(body.recInfo.jejuAvgPrice).toBe(body.recInfo.landAvgPrice);
    expect(body.source).toContain('no Jeju SMP published for this date; land SMP used');
    expect(body.source).toContain('SMP 육지');
    expect(body.confidence).toBe('unconfirmed');
    // a Jeju week that no longer covers the date loses to the covering land month
    const stale = await answer({ localDiv: 9, smpDt: '20250325' });
    expect(stale.smpInfo.h1).toBe(113.12);
  });

  it.each([
    ['unknown localDiv', { localDiv: 2 }],
    ['localDiv as text', { localDiv: '1' }],
    ['missing localDiv', {}],
    ['ISO date', { localDiv: 1, smpDt: '2025-03-20' }],
    ['impossible date', { localDiv: 1, smpDt: '20250230' }],
    ['month 13', { localDiv: 1, smpDt: '20251301' }],
    ['numeric date', { localDiv: 1, smpDt: 20250320 }],
    ['array body', [1, 9]],
  ])('rejects %s with 400 {code, message, details}', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    });
  });

  it('rejects NaN (not JSON) with 400 and a huge body with 413, never 5xx', async () => {
    const nan = await t.app.inject({
      method: 'POST',
      url: '/latest-smp-rec',
      headers: { 'content-type': 'application/json' },
      payload: '{"localDiv": NaN}',
    });
    expect(nan.statusCode).toBe(400);
    expect(nan.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/latest-smp-rec',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ localDiv: 1, padding: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('seeds only missing rows: a second run inserts nothing', async () => {
    expect(await seedPrices(t.database.db)).toEqual({ smp: 0, rec: 0 });
  });

  describe('the service for the analysis module', () => {
    it('gives the daily SMP mean and the REC of the division', async () => {
      const land = await t.app.services.prices.latest(1, new Date('2025-03-20T03:00:00Z'));
      expect(land).toMatchObject({
        smpKrwPerKwh: 121.24,
        recKrwPerRec: 72_880,
        smpDt: '20250317',
        tradeDt: '20250317',
        confidence: 'confirmed',
      });
      const jeju = await t.app.services.prices.latest(9, new Date('2025-03-20T03:00:00Z'));
      expect(jeju).toMatchObject({ smpKrwPerKwh: 102.79, recKrwPerRec: 65_960 });
      const today = await t.app.services.prices.latest(1);
      expect(today).toMatchObject({
        smpKrwPerKwh: 101.5,
        recKrwPerRec: 71_970,
        smpDt: '20251001',
        smpConfidence: 'confirmed',
      });
      // 제주 has its own October 2025 month (101.2).
      expect(await t.app.services.prices.latest(9)).toMatchObject({ smpKrwPerKwh: 101.2 });
    });

    it('reads the date in KST (23:30 UTC on the 16th is the 17th in Korea)', async () => {
      expect(kstDay(new Date('2025-03-16T15:30:00Z'))).toBe('2025-03-17');
      const prices = await t.app.services.prices.latest(1, new Date('2025-03-16T15:30:00Z'));
      expect(prices.smpDt).toBe('20250317');
    });

    it('takes the public SMP when it answers and the table when it fails', async () => {
      const hourly = Array.from({ length: 24 }, (_, index) => 100 + index);
      const live: SmpRecPort = {
        smp: async (localDiv, day) =>
          ok(
            {
              localDiv,
              smpDt: day,
              periodEnd: day,
              period: 'day',
              hourlyKrwPerKwh: hourly,
              hourlyBasis: 'hourly',
              source: 'fake KPX',
              confidence: 'unconfirmed',
            },
            'public',
          ),
        rec: async () => unavailable('not_configured', 'none'),
      };
      const withLive = createPricesService({ db: t.database.db, clock: t.clock, port: live });
      const fromLive = await withLive.latestSmpRec(1, '20250920');
      expect(fromLive.smpInfo).toMatchObject({ smpDt: '20250920', h1: 100, h24: 123 });
      expect(fromLive.recInfo.tradeDt).toBe('20250901');
      expect((await withLive.latest(1, new Date('2025-09-20T03:00:00Z'))).smpKrwPerKwh).toBe(111.5);

      const down: SmpRecPort = {
        smp: async () => unavailable('timeout', 'no answer within 10000 ms'),
        rec: async () => {
          throw new Error('adapter bug');
        },
      };
      const warnings: unknown[] = [];
      const withDown = createPricesService({
        db: t.database.db,
        clock: t.clock,
        port: down,
        logger: { warn: (entry) => warnings.push(entry) },
      });
      const fallback = await withDown.latestSmpRec(9, '20250320');
      expect(fallback.smpInfo.h1).toBe(102.79);
      expect(fallback.source).toContain('public SMP unavailable (timeout); price table used');
      expect(fallback.source).toContain('public REC unavailable (malformed)');
      expect(warnings).toHaveLength(2);
    });
  });
});
