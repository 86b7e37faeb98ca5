import type { Analysis, LandData, ProfitData } from '../analysis.js';
import type { TermsDocument } from '../content.js';

/**
 * The API keeps three analysis fields as JSON inside a string, as the spec's tables store them
 * (spec section 9: `landData`, `profitData`, `predictionMonthlyPower`), and the terms in
 * `contents` (spec section 7). They are decoded here and nowhere else. Type imports only: the web app decodes without loading the schemas.
 */

/** A JSON string field that may be empty or unreadable (a forecast not made yet). */
function decodeOptional<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** An analysis's own fields: its JSON strings are decoded beside them, never kept as text. */
export type AnalysisFacts = Omit<Analysis, 'landData' | 'profitData' | 'predictionMonthlyPower'>;

/** A forecast as the owner's screens read it. */
export interface DecodedPrediction {
  monthlyKwh: number[];
  profitData: ProfitData;
}

/** An analysis with its JSON strings decoded once. */
export interface DecodedAnalysis {
  analysis: AnalysisFacts;
  landData: LandData;
  /** The forecast stored with the analysis: null before one is made (a new size discards it). */
  prediction: DecodedPrediction | null;
}

/** The analysis's fields without its JSON strings. */
export function analysisFacts(analysis: Analysis): AnalysisFacts {
  const {
    landData: _land,
    profitData: _profit,
    predictionMonthlyPower: _monthly,
    ...facts
  } = analysis;
  return facts;
}

/** The forecast stored with an analysis, or null (none yet, or unreadable). */
export function storedPrediction(
  analysis: Pick<Analysis, 'profitData' | 'predictionMonthlyPower'>,
): DecodedPrediction | null {
  const profitData = decodeOptional<ProfitData>(analysis.profitData);
  const monthlyKwh = decodeOptional<number[]>(analysis.predictionMonthlyPower);
  return profitData && monthlyKwh ? { profitData, monthlyKwh } : null;
}

export function decodeAnalysis(analysis: Analysis): DecodedAnalysis {
  return {
    analysis: analysisFacts(analysis),
    // The server always stores land data with the analysis: unreadable land data is a fault.
    landData: JSON.parse(analysis.landData) as LandData,
    prediction: storedPrediction(analysis),
  };
}

/** The prediction call's answer. */
export function decodePrediction(answer: {
  predictionMonthlyPower: string;
  profitData: string;
}): DecodedPrediction {
  return {
    monthlyKwh: JSON.parse(answer.predictionMonthlyPower) as number[],
    profitData: JSON.parse(answer.profitData) as ProfitData,
  };
}

/** The default terms' `contents`: a JSON string of the documents (spec section 7). */
export function decodeTerms(answer: { contents: string }): TermsDocument[] {
  return JSON.parse(answer.contents) as TermsDocument[];
}
