import { describe, expect, it } from 'vitest';
import { decodeAnalysis, decodePrediction, decodeTerms } from './json-fields.js';
import type { Analysis } from '../analysis.js';

describe('JSON-in-string fields', () => {
  it('decodes a forecast answer', () => {
    const prediction = { monthlyKwh: [1, 2, 3], profitData: { totalProfit: 10 } as never };
    expect(
      decodePrediction({ predictionMonthlyPower: '[1,2,3]', profitData: '{"totalProfit":10}' }),
    ).toEqual(prediction);
  });

  it('decodes an analysis once: its fields without the strings, the land data and its forecast', () => {
    const analysis = {
      id: 3,
      landData: '{"area":100}',
      profitData: '{"totalProfit":10}',
      predictionMonthlyPower: '[1,2]',
    } as unknown as Analysis;
    expect(decodeAnalysis(analysis)).toEqual({
      analysis: { id: 3 },
      landData: { area: 100 },
      prediction: { profitData: { totalProfit: 10 }, monthlyKwh: [1, 2] },
    });
  });

  it('reads an analysis without a forecast as empty, and unreadable forecast text as empty', () => {
    const analysis = {
      landData: '{"area":100}',
      profitData: '',
      predictionMonthlyPower: 'not json',
    } as unknown as Analysis;
    const decoded = decodeAnalysis(analysis);
    expect(decoded.landData).toEqual({ area: 100 });
    expect(decoded.prediction).toBeNull();
  });

  it('decodes the terms documents kept in contents', () => {
    const documents = [
      { category: '이용약관', content: [{ title: '제1조 (목적)', contents: ['이 약관은…'] }] },
    ];
    expect(decodeTerms({ contents: JSON.stringify(documents) })).toEqual(documents);
  });
});
