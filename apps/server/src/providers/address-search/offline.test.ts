import { describe, expect, it } from 'vitest';
import { OFFLINE_PARCELS } from '../offline-data/index.js';
import { createOfflineAddressSearch } from './offline.js';
import { isChosungQuery, matchScore, toChosung } from './text.js';

const search = createOfflineAddressSearch({ now: () => new Date('2026-03-02T00:00:00Z') });
const first = async (query: string, parcelOnly = false) => {
  const result = parcelOnly
    ? await search.searchParcelNumber(query, { page: 1, size: 10 })
    : await search.searchLandPolygon(query, { page: 1, size: 10 });
  if (result.status !== 'ok') throw new Error('offline search failed');
  return result.value;
};

describe('offline address search', () => {
  it('finds a parcel by any part of its jibun address', async () => {
    const page = await first('백연리 512');
    expect(page.items[0]).toMatchObject({
      address: '경상남도 함양군 함양읍 백연리 512',
      roadAddress: null,
    });
    expect((await first('함양군 백연리')).items[0]!.address).toContain('백연리');
  });

  it('finds a parcel by its road address', async () => {
    const withRoad = OFFLINE_PARCELS.find((parcel) => parcel.roadAddress)!;
    const roadPart = withRoad.roadAddress!.split(' ').slice(-2).join(' ');
    const page = await first(roadPart);
    expect(page.items.map((item) => item.pnu)).toContain(withRoad.pnu);
  });

  it('does not match road addresses in the parcel-number search', async () => {
    const withRoad = OFFLINE_PARCELS.find((parcel) => parcel.roadAddress)!;
    const roadName = withRoad.roadAddress!.split(' ').slice(-2).join(' ');
    expect((await first(roadName, true)).items.map((item) => item.pnu)).not.toContain(withRoad.pnu);
  });

  it('understands 산 lots with sub-numbers, with or without the space', async () => {
    for (const query of ['산 12-3', '산12-3', '선흘리 산 12-3']) {
      const page = await first(query);
      expect(page.items[0]!.address).toBe('제주특별자치도 제주시 조천읍 선흘리 산 12-3');
    }
  });

  it('does not match a lot number inside a longer number', async () => {
    const page = await first('금악리 102');
    expect(page.items).toHaveLength(0);
    expect((await first('금악리 1023')).items).toHaveLength(1);
  });

  it('matches 초성 queries', async () => {
    expect(isChosungQuery('ㅂㅇㄹ')).toBe(true);
    expect(toChosung('백연리')).toBe('ㅂㅇㄹ');
    const page = await first('ㅂㅇㄹ');
    expect(page.items.some((item) => item.address.includes('백연리'))).toBe(true);
  });

  it('ranks a full lot match above a main-number match', () => {
    const exact = matchScore({ address: '가도 나군 다면 라리 12', roadAddress: null }, '라리 12');
    const partial = matchScore(
      { address: '가도 나군 다면 라리 12-3', roadAddress: null },
      '라리 12',
    );
    const chosung = matchScore({ address: '가도 나군 다면 라리 12', roadAddress: null }, 'ㄹㄹ');
    expect(exact).toBeGreaterThan(partial);
    expect(partial).toBeGreaterThan(chosung);
    expect(chosung).toBeGreaterThan(0);
  });

  it('pages the ranked results', async () => {
    const all = await first('전라남도');
    expect(all.total).toBeGreaterThan(10);
    expect(all.items).toHaveLength(10);
    const second = await search.searchLandPolygon('전라남도', { page: 2, size: 10 });
    expect(second.status === 'ok' && second.value.items[0]!.pnu).not.toBe(all.items[0]!.pnu);
  });

  it('answers an empty page for no match', async () => {
    expect(await first('존재하지않는동네')).toMatchObject({ items: [], total: 0 });
  });
});
