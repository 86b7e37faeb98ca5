import type { LocalDiv, PriceConfidence } from '@haetbit/contracts';
import type { ProviderResult } from '../kit/result.js';

/** What period a price row describes. Monthly and weekly averages carry one value for every hour. */
export type PricePeriod = 'day' | 'week' | 'month' | 'partial-month' | 'year';

/** SMP (계통한계가격) for one local division, as 24 hourly prices. */
export interface SmpQuote {
  localDiv: LocalDiv;
  /** First day the figure covers, ISO YYYY-MM-DD (KST). */
  smpDt: string;
  /** Last day the figure covers, ISO YYYY-MM-DD (KST). */
  periodEnd: string;
  period: PricePeriod;
  /** h1..h24, KRW/kWh. */
  hourlyKrwPerKwh: number[];
  /** `flat-average`: only an average was published, so every hour carries it. */
  hourlyBasis: 'hourly' | 'flat-average';
  source: string;
  confidence: PriceConfidence;
}

/** REC spot price (현물시장), KRW per REC (1 REC = 1 MWh). */
export interface RecQuote {
  /** First day the figure covers (the trading day for a single session), ISO YYYY-MM-DD. */
  tradeDt: string;
  periodEnd: string;
  period: PricePeriod;
  landAvgKrwPerRec: number;
  /** null when no Jeju figure is known for the period (nothing is derived). */
  jejuAvgKrwPerRec: number | null;
  source: string;
  confidence: PriceConfidence;
}

/**
 * SMP and REC prices on or before a day. Adapters never throw: a missing figure is an
 * `unavailable` result (`empty` when nothing is published on or before the day).
 */
export interface SmpRecPort {
  /** The row for exactly this local division that best describes `onOrBefore` (ISO date, KST). */
  smp(localDiv: LocalDiv, onOrBefore: string): Promise<ProviderResult<SmpQuote>>;
  rec(onOrBefore: string): Promise<ProviderResult<RecQuote>>;
}

/** The table the offline adapter reads (implemented by the prices module's repository). */
export interface SmpRecTable {
  findSmp(localDiv: LocalDiv, onOrBefore: string): Promise<SmpQuote | undefined>;
  findRec(onOrBefore: string): Promise<RecQuote | undefined>;
}
