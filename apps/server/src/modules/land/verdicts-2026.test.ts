import { beforeEach, describe, expect, it } from 'vitest';
import type { Analysis, LandData } from '@haetbit/contracts';
import { createAnalysis, newOwner, PARCELS } from '../../test/journey.js';
import { operatorConsoleKit, SUBSTATION_INPUT } from '../../test/operator-console-kit.js';
import type { TestApp } from '../../test/test-app.js';
import { SITING_SETTINGS_SEED } from './siting-seed.js';

/** Offline dataset parcels of the done-when lines (providers/offline-data/README.md). */
const PARCEL = {
  /** MA-04: 전남 land, substation, transformer and line all with headroom. */
  jeonnamHeadroom: { pnu: '4684036023103540000', address: '전라남도 무안군 해제면 만풍리 354' },
  /** HD-04: 경남 land with headroom, no managed substation, no farmland, no ordinance. */
  gyeongnamHeadroom: { pnu: '4885039021105120000', address: '경상남도 하동군 북천면 방화리 512' },
  /** SC-05: a 답 outside 농업진흥구역. */
  paddy: { pnu: '4886033021108800000', address: '경상남도 산청군 생초면 어서리 880' },
  /** HY-03: 맹지 in 함양군, whose ordinance makes land C. */
  blindLot: { pnu: '4887025034200880000', address: '경상남도 함양군 함양읍 구룡리 산 88' },
  /** HY-05: 함양군 land (ordinance). */
  hamyangLand: { pnu: '4887025029111200000', address: '경상남도 함양군 함양읍 이은리 1120' },
};

/**
 * The verdicts of issue 31 through the owner's API on the real database (PGlite, and PostgreSQL
 * when DATABASE_URL is set): the rules are the migrated rows and the operator's changes.
 */
describe('feasibility in 2026: managed substations, farmland, the siting law, the total', () => {
  const kit = operatorConsoleKit();
  let t: TestApp;
  let adminCookie: string;
  beforeEach(() => {
    ({ t, adminCookie } = kit);
  });

  async function landDataOf(parcel: { pnu: string; address: string }): Promise<LandData> {
    const owner = await newOwner(t.app);
    const id = await createAnalysis(t.app, owner, parcel);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/match-analysis/${id}`,
      headers: { authorization: owner.authorization },
    });
    return JSON.parse(read.json<Analysis>().landData) as LandData;
  }
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: adminCookie },
      ...(payload ? { payload } : {}),
    });

  it('says no to 전남 land whose substation, transformer and line all have headroom', async () => {
    const { feasibility, kepcoJibunInfo } = await landDataOf(PARCEL.jeonnamHeadroom);
    const grid = kepcoJibunInfo!.selectedJibunInfo!;
    expect([grid.substation, grid.transformer, grid.dl].every((level) => level.capacity2 > 0)).toBe(
      true,
    );
    const line = feasibility.L.powerLine;
    expect(line).toMatchObject({ verdict: 'I', reason: 'managedSubstation' });
    expect(line.detail).toContain('계통관리변전소');
    expect(line.detail).toContain('2031~2032년');
    expect(line.basis).toContainEqual(
      expect.objectContaining({ topic: '계통관리변전소 지정', asOf: '2024-06-26' }),
    );
    expect(feasibility.L.total).not.toBe('P');
    expect(feasibility.R.powerLine.reason).toBe('managedSubstation');
  });

  it('keeps P for 경남 land with headroom and no managed substation', async () => {
    const { feasibility } = await landDataOf(PARCEL.gyeongnamHeadroom);
    expect(feasibility.L.powerLine).toMatchObject({ verdict: 'P', reason: 'headroom' });
    expect(feasibility.L.total).toBe('P');
  });

  it('exempts a roof from the ordinance and names the 2026 law for land', async () => {
    const roof = await landDataOf(PARCELS.roofWithBuilding);
    expect(roof.feasibility.R.ordinance).toMatchObject({ verdict: 'P', regime: 'exempt' });
    expect(roof.feasibility.R.ordinance.detail).toContain('이격거리 규제를 받지 않습니다');
    const ground = await landDataOf(PARCEL.hamyangLand);
    expect(ground.feasibility.L.ordinance).toMatchObject({
      verdict: 'C',
      regime: 'localOrdinance',
    });
    expect(ground.feasibility.L.ordinance.detail).toContain('재생에너지법');
  });

  it('gives a 답 the farmland route and a 맹지 with a C a total of I', async () => {
    const paddy = await landDataOf(PARCEL.paddy);
    expect(paddy.feasibility.L.landType).toMatchObject({
      verdict: 'C',
      farmland: { category: '답', promotionZone: false, agrivoltaicPermitYears: 8 },
    });
    expect(paddy.feasibility.L.landType.detail).toContain('농지전용허가');
    const blind = await landDataOf(PARCEL.blindLot);
    expect(blind.feasibility.L.landType.verdict).toBe('I');
    expect(blind.feasibility.L.ordinance.verdict).toBe('C');
    expect(blind.feasibility.L.total).toBe('I');
  });

  it('follows the operator: an open 유연접속 allocation makes the line C, curtailed first', async () => {
    const before = await landDataOf(PARCEL.jeonnamHeadroom);
    const substationName = before.kepcoJibunInfo!.selectedJibunInfo!.substation.name;
    const created = await admin('POST', '/api/admin/managed-substations', {
      ...SUBSTATION_INPUT,
      substationName,
    });
    expect(created.statusCode).toBe(201);
    const { feasibility } = await landDataOf(PARCEL.jeonnamHeadroom);
    expect(feasibility.L.powerLine).toMatchObject({ verdict: 'C', reason: 'flexibleConnection' });
    expect(feasibility.L.powerLine.detail).toContain('출력제어');
    const id = created.json<{ id: number }>().id;
    expect((await admin('DELETE', `/api/admin/managed-substations/${id}`)).statusCode).toBe(200);
    expect((await landDataOf(PARCEL.jeonnamHeadroom)).feasibility.L.powerLine.reason).toBe(
      'managedSubstation',
    );
  });

  it('replaces the local ordinance with the statutory caps from the effective date set', async () => {
    const settings = {
      ...SITING_SETTINGS_SEED,
      lawEffectiveDate: '2026-03-01',
      residentialCapM: 100,
      roadCapM: 0,
    };
    expect((await admin('PUT', '/api/admin/siting-settings', settings)).statusCode).toBe(200);
    const ground = await landDataOf(PARCEL.hamyangLand);
    expect(ground.feasibility.L.ordinance).toMatchObject({
      verdict: 'C',
      regime: 'statutoryCaps',
    });
    expect(ground.feasibility.L.ordinance.detail).toContain('주택에서 100 m');
    expect(
      (await admin('PUT', '/api/admin/siting-settings', SITING_SETTINGS_SEED)).statusCode,
    ).toBe(200);
  });
});
