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

/** An analysis with its JSON strings decoded once. */
export interface DecodedAnalysis {
  analysis: Analysis;
  landData: LandData;
  profitData: ProfitData | null;
  monthlyKwh: number[] | null;
}

export function decodeAnalysis(analysis: Analysis): DecodedAnalysis {
  return {
    analysis,
    // The server always stores land data with the analysis: unreadable land data is a fault.
    landData: JSON.parse(analysis.landData) as LandData,
    profitData: decodeOptional<ProfitData>(analysis.profitData),
    monthlyKwh: decodeOptional<number[]>(analysis.predictionMonthlyPower),
  };
}

/** A forecast as the owner's screens read it. */
export interface DecodedPrediction {
  monthlyKwh: number[];
  profitData: ProfitData;
}

export function decodePrediction(answer: {
  predictionMonthlyPower: string;
  profitData: string;
}): DecodedPrediction {
  return {
    monthlyKwh: JSON.parse(answer.predictionMonthlyPower) as number[],
    profitData: JSON.parse(answer.profitData) as ProfitData,
  };
}

/** The same fields written back into a cached analysis after a forecast. */
export function encodePrediction(prediction: DecodedPrediction): {
  predictionMonthlyPower: string;
  profitData: string;
} {
  return {
    predictionMonthlyPower: JSON.stringify(prediction.monthlyKwh),
    profitData: JSON.stringify(prediction.profitData),
  };
}

/** The default terms' `contents`: a JSON string of the documents (spec section 7). */
export function decodeTerms(answer: { contents: string }): TermsDocument[] {
  return JSON.parse(answer.contents) as TermsDocument[];
}
