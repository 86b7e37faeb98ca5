import { describe, expect, it } from 'vitest';
import { PNU_PATTERN } from '@haetbit/contracts';
import { geodesicRingAreaM2 } from '@haetbit/solar';
import { OFFLINE_PARCELS } from './index.js';
import parcelsJson from './parcels.json' with { type: 'json' };
import { offlineParcelsSchema } from './schema.js';

describe('the offline dataset', () => {
  it('is JSON data of the schema the server loads it with', () => {
    const parsed = offlineParcelsSchema.safeParse(parcelsJson);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(OFFLINE_PARCELS).toEqual(parcelsJson);
  });

  it('has at least 70 parcels in at least 8 regions of at least 9 시도, Jeju included', () => {
    expect(OFFLINE_PARCELS.length).toBeGreaterThanOrEqual(70);
    const regions = new Set(OFFLINE_PARCELS.map((parcel) => `${parcel.sido} ${parcel.sigungu}`));
    expect(regions.size).toBeGreaterThanOrEqual(8);
    const sidoCodes = new Set(OFFLINE_PARCELS.map((parcel) => parcel.sidoCode));
    expect(sidoCodes.size).toBeGreaterThanOrEqual(9);
    expect(OFFLINE_PARCELS.some((parcel) => parcel.pnu.startsWith('50'))).toBe(true);
  });

  it('writes each pnu under its 시도 code (강원 51 and 전북 52, the codes in force)', () => {
    for (const parcel of OFFLINE_PARCELS) {
      expect(parcel.pnu.slice(0, 2), parcel.key).toBe(parcel.sidoCode);
      expect(parcel.address.startsWith(`${parcel.sido} ${parcel.sigungu} `), parcel.key).toBe(true);
    }
    const sidoByCode = new Map(OFFLINE_PARCELS.map((parcel) => [parcel.sidoCode, parcel.sido]));
    expect(sidoByCode.get('51')).toBe('강원특별자치도');
    expect(sidoByCode.get('52')).toBe('전북특별자치도');
    expect(sidoByCode.has('42')).toBe(false);
    expect(sidoByCode.has('45')).toBe(false);
  });

  it('gives every parcel a valid, unique 19-digit pnu matching its lot', () => {
    const seen = new Set<string>();
    for (const parcel of OFFLINE_PARCELS) {
      expect(parcel.pnu).toMatch(PNU_PATTERN);
      expect(seen.has(parcel.pnu)).toBe(false);
      seen.add(parcel.pnu);
      const [, san, bun, ji] = /^(산 )?(\d+)(?:-(\d+))?$/.exec(parcel.jibun)!;
      expect(parcel.pnu[10]).toBe(san ? '2' : '1');
      expect(Number(parcel.pnu.slice(11, 15))).toBe(Number(bun));
      expect(Number(parcel.pnu.slice(15))).toBe(Number(ji ?? 0));
      expect(parcel.address.endsWith(parcel.jibun)).toBe(true);
    }
  });

  it('gives every parcel an irregular 4-8 vertex lot of 100-30 000 m² near its region', () => {
    for (const parcel of OFFLINE_PARCELS) {
      expect(parcel.boundary.length).toBeGreaterThanOrEqual(4);
      expect(parcel.boundary.length).toBeLessThanOrEqual(8);
      const area = geodesicRingAreaM2(parcel.boundary);
      expect(area).toBeGreaterThanOrEqual(100);
      expect(area).toBeLessThanOrEqual(30_000);
      // South Korea's bounding box, Jeju to the DMZ.
      expect(parcel.lat).toBeGreaterThan(33.1);
      expect(parcel.lat).toBeLessThan(38.6);
      expect(parcel.lng).toBeGreaterThan(124.6);
      expect(parcel.lng).toBeLessThan(131.9);
    }
  });

  it('covers every branch the spec names', () => {
    const cases = new Set(OFFLINE_PARCELS.flatMap((parcel) => parcel.cases));
    for (const required of [
      'land P',
      'land C (road access 불)',
      'land I (맹지)',
      'roof with building',
      'roof without building data',
      'capacity cannot be determined',
      'restricted zone: none found',
      'restricted zone: in limit list',
      'restricted zone: other',
      'power line: all above 0',
      'power line: all 0',
      'power line: mixed',
      'managed substation (전라남도)',
      'managed substation (제주특별자치도)',
      'land C (농지 답: farmland route)',
      'land I (농지 답 in 농업진흥구역)',
      'ordinance: roof exempt (2026 law)',
      'total I although an item is C',
      'ordinance present',
      'ordinance absent',
      'ordinance long (folded)',
      'Jeju pnu',
      'land characteristics only in the previous year',
      'land characteristics only under the variant pnu',
      'no road address',
    ]) {
      expect(cases, required).toContain(required);
    }
    expect(new Set(OFFLINE_PARCELS.map((parcel) => parcel.expected.total))).toEqual(
      new Set(['P', 'C', 'I']),
    );
  });
});
