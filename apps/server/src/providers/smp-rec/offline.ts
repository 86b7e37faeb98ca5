import { ok, unavailable } from '../kit/result.js';
import type { OfflineAdapterOptions } from '../kit/types.js';
import type { SmpRecPort, SmpRecTable } from './port.js';

/** The offline adapter: the seeded price tables (shared/reference/prices-and-rec.md). */
export function createOfflineSmpRec(
  table: SmpRecTable,
  options: OfflineAdapterOptions = {},
): SmpRecPort {
  const now = options.now ?? (() => new Date());
  return {
    async smp(localDiv, onOrBefore) {
      const quote = await table.findSmp(localDiv, onOrBefore);
      if (!quote)
        return unavailable(
          'empty',
          `no SMP row for localDiv ${localDiv} on or before ${onOrBefore}`,
        );
      return ok(quote, 'offline', now());
    },
    async rec(onOrBefore) {
      const quote = await table.findRec(onOrBefore);
      if (!quote) return unavailable('empty', `no REC row on or before ${onOrBefore}`);
      return ok(quote, 'offline', now());
    },
  };
}
