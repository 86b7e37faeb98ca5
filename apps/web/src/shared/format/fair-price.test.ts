import { describe, expect, it } from 'vitest';
import type { FairPrice } from '@haetbit/contracts';
import { fairPriceReferenceLine, fairPriceSentence, fairPriceVerdict } from './fair-price';

const band: FairPrice = {
  installType: 'L',
  sizeBand: 'UNDER_100',
  scope: 'region',
  regionName: '경남',
  n: 8,
  quoteCount: 8,
  referenceCount: 0,
  minSample: 5,
  percentile: 25,
  medianManwonPerKw: 150,
  lowManwonPerKw: 130,
  highManwonPerKw: 170.5,
};

describe('fair-price texts', () => {
  it('says where a quote stands among the prices of its kind', () => {
    expect(fairPriceSentence(band)).toBe(
      '경남 · 토지 · 30~100kW 조건의 가격 8건 가운데 이 견적보다 싼 가격이 25%예요. 중간값은 150만원/kW, 가운데 절반은 130만원~170.5만원/kW입니다.',
    );
    expect(fairPriceVerdict(25)).toBe('낮은 편');
    expect(fairPriceVerdict(50)).toBe('중간');
    expect(fairPriceVerdict(61)).toBe('높은 편');
  });

  it('says there are too few prices instead of a band', () => {
    const few: FairPrice = {
      ...band,
      scope: 'nationwide',
      regionName: '전국',
      n: 3,
      percentile: null,
      medianManwonPerKw: null,
      lowManwonPerKw: null,
      highManwonPerKw: null,
    };
    expect(fairPriceSentence(few)).toBe(
      '전국 · 토지 · 30~100kW 조건의 가격 자료가 아직 3건이라 적정가 범위를 보여 드리기 어려워요. 5건이 모이면 보여 드려요.',
    );
  });

  it('names a reference price’s source, 기준일 and confidence', () => {
    expect(
      fairPriceReferenceLine({
        installType: 'L',
        sizeBand: 'UNDER_100',
        manwonPerKw: 170,
        note: '100kW급 지상형 약 1억 7,000만원',
        source: '업계 블로그 시공 사례',
        asOf: '2025',
        confidence: 'unconfirmed',
      }),
    ).toBe(
      '100kW급 지상형 약 1억 7,000만원: 170만원/kW (업계 블로그 시공 사례, 2025년 기준, 미확인)',
    );
  });
});
