import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLandRepo } from './repo.js';
import { seedLand } from './seed.js';
import { ORDINANCE_SEED } from './seed-data.js';
import { MANAGED_SUBSTATION_SEED, SITING_SETTINGS_SEED } from './siting-seed.js';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.database.db;
});
afterAll(async () => t.close());

describe('land tables and seed', () => {
  it('seeds the ordinances and limit lists once (idempotent)', async () => {
    expect(await seedLand(db)).toEqual({ ordinances: ORDINANCE_SEED.length, limitAreas: 19 });
    expect(await seedLand(db)).toEqual({ ordinances: 0, limitAreas: 0 });
  });

  it('has every 전남 and 제주 substation managed after the migrations, as the seed file says', async () => {
    const repo = createLandRepo(db);
    const rules = await repo.listManagedSubstations();
    expect(rules.map((rule) => [rule.sidoCode, rule.substationName, rule.status])).toEqual([
      ['46', null, 'managed'],
      ['50', null, 'managed'],
    ]);
    expect(rules.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rule }) => rule)).toEqual(
      MANAGED_SUBSTATION_SEED,
    );
    expect(rules[0]).toMatchObject({
      reliefFromYear: 2031,
      reliefToYear: 2032,
      asOf: '2024-06-26',
    });
    for (const rule of rules) {
      expect(rule.source).not.toBe('');
      expect(rule.confidence).toBe('confirmed');
    }
    // The siting law's effective date and caps are unknown until an operator sets them.
    const { id: _id, updatedAt: _at, ...settings } = (await repo.findSitingSettings())!;
    expect(settings).toEqual(SITING_SETTINGS_SEED);
    expect(settings).toMatchObject({
      lawEffectiveDate: null,
      residentialCapM: null,
      roadCapM: null,
      lawConfidence: 'unconfirmed',
      agrivoltaicPermitYears: 8,
      renewableZoneInForce: false,
    });
  });

  it('keeps the source status of each ordinance and finds it by 시군구', async () => {
    const repo = createLandRepo(db);
    const [muan] = await repo.findOrdinancesBySigungu('무안군');
    expect(muan).toMatchObject({ sido: '전남', status: 'unconfirmed', roadM: null });
    const [chuncheon] = await repo.findOrdinancesBySigungu('춘천시');
    expect(chuncheon).toMatchObject({
      roadM: 100,
      residentialM: 100,
      status: 'confirmed',
      asOf: '2018-06-30',
    });
    expect(chuncheon!.content).toContain('도로: 100 m 이상');
    expect(await repo.findOrdinancesBySigungu('산청군')).toEqual([]);
  });

  it('holds one limit list per 시도 code with its source and confidence', async () => {
    const repo = createLandRepo(db);
    const jeju = await repo.findLimitArea('50');
    expect(jeju?.limitArea.split(',')).toEqual(
      expect.arrayContaining(['개발제한구역', '농업진흥구역', '공익용산지']),
    );
    expect(jeju?.confidence).toContain('national list');
    expect(await repo.findLimitArea('99')).toBeNull();
  });
});
