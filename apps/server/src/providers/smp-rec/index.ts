import { defaultHttpOptions, type HttpOptions } from '../kit/http.js';
import { DEFAULT_BASE_URLS } from '../kit/types.js';
import { createPublicSmpRec } from './public.js';
import type { SmpRecPort } from './port.js';

export type { PricePeriod, RecQuote, SmpQuote, SmpRecPort, SmpRecTable } from './port.js';
export { createOfflineSmpRec } from './offline.js';
export { createPublicSmpRec, KPX_SMP_PATH, KPX_SMP_SOURCE } from './public.js';

/**
 * The public SMP adapter when DATA_PROVIDER is `public`, else undefined: the prices service then
 * reads its own table (the offline adapter). Timeout 10 000 ms (PROVIDER_TIMEOUT_MS), one retry.
 */
export function createSmpRecPortFromConfig(config: {
  dataProvider: 'offline' | 'public';
  keys: { dataGoKr?: string | undefined };
  providerBaseUrls: { dataGoKr?: string | undefined };
  providerTimeoutMs: number;
}): SmpRecPort | undefined {
  if (config.dataProvider !== 'public') return undefined;
  const http: HttpOptions = { ...defaultHttpOptions, timeoutMs: config.providerTimeoutMs };
  return createPublicSmpRec({
    baseUrl: config.providerBaseUrls.dataGoKr ?? DEFAULT_BASE_URLS.dataGoKr,
    key: config.keys.dataGoKr,
    http,
  });
}
