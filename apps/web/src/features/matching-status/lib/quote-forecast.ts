import type { FinanceInputs } from '@haetbit/contracts';
import type * as DeviceModule from '@haetbit/solar/device';

/** The engine's device part (finance only), loaded when the comparison opens. */
export type DeviceEngine = typeof DeviceModule;
export const loadDeviceEngine = (): Promise<DeviceEngine> => import('@haetbit/solar/device');

/**
 * The owner's own forecast at a contractor's price: the engine's 20-year finance for this parcel
 * (the server's first-year energy and prices) with the quote's total as the project cost, every
 * other assumption at its sourced default. Answers the year the project cost is paid back, or
 * null when it is not within 20 years.
 */
export function paybackAtPrice(
  engine: DeviceEngine,
  inputs: FinanceInputs,
  totalPriceKrw: number,
): number | null {
  const result = engine.runFinance({
    systemSizeKw: inputs.systemSizeKw,
    installType: inputs.installType,
    isForest: inputs.isForest,
    firstYearKwh: inputs.firstYearKwh,
    curtailmentPct: inputs.curtailmentPct,
    recWeight: inputs.recWeight,
    smpPriceKrwPerKwh: inputs.smpPriceKrwPerKwh,
    recPriceKrwPerRec: inputs.recPriceKrwPerRec,
    projectCostManwonPerKw: totalPriceKrw / 10_000 / inputs.systemSizeKw,
  });
  return result.projectPaybackYear;
}

export type QuoteSortKey = 'totalPriceKrw' | 'pricePerKwKrw' | 'payback' | 'warranty' | 'days';
export type SortDirection = 'ascending' | 'descending';

export interface ComparedQuote {
  ccId: number;
  totalPriceKrw: number | null;
  pricePerKwKrw: number | null;
  payback: number | null;
  warranty: readonly [number, number, number] | null;
  days: number | null;
}

/** Warranties compare by workmanship first (the installer's own promise), then inverter, modules. */
function compareWarranty(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Rows in the chosen order; a proposal without a quote (or a figure) always comes last. */
export function sortQuotes<T extends ComparedQuote>(
  rows: readonly T[],
  key: QuoteSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    if (left === null || right === null) {
      return left === right ? a.ccId - b.ccId : left === null ? 1 : -1;
    }
    const diff =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : compareWarranty(left as readonly number[], right as readonly number[]);
    return diff !== 0 ? sign * diff : a.ccId - b.ccId;
  });
}

/** The contractors marked in the table: the cheapest total and the longest warranty. */
export function marks(rows: readonly ComparedQuote[]): {
  cheapest: number | null;
  longestWarranty: number | null;
} {
  const priced = sortQuotes(rows, 'totalPriceKrw', 'ascending').filter(
    (row) => row.totalPriceKrw !== null,
  );
  const warranted = sortQuotes(rows, 'warranty', 'descending').filter(
    (row) => row.warranty !== null,
  );
  return {
    cheapest: priced[0]?.ccId ?? null,
    longestWarranty: warranted[0]?.ccId ?? null,
  };
}

/** The rows whose text differs between the quotes that have one (a row of one quote never does). */
export function differingRows<K extends string>(
  values: readonly (Readonly<Record<K, string>> | null)[],
): Set<K> {
  const present = values.filter((item): item is Readonly<Record<K, string>> => item !== null);
  const differs = new Set<K>();
  const first = present[0];
  if (!first) return differs;
  for (const key of Object.keys(first) as K[]) {
    if (present.some((item) => item[key] !== first[key])) differs.add(key);
  }
  return differs;
}
