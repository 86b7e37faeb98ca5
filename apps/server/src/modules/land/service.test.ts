import { LAND_MESSAGES, landDataSchema } from '@haetbit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createProviders } from '../../providers/index.js';
import { OFFLINE_PARCELS } from '../../providers/offline-data/index.js';
import { startFakeServer, type FakeServer } from '../../providers/testing/fake-server.js';
import { substationRuleFor } from './feasibility.js';
import { createMemoryLandRepo } from './repo.js';
import { MANAGED_SUBSTATION_SEED } from './siting-seed.js';
import {
  createLandService,
  lotOfAddress,
  ordinanceAreaOf,
  parseLot,
  variantPnu,
} from './service.js';

function offlineService(at = '2026-03-02T01:00:00Z') {
  const clock = manualClock(at);
  const providers = createProviders({ dataProvider: 'offline', keys: {}, now: () => clock.now() });
  return createLandService({ providers, repo: createMemoryLandRepo(), clock });
}

describe('the land service over the offline dataset', () => {
  const service = offlineService();

  it.each(OFFLINE_PARCELS.map((parcel) => [parcel.key, parcel] as const))(
    'gives %s the verdicts documented in the dataset README',
    async (_key, parcel) => {
      const analysis = await service.analyseParcel(parcel.pnu, parcel.expected.installType);
      const { feasibility, capacity } = analysis;
      expect({
        landType: feasibility.landType.verdict,
        restrictedZone: feasibility.restrictedZone.verdict,
        powerLine: feasibility.powerLine.verdict,
        powerLineReason: feasibility.powerLine.reason,
        ordinance: feasibility.ordinance.verdict,
        total: feasibility.total,
        capacity: capacity.status,
        ordinanceFolded: feasibility.ordinance.folded,
      }).toEqual({
        landType: parcel.expected.landType,
        restrictedZone: parcel.expected.restrictedZone,
        powerLine: parcel.expected.powerLine,
        powerLineReason: parcel.expected.powerLineReason,
        ordinance: parcel.expected.ordinance,
        total: parcel.expected.total,
        capacity: parcel.expected.capacity,
        ordinanceFolded: parcel.expected.ordinanceFolded,
      });
      if (capacity.status === 'ok')
        expect(capacity.systemSize).toBe(Math.round(capacity.moduleQty * 48) / 100);
      expect(analysis.landData.boundaryPos).toHaveLength(parcel.boundary.length);
    },
  );

  it('marks every 전남 and 제주 substation as managed by the seeded rules, and no other', () => {
    for (const parcel of OFFLINE_PARCELS) {
      const managed = parcel.sidoCode === '46' || parcel.sidoCode === '50';
      for (const row of parcel.grid?.rows ?? []) {
        const rule = substationRuleFor(parcel.pnu, row.substNm, MANAGED_SUBSTATION_SEED);
        expect(rule?.status ?? null, `${parcel.key} ${row.substNm}`).toBe(
          managed ? 'managed' : null,
        );
      }
      if (managed) expect(parcel.expected.powerLineReason, parcel.key).toBe('managedSubstation');
    }
    // The done-when cases: a 전남 land parcel with headroom at every level, a 경남 one that stays P.
    const headroom = (key: string) => {
      const parcel = OFFLINE_PARCELS.find((candidate) => candidate.key === key)!;
      const row = parcel.grid!.rows.find((candidate) => candidate.jibun === parcel.jibun)!;
      return [row.vol1, row.vol2, row.vol3].every((kw) => kw > 0);
    };
    expect(headroom('MA-04')).toBe(true);
    expect(OFFLINE_PARCELS.find((parcel) => parcel.key === 'MA-04')!.expected).toMatchObject({
      installType: 'L',
      powerLine: 'I',
      total: 'I',
    });
    expect(headroom('HD-04')).toBe(true);
    expect(OFFLINE_PARCELS.find((parcel) => parcel.key === 'HD-04')!.expected).toMatchObject({
      installType: 'L',
      powerLine: 'P',
      powerLineReason: 'headroom',
      total: 'P',
    });
  });

  it('builds the stored landData (both install types) in the contracts shape', async () => {
    for (const parcel of OFFLINE_PARCELS) {
      const data = landDataSchema.parse(
        await service.landData(parcel.pnu, { address: parcel.address }),
      );
      expect(data.feasibility[parcel.expected.installType].total, parcel.key).toBe(
        parcel.expected.total,
      );
      expect(data.unavailable.includes('kepcoJibunInfo'), parcel.key).toBe(parcel.grid === null);
    }
  });

  it('keeps the ownership and the latest published land price in landData (spec section 3)', async () => {
    for (const parcel of OFFLINE_PARCELS) {
      const data = await service.landData(parcel.pnu, { address: parcel.address });
      expect(data.possession, parcel.key).toEqual({ pnu: parcel.pnu, ...parcel.possession });
      const latest = parcel.prices.find((price) => price.yearOffset === 0);
      expect(data.landPrice, parcel.key).toMatchObject({
        stdrYear: 2026,
        pblntfPclnd: latest?.pblntfPclnd,
        pblntfDe: `2026-${latest?.pblntfDe}`,
      });
    }
  });

  it('keeps the land movements and the latest cause with the land info (spec section 3)', async () => {
    for (const parcel of OFFLINE_PARCELS) {
      const data = await service.landData(parcel.pnu, { address: parcel.address });
      expect(data.landMovement?.items, parcel.key).toHaveLength(parcel.movements.length);
      if (data.landInfo) {
        expect(data.landInfo.landMovRsnCdNm, parcel.key).toBe(
          data.landMovement?.landMovRsnCdNm ?? null,
        );
        expect(data.landInfo.landMovRsnCdNm, parcel.key).not.toBeNull();
      }
    }
  });

  it('says where each verdict comes from: offline data marked as samples, rules with 기준일', async () => {
    const data = await service.landData('4684036023103540000', {
      address: '전라남도 무안군 해제면 만풍리 354',
    });
    const line = data.feasibility.L.powerLine;
    expect(line.basis?.map((basis) => [basis.topic, basis.confidence])).toEqual([
      ['한전 선로 여유용량', 'unconfirmed'],
      ['계통관리변전소 지정', 'confirmed'],
    ]);
    expect(line.basis?.[0]?.source).toContain('예시 자료');
    for (const type of ['L', 'R'] as const) {
      const feasibility = data.feasibility[type];
      for (const item of [
        feasibility.landType,
        feasibility.restrictedZone,
        feasibility.powerLine,
        feasibility.ordinance,
      ]) {
        // A verdict says why; a pending one says what could not be looked up.
        expect(item.detail ?? item.message, type).toBeTruthy();
        for (const basis of item.basis ?? []) {
          expect(basis.asOf, basis.topic).toMatch(/^\d{4}(-\d{2}){0,2}$/);
          expect(basis.source, basis.topic).not.toMatch(/https?:/);
        }
      }
    }
  });

  it('gives the same verdicts in another year (years are relative)', async () => {
    const later = offlineService('2031-07-01T00:00:00Z');
    for (const parcel of OFFLINE_PARCELS) {
      const analysis = await later.analyseParcel(parcel.pnu, parcel.expected.installType);
      expect(analysis.feasibility.total, parcel.key).toBe(parcel.expected.total);
    }
  });

  it('falls back to the previous year, then to the variant pnu, for land characteristics', async () => {
    const previous = OFFLINE_PARCELS.find((p) =>
      p.cases.includes('land characteristics only in the previous year'),
    )!;
    expect(await service.landCharacteristics(2026, previous.pnu)).toMatchObject({
      status: 'ok',
      data: {
        stdrYear: 2025,
        fallback: 'previous_year',
        requestedYear: 2026,
        requestedPnu: previous.pnu,
      },
    });
    const variant = OFFLINE_PARCELS.find((p) =>
      p.cases.includes('land characteristics only under the variant pnu'),
    )!;
    expect(await service.landCharacteristics(2026, variant.pnu)).toMatchObject({
      status: 'ok',
      data: { pnu: variantPnu(variant.pnu), stdrYear: 2026, fallback: 'variant_pnu' },
    });
    expect(await service.landCharacteristics(2027, variant.pnu)).toMatchObject({
      data: { stdrYear: 2026, fallback: 'variant_pnu_previous_year' },
    });
    const none = OFFLINE_PARCELS.find((p) => p.cases.includes('no land characteristics'))!;
    expect(await service.landCharacteristics(2026, none.pnu)).toEqual({
      status: 'unavailable',
      reason: 'empty',
      message: LAND_MESSAGES.landInfoUnavailable,
      note: LAND_MESSAGES.contractorNote,
      data: null,
    });
    expect(variantPnu('5011025025110230000')).toBe('5011025025310230000');
  });

  it('answers every gateway lookup for every dataset parcel', async () => {
    for (const parcel of OFFLINE_PARCELS) {
      expect((await service.boundary(parcel.pnu)).status).toBe('ok');
      expect((await service.possession(parcel.pnu)).status).toBe('ok');
      expect((await service.landMovement(parcel.pnu)).status).toBe('ok');
      expect((await service.landPrice(2026, parcel.pnu)).status).toBe('ok');
      const building = await service.buildingTitle(parcel.pnu);
      expect(building.status).toBe(parcel.buildings.length > 0 ? 'ok' : 'unavailable');
      const zones = await service.devLimits(parcel.pnu);
      expect(zones.status).toBe(parcel.zones ? 'ok' : 'unavailable');
      const list = await service.kepcoJibunList(parcel.address);
      const capacity = await service.dispersedGeneration(parcel.address, parcel.jibun);
      expect(list.status).toBe(parcel.grid ? 'ok' : 'unavailable');
      expect(capacity.status).toBe(parcel.grid ? 'ok' : 'unavailable');
      if (capacity.status === 'ok')
        expect(capacity.data.selectedJibunInfo.jibun).toBe(parcel.jibun);
      const search = await service.search('parcel', parcel.address);
      expect(search.items[0]?.pnu, parcel.key).toBe(parcel.pnu);
    }
  });

  it('marks the zones found in the region limit list', async () => {
    const limited = OFFLINE_PARCELS.find((p) =>
      p.cases.includes('restricted zone: in limit list'),
    )!;
    const answer = await service.devLimits(limited.pnu);
    expect(answer.status === 'ok' && answer.data.limitState).toBe('in_limit_list');
    expect(answer.status === 'ok' && answer.data.items.some((item) => item.limited)).toBe(true);
  });

  it('finds ordinances by 시군구, with or without the 시도, and says when there is none', async () => {
    expect(await service.ordinance('함양군')).toMatchObject({
      found: true,
      status: 'confirmed as proposal; adoption unconfirmed',
    });
    expect(await service.ordinance('경남 함양군')).toMatchObject({ found: true });
    expect(await service.ordinance('경상남도 함양군')).toMatchObject({ found: true });
    expect(await service.ordinance('전남 함양군')).toMatchObject({ found: false });
    expect(await service.ordinance('산청군')).toMatchObject({
      found: false,
      message: LAND_MESSAGES.ordinanceAbsent,
    });
  });

  it('offers the nearest lot numbers of the same 리 when the typed lot has no parcel', async () => {
    const exact = await service.search('parcel', '남사리 210');
    expect(exact.items.map((item) => item.address)).toEqual(['경상남도 산청군 단성면 남사리 210']);
    expect(exact.nearest).toBeUndefined();
    const missing = await service.search('parcel', '단성면 남사리 213');
    expect(missing.items).toEqual([]);
    expect(missing.nearest).toEqual([
      expect.objectContaining({
        address: '경상남도 산청군 단성면 남사리 210',
        pnu: '4886037028102100000',
        lotNumber: '210',
        score: 97,
      }),
    ]);
    // A 산 lot is not near a general lot; a place that matches nothing offers nothing.
    expect((await service.search('parcel', '남사리 산 213')).nearest).toBeUndefined();
    expect((await service.search('parcel', '없는리 12')).nearest).toBeUndefined();
    expect(parseLot('선흘리 산 12-3')).toEqual({
      text: '산 12-3',
      mountain: true,
      main: 12,
      sub: 3,
      rest: '선흘리',
    });
  });

  it('reads lots and ordinance areas from addresses', () => {
    expect(lotOfAddress('제주특별자치도 제주시 조천읍 선흘리 산 12-3')).toBe('산 12-3');
    expect(lotOfAddress('경상남도 함양군 함양읍 백연리 512')).toBe('512');
    expect(ordinanceAreaOf('경상남도 함양군 함양읍 백연리 512')).toEqual({
      sido: '경남',
      sigungu: '함양군',
    });
  });
});

describe('the land service when the public services fail', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer(() => ({
      status: 502,
      body: 'Bad Gateway',
      contentType: 'text/plain',
    }));
  });
  afterAll(() => server.close());

  it("turns every failure into the 'cannot look up' texts, never an exception", async () => {
    const clock = manualClock('2026-03-02T01:00:00Z');
    const providers = createProviders({
      dataProvider: 'public',
      keys: { vworld: 'k', dataGoKr: 'k', kepco: 'k' },
      baseUrls: { vworld: server.baseUrl, dataGoKr: server.baseUrl, kepco: server.baseUrl },
      timeoutMs: 200,
      backoffMs: 1,
    });
    const service = createLandService({ providers, repo: createMemoryLandRepo(), clock });
    const pnu = '4887025028105120000';
    expect(await service.boundary(pnu)).toMatchObject({
      status: 'unavailable',
      reason: 'http_error',
      message: LAND_MESSAGES.landInfoUnavailable,
    });
    expect(await service.buildingTitle(pnu)).toMatchObject({
      message: LAND_MESSAGES.buildingInfoUnavailable,
    });
    expect(await service.devLimits(pnu)).toMatchObject({
      message: LAND_MESSAGES.zoneInfoUnavailable,
    });
    expect(
      await service.dispersedGeneration('경상남도 함양군 함양읍 백연리 512', '512', pnu),
    ).toMatchObject({
      message: LAND_MESSAGES.powerLineUnavailable,
    });
    expect(await service.search('polygon', '백연리')).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 10,
    });
    const analysis = await service.analyseParcel(pnu, 'L', {
      address: '경상남도 함양군 함양읍 백연리 512',
    });
    expect(analysis.feasibility).toMatchObject({
      landType: { verdict: 'E', message: LAND_MESSAGES.landInfoUnavailable },
      restrictedZone: { verdict: 'C', message: LAND_MESSAGES.zoneInfoUnavailable },
      powerLine: { verdict: 'E', message: LAND_MESSAGES.powerLineUnavailable },
      ordinance: { verdict: 'C' },
      total: 'C',
    });
    expect(analysis.capacity).toMatchObject({
      status: 'undetermined',
      message: LAND_MESSAGES.capacityUnknown,
    });
  });
});
