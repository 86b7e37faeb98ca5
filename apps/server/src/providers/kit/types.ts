import type { HttpOptions } from './http.js';

/** What every public adapter needs: where the service lives, its key and the HTTP policy. */
export interface PublicAdapterOptions {
  baseUrl: string;
  /** The API key; without it every call answers `not_configured`. */
  key: string | undefined;
  http: HttpOptions;
  /** VWorld keys are bound to a registered domain, sent as `domain`. */
  domain?: string;
  now?: () => Date;
}

export interface OfflineAdapterOptions {
  now?: () => Date;
}

export const DEFAULT_BASE_URLS = {
  vworld: 'https://api.vworld.kr',
  dataGoKr: 'https://apis.data.go.kr',
  kepco: 'https://bigdata.kepco.co.kr',
} as const;
