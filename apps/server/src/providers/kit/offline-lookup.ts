import { offlineDataset, type OfflineDataset } from '../offline-data/index.js';
import { ok, unavailable, type ProviderResult } from './result.js';
import type { OfflineAdapterOptions } from './types.js';

export type OfflineDatasetOptions = OfflineAdapterOptions & { dataset?: OfflineDataset };

export interface OfflineLookup {
  dataset: OfflineDataset;
  now: () => Date;
  /** An `offline` ok result for a value found, `empty` with the detail for nothing found. */
  found<T>(value: T | null | undefined, emptyDetail: string, at?: Date): ProviderResult<T>;
}

/** What every offline adapter starts from: the embedded dataset (or a test's), a clock, an answer. */
export function offlineLookup(options: OfflineDatasetOptions = {}): OfflineLookup {
  const dataset = options.dataset ?? offlineDataset();
  const now = options.now ?? (() => new Date());
  return {
    dataset,
    now,
    found: (value, emptyDetail, at = now()) =>
      value === null || value === undefined
        ? unavailable('empty', emptyDetail)
        : ok(value, 'offline', at),
  };
}
