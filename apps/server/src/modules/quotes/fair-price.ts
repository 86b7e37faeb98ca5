import {
  FAIR_PRICE_MIN_SAMPLE,
  sidoName,
  sizeBandOf,
  type FairPrice,
  type FairPriceSizeBand,
  type InstallType,
} from '@haetbit/contracts';

/** A sample of prices in 만원/kW, sorted ascending, with where it came from. */
export interface FairPriceSample {
  installType: InstallType;
  sizeBand: FairPriceSizeBand;
  scope: 'region' | 'nationwide';
  regionName: string;
  sortedManwonPerKw: number[];
  quoteCount: number;
  referenceCount: number;
}

/** The band's figures are shown in whole 만원 to one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The q-th quantile (0-1) of a sorted sample by linear interpolation between order statistics
 * (Hyndman & Fan type 7, the default of R and NumPy).
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of an empty sample');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  const high = sorted[above]!;
  return low + (high - low) * (position - below);
}

/**
 * The share of the sample priced below `value`, ties counting half (the mid-rank percentile), as
 * a whole percent: the cheapest of five distinct prices reads 10, the dearest 90.
 */
export function percentileOf(sorted: readonly number[], value: number): number {
  let below = 0;
  let equal = 0;
  for (const price of sorted) {
    if (price < value) below += 1;
    else if (price === value) equal += 1;
  }
  return Math.round(((below + equal / 2) / sorted.length) * 100);
}

/** Where a price per kW (in 원) falls in the sample; percentile and band null below the minimum. */
export function placeInSample(sample: FairPriceSample, pricePerKwKrw: number): FairPrice {
  const n = sample.sortedManwonPerKw.length;
  const enough = n >= FAIR_PRICE_MIN_SAMPLE;
  const sorted = sample.sortedManwonPerKw;
  return {
    installType: sample.installType,
    sizeBand: sample.sizeBand,
    scope: sample.scope,
    regionName: sample.regionName,
    n,
    quoteCount: sample.quoteCount,
    referenceCount: sample.referenceCount,
    minSample: FAIR_PRICE_MIN_SAMPLE,
    percentile: enough ? percentileOf(sorted, pricePerKwKrw / 10_000) : null,
    medianManwonPerKw: enough ? oneDecimal(quantile(sorted, 0.5)) : null,
    lowManwonPerKw: enough ? oneDecimal(quantile(sorted, 0.25)) : null,
    highManwonPerKw: enough ? oneDecimal(quantile(sorted, 0.75)) : null,
  };
}

/** What the band of a request is drawn from: its install type, size band and 시도. */
export interface FairPriceCell {
  installType: InstallType;
  sizeBand: FairPriceSizeBand;
  sidoCode: string;
}

export const cellOf = (request: {
  installType: string;
  systemSizeKw: number;
  sidoCode: string;
}): FairPriceCell => ({
  installType: request.installType === 'R' ? 'R' : 'L',
  sizeBand: sizeBandOf(request.systemSizeKw),
  sidoCode: request.sidoCode,
});

/**
 * The sample of a cell: the accepted quotes of its 시도 when they reach the minimum by themselves;
 * otherwise every accepted quote nationwide with the reference prices (which are nationwide).
 */
export function chooseSample(
  cell: FairPriceCell,
  prices: { regionalQuotes: number[]; nationalQuotes: number[]; references: number[] },
): FairPriceSample {
  const base = { installType: cell.installType, sizeBand: cell.sizeBand };
  if (prices.regionalQuotes.length >= FAIR_PRICE_MIN_SAMPLE) {
    return {
      ...base,
      scope: 'region',
      regionName: sidoName(cell.sidoCode),
      sortedManwonPerKw: [...prices.regionalQuotes].sort((a, b) => a - b),
      quoteCount: prices.regionalQuotes.length,
      referenceCount: 0,
    };
  }
  return {
    ...base,
    scope: 'nationwide',
    regionName: '전국',
    sortedManwonPerKw: [...prices.nationalQuotes, ...prices.references].sort((a, b) => a - b),
    quoteCount: prices.nationalQuotes.length,
    referenceCount: prices.references.length,
  };
}
