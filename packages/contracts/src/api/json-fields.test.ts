import { describe, expect, it } from 'vitest';
import { decodeAnalysis, decodePrediction, decodeTerms, encodePrediction } from './json-fields.js';
import type { Analysis } from '../analysis.js';

describe('JSON-in-string fields', () => {
  it('decodes a forecast and writes it back unchanged', () => {
    const prediction = {
      monthlyKwh: [1, 2, 3],
      profitData: { totalProfit: 10 } as never,
    };
    expect(decodePrediction(encodePrediction(prediction))).toEqual(prediction);
  });

  it('reads an analysis without a forecast as empty, and unreadable forecast text as empty', () => {
    const analysis = {
      landData: '{"area":100}',
      profitData: '',
      predictionMonthlyPower: 'not json',
    } as unknown as Analysis;
    const decoded = decodeAnalysis(analysis);
    expect(decoded.landData).toEqual({ area: 100 });
    expect(decoded.profitData).toBeNull();
    expect(decoded.monthlyKwh).toBeNull();
  });

  it('decodes the terms documents kept in contents', () => {
    const documents = [
      { category: '이용약관', content: [{ title: '제1조 (목적)', contents: ['이 약관은…'] }] },
    ];
    expect(decodeTerms({ contents: JSON.stringify(documents) })).toEqual(documents);
  });
});
