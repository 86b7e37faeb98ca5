import { describe, expect, it } from 'vitest';
import { FAIR_PRICE_MIN_SAMPLE } from '@haetbit/contracts';
import { cellOf, chooseSample, percentileOf, placeInSample, quantile } from './fair-price.js';

describe('fair-price band', () => {
  it('takes quantiles by linear interpolation (type 7) and percentiles by mid-rank', () => {
    const sorted = [100, 120, 130, 150, 200];
    expect(quantile(sorted, 0.5)).toBe(130);
    expect(quantile(sorted, 0.25)).toBe(120);
    expect(quantile(sorted, 0.75)).toBe(150);
    expect(quantile([100, 200], 0.5)).toBe(150);
    expect(percentileOf(sorted, 90)).toBe(0);
    expect(percentileOf(sorted, 100)).toBe(10);
    expect(percentileOf(sorted, 130)).toBe(50);
    expect(percentileOf(sorted, 140)).toBe(60);
    expect(percentileOf(sorted, 250)).toBe(100);
  });

  it('bands by install type and size, and uses a 시도 only with enough accepted quotes of its own', () => {
    const cell = cellOf({ installType: 'L', systemSizeKw: 99.5, sidoCode: '48' });
    expect(cell).toEqual({ installType: 'L', sizeBand: 'UNDER_100', sidoCode: '48' });
    expect(cellOf({ installType: 'R', systemSizeKw: 100, sidoCode: '11' }).sizeBand).toBe(
      'UNDER_1000',
    );
    expect(cellOf({ installType: 'R', systemSizeKw: 3, sidoCode: '11' }).sizeBand).toBe('UNDER_30');

    const regional = chooseSample(cell, {
      regionalQuotes: [150, 120, 140, 130, 160],
      nationalQuotes: [150, 120, 140, 130, 160, 200],
      references: [170],
    });
    expect(regional).toMatchObject({
      scope: 'region',
      regionName: '경남',
      quoteCount: 5,
      referenceCount: 0,
      sortedManwonPerKw: [120, 130, 140, 150, 160],
    });
    const national = chooseSample(cell, {
      regionalQuotes: [150],
      nationalQuotes: [150, 200],
      references: [190, 130, 170],
    });
    expect(national).toMatchObject({
      scope: 'nationwide',
      regionName: '전국',
      quoteCount: 2,
      referenceCount: 3,
      sortedManwonPerKw: [130, 150, 170, 190, 200],
    });
  });

  it('places a quote in a band of enough prices, and says how many there are when too few', () => {
    const cell = cellOf({ installType: 'L', systemSizeKw: 99, sidoCode: '48' });
    const band = placeInSample(
      chooseSample(cell, {
        regionalQuotes: [],
        nationalQuotes: [150, 200],
        references: [190, 130, 170],
      }),
      1_400_000,
    );
    expect(band).toEqual({
      installType: 'L',
      sizeBand: 'UNDER_100',
      scope: 'nationwide',
      regionName: '전국',
      n: 5,
      quoteCount: 2,
      referenceCount: 3,
      minSample: FAIR_PRICE_MIN_SAMPLE,
      percentile: 20,
      medianManwonPerKw: 170,
      lowManwonPerKw: 150,
      highManwonPerKw: 190,
    });
    const few = placeInSample(
      chooseSample(cell, { regionalQuotes: [], nationalQuotes: [150], references: [130] }),
      1_400_000,
    );
    expect(few).toMatchObject({
      n: 2,
      percentile: null,
      medianManwonPerKw: null,
      lowManwonPerKw: null,
      highManwonPerKw: null,
    });
  });
});
