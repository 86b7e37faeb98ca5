import { z } from 'zod';
import { INSTALL_TYPES } from './constants.js';

/**
 * The fair-price band (issue 33): where a quote's price per kW falls among the market's accepted
 * quotes (and seeded, sourced reference prices) of the same install type and size band, in the
 * request's 시도 when it has enough of them, nationwide otherwise. With fewer than
 * FAIR_PRICE_MIN_SAMPLE prices the answer says so instead of a band.
 */
export const FAIR_PRICE_MIN_SAMPLE = 5;

/** Size bands of the band's sample, by the request's capacity: [fromKw, next band's fromKw). */
export const FAIR_PRICE_SIZE_BANDS = [
  { code: 'UNDER_30', label: '30kW 미만', fromKw: 0 },
  { code: 'UNDER_100', label: '30~100kW', fromKw: 30 },
  { code: 'UNDER_1000', label: '100kW~1MW', fromKw: 100 },
  { code: 'FROM_1000', label: '1MW 이상', fromKw: 1000 },
] as const;
export type FairPriceSizeBand = (typeof FAIR_PRICE_SIZE_BANDS)[number]['code'];
export const FAIR_PRICE_SIZE_BAND_CODES = FAIR_PRICE_SIZE_BANDS.map((band) => band.code) as [
  FairPriceSizeBand,
  ...FairPriceSizeBand[],
];

/** The size band of a capacity in kW. */
export function sizeBandOf(systemSizeKw: number): FairPriceSizeBand {
  let code: FairPriceSizeBand = 'UNDER_30';
  for (const band of FAIR_PRICE_SIZE_BANDS) if (systemSizeKw >= band.fromKw) code = band.code;
  return code;
}

export const sizeBandLabel = (code: FairPriceSizeBand): string =>
  FAIR_PRICE_SIZE_BANDS.find((band) => band.code === code)?.label ?? code;

/** How sure a reference price is, in the reference files' words. */
export const REFERENCE_CONFIDENCES = ['confirmed', 'reported', 'unconfirmed', 'derived'] as const;
export type ReferenceConfidence = (typeof REFERENCE_CONFIDENCES)[number];
export const REFERENCE_CONFIDENCE_LABELS: Record<ReferenceConfidence, string> = {
  confirmed: '출처 확인',
  reported: '보도 인용',
  unconfirmed: '미확인',
  derived: '출처 자료로 계산',
};

/** Where a quote falls, or (percentile and median null) that there are too few prices yet. */
export const fairPriceSchema = z.object({
  installType: z.enum(INSTALL_TYPES),
  sizeBand: z.enum(FAIR_PRICE_SIZE_BAND_CODES),
  /** 'region': the request's 시도 had enough prices; 'nationwide' otherwise. */
  scope: z.enum(['region', 'nationwide']),
  /** The 시도's short name, or '전국'. */
  regionName: z.string(),
  /** Prices in the sample: accepted quotes plus reference prices. */
  n: z.number().int(),
  quoteCount: z.number().int(),
  referenceCount: z.number().int(),
  minSample: z.number().int(),
  /** 0-100: the share of the sample priced below this quote (ties count half); null: too few. */
  percentile: z.number().int().nullable(),
  medianManwonPerKw: z.number().nullable(),
  /** The middle half of the sample (25th and 75th percentile); null: too few. */
  lowManwonPerKw: z.number().nullable(),
  highManwonPerKw: z.number().nullable(),
});
export type FairPrice = z.infer<typeof fairPriceSchema>;

/** A seeded reference price as the owner reads its source. */
export const fairPriceReferenceSchema = z.object({
  installType: z.enum(INSTALL_TYPES),
  sizeBand: z.enum(FAIR_PRICE_SIZE_BAND_CODES),
  manwonPerKw: z.number(),
  /** What the figure is, in a line ('100kW 지상형 약 1.7억원'). */
  note: z.string(),
  source: z.string(),
  /** 기준일: the year or date the figure is of. */
  asOf: z.string(),
  confidence: z.enum(REFERENCE_CONFIDENCES),
});
export type FairPriceReference = z.infer<typeof fairPriceReferenceSchema>;
