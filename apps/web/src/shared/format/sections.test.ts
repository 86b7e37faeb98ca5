import { describe, expect, it } from 'vitest';
import { plantPhotoAlt, plantsText, warrantyText } from './sections';

describe('profile section texts', () => {
  it('writes a 하자이행보증 with and without its 증권 번호', () => {
    expect(
      warrantyText({ issuer: '전기공사공제조합', years: 5, bondNumber: '제2026-0412호' }),
    ).toBe('전기공사공제조합 · 5년 (증권 제2026-0412호)');
    expect(warrantyText({ issuer: '서울보증보험', years: 3, bondNumber: null })).toBe(
      '서울보증보험 · 3년',
    );
  });

  it('writes finished plants, or - when there are none', () => {
    expect(
      plantsText([
        { sizeKw: 99.5, year: 2024, sido: '전라남도', sigungu: '나주시' },
        { sizeKw: 30, year: 2023, sido: '전라남도', sigungu: '해남군' },
      ]),
    ).toBe('2024년 · 전라남도 나주시 · 99.5kW, 2023년 · 전라남도 해남군 · 30kW');
    expect(plantsText([])).toBe('-');
  });

  it('names a plant photo by the plant, numbered when there are several', () => {
    const plant = { sizeKw: 99.5, year: 2024, sido: '전라남도', sigungu: '나주시' };
    expect(plantPhotoAlt(plant, 0, 1)).toBe('99.5kW 2024년 전라남도 나주시 준공 사진');
    expect(plantPhotoAlt(plant, 1, 3)).toBe('99.5kW 2024년 전라남도 나주시 준공 사진 2');
  });
});
