import {
  FAIR_PRICE_SIZE_BAND_CODES,
  MODULE_LOW_CARBON_GRADES,
  QUOTE_CHECKLIST_FIELDS,
  quoteSchema,
  type FairPriceReference,
  type ModuleLowCarbonGrade,
  type Quote,
  type ReferenceConfidence,
  REFERENCE_CONFIDENCES,
} from '@haetbit/contracts';
import { answerFields, fieldsOf } from '../../lib/answer-fields.js';
import type { FairPriceReferenceRow, MatchQuoteRow } from './tables.js';

/** The quote's fields that are its columns under the same names. */
const COLUMN_FIELDS = fieldsOf(quoteSchema).filter(
  (field): field is Exclude<typeof field, 'complete' | 'moduleLowCarbon'> =>
    field !== 'complete' && field !== 'moduleLowCarbon',
);

const lowCarbonOf = (value: string | null): ModuleLowCarbonGrade | null =>
  MODULE_LOW_CARBON_GRADES.find((grade) => grade === value) ?? null;

/**
 * Whether every checklist field is filled. The output guarantee and the maintenance price may be
 * null by choice (no guarantee, maintenance not included): they count as filled when their
 * switch says so.
 */
export function isComplete(row: MatchQuoteRow): boolean {
  return QUOTE_CHECKLIST_FIELDS.every((field) => {
    if (field === 'guaranteeHoursPerDay' || field === 'guaranteeYears') {
      return (row.guaranteeHoursPerDay === null) === (row.guaranteeYears === null);
    }
    if (field === 'omYearlyPriceKrw') {
      return row.omIncluded !== null && row.omIncluded === (row.omYearlyPriceKrw !== null);
    }
    return row[field] !== null;
  });
}

/** A stored quote as every answer shows it. */
export const quoteView = (row: MatchQuoteRow): Quote => ({
  ...answerFields(row, COLUMN_FIELDS),
  moduleLowCarbon: lowCarbonOf(row.moduleLowCarbon),
  complete: isComplete(row),
});

/** A seeded reference price as the owner reads it (its operator reference stays behind). */
export const fairPriceReferenceView = (row: FairPriceReferenceRow): FairPriceReference => ({
  installType: row.installType === 'R' ? 'R' : 'L',
  sizeBand: FAIR_PRICE_SIZE_BAND_CODES.find((band) => band === row.sizeBand) ?? 'UNDER_30',
  manwonPerKw: row.manwonPerKw,
  note: row.note,
  source: row.source,
  asOf: row.asOf,
  confidence:
    REFERENCE_CONFIDENCES.find((item): item is ReferenceConfidence => item === row.confidence) ??
    'unconfirmed',
});
