import { createOfflineAddressSearch } from './address-search/offline.js';
import type { AddressSearchPort } from './address-search/port.js';
import { createPublicAddressSearch } from './address-search/public.js';
import { createOfflineBuildingRegister } from './building-register/offline.js';
import type { BuildingRegisterPort } from './building-register/port.js';
import { createPublicBuildingRegister } from './building-register/public.js';
import { defaultHttpOptions, instrument, type HttpOptions } from './kit/http.js';
import { createOfflineKepcoGrid } from './kepco-grid/offline.js';
import type { KepcoGridPort } from './kepco-grid/port.js';
import { createPublicKepcoGrid } from './kepco-grid/public.js';
import { createOfflineLandCharacteristics } from './land-characteristics/offline.js';
import type { LandCharacteristicsPort } from './land-characteristics/port.js';
import { createPublicLandCharacteristics } from './land-characteristics/public.js';
import { createOfflineLandMovement } from './land-movement/offline.js';
import type { LandMovementPort } from './land-movement/port.js';
import { createPublicLandMovement } from './land-movement/public.js';
import { createOfflineLandPossession } from './land-possession/offline.js';
import type { LandPossessionPort } from './land-possession/port.js';
import { createPublicLandPossession } from './land-possession/public.js';
import { createOfflineLandPrice } from './land-price/offline.js';
import type { LandPricePort } from './land-price/port.js';
import { createPublicLandPrice } from './land-price/public.js';
import { createOfflineLandUseRegulation } from './land-use-regulation/offline.js';
import type { LandUseRegulationPort } from './land-use-regulation/port.js';
import { createPublicLandUseRegulation } from './land-use-regulation/public.js';
import { createOfflineParcelBoundary } from './parcel-boundary/offline.js';
import type { ParcelBoundaryPort } from './parcel-boundary/port.js';
import { createPublicParcelBoundary } from './parcel-boundary/public.js';
import {
  ProviderMetrics,
  silentLogger,
  type PortCounters,
  type ProviderLogger,
  type ProviderSource,
} from './kit/result.js';
import { DEFAULT_BASE_URLS, type PublicAdapterOptions } from './kit/types.js';

export type { AddressSearchPort } from './address-search/port.js';
export type { BuildingRegisterPort } from './building-register/port.js';
export type { KepcoGridPort, KepcoLocation } from './kepco-grid/port.js';
export type { LandCharacteristicsPort } from './land-characteristics/port.js';
export type { LandMovementPort } from './land-movement/port.js';
export type { LandPossessionPort } from './land-possession/port.js';
export type { LandPricePort } from './land-price/port.js';
export type { LandUseRegulationPort } from './land-use-regulation/port.js';
export type { ParcelBoundaryPort } from './parcel-boundary/port.js';
export * from './kit/result.js';

/** The parcel, land and grid ports (DESIGN D5). */
export interface Providers {
  addressSearch: AddressSearchPort;
  parcelBoundary: ParcelBoundaryPort;
  landCharacteristics: LandCharacteristicsPort;
  landPossession: LandPossessionPort;
  landMovement: LandMovementPort;
  landPrice: LandPricePort;
  buildingRegister: BuildingRegisterPort;
  landUseRegulation: LandUseRegulationPort;
  kepcoGrid: KepcoGridPort;
  /** Which adapter each port uses and whether its key is present. */
  readonly adapters: Record<keyof Omit<Providers, 'adapters' | 'metrics'>, ProviderSource>;
  readonly metrics: ProviderMetrics;
}

export interface ProvidersConfig {
  /** DATA_PROVIDER: offline (embedded data, default) or public (the real services). */
  dataProvider: 'offline' | 'public';
  /** VWORLD_API_KEY, DATA_GO_KR_API_KEY, KEPCO_API_KEY. */
  keys: { vworld?: string | undefined; dataGoKr?: string | undefined; kepco?: string | undefined };
  /** VWORLD_BASE_URL, DATA_GO_KR_BASE_URL, KEPCO_BASE_URL (tests and proxies). */
  baseUrls?: {
    vworld?: string | undefined;
    dataGoKr?: string | undefined;
    kepco?: string | undefined;
  };
  /** VWORLD_DOMAIN: the service URL the VWorld key was registered for. */
  vworldDomain?: string | undefined;
  /** PROVIDER_TIMEOUT_MS (default 10 000). */
  timeoutMs?: number | undefined;
  /** Back-off before the one retry of an idempotent call (default 400 ms). */
  backoffMs?: number | undefined;
  now?: () => Date;
}

const KEY_OF_PORT = {
  addressSearch: 'vworld',
  parcelBoundary: 'vworld',
  landCharacteristics: 'vworld',
  landPossession: 'vworld',
  landMovement: 'vworld',
  landPrice: 'vworld',
  buildingRegister: 'dataGoKr',
  landUseRegulation: 'vworld',
  kepcoGrid: 'kepco',
} as const;
type PortName = keyof typeof KEY_OF_PORT;

/**
 * Builds every port with the configured adapter. Adapters never throw: each method's result is
 * counted in `metrics` and each unavailable result logged at warn through `logger`.
 */
export function createProviders(
  config: ProvidersConfig,
  logger: ProviderLogger = silentLogger,
): Providers {
  const metrics = new ProviderMetrics();
  const context = { metrics, logger };
  const now = config.now;
  const source: ProviderSource = config.dataProvider;
  const adapters = Object.fromEntries(
    Object.keys(KEY_OF_PORT).map((port) => [port, source]),
  ) as Providers['adapters'];

  let ports: Omit<Providers, 'adapters' | 'metrics'>;
  if (source === 'offline') {
    const options = now ? { now } : {};
    ports = {
      addressSearch: createOfflineAddressSearch(options),
      parcelBoundary: createOfflineParcelBoundary(options),
      landCharacteristics: createOfflineLandCharacteristics(options),
      landPossession: createOfflineLandPossession(options),
      landMovement: createOfflineLandMovement(options),
      landPrice: createOfflineLandPrice(options),
      buildingRegister: createOfflineBuildingRegister(options),
      landUseRegulation: createOfflineLandUseRegulation(options),
      kepcoGrid: createOfflineKepcoGrid(options),
    };
  } else {
    const http: HttpOptions = {
      ...defaultHttpOptions,
      ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
      ...(config.backoffMs !== undefined ? { backoffMs: config.backoffMs } : {}),
    };
    const vworld: PublicAdapterOptions = {
      baseUrl: config.baseUrls?.vworld ?? DEFAULT_BASE_URLS.vworld,
      key: config.keys.vworld,
      http,
      ...(config.vworldDomain ? { domain: config.vworldDomain } : {}),
      ...(now ? { now } : {}),
    };
    const dataGoKr: PublicAdapterOptions = {
      baseUrl: config.baseUrls?.dataGoKr ?? DEFAULT_BASE_URLS.dataGoKr,
      key: config.keys.dataGoKr,
      http,
      ...(now ? { now } : {}),
    };
    const kepco: PublicAdapterOptions = {
      baseUrl: config.baseUrls?.kepco ?? DEFAULT_BASE_URLS.kepco,
      key: config.keys.kepco,
      http,
      ...(now ? { now } : {}),
    };
    const parcelBoundary = instrument(
      'parcelBoundary',
      createPublicParcelBoundary(vworld),
      'public',
      context,
    );
    ports = {
      addressSearch: createPublicAddressSearch({ ...vworld, boundary: parcelBoundary }),
      parcelBoundary,
      landCharacteristics: createPublicLandCharacteristics(vworld),
      landPossession: createPublicLandPossession(vworld),
      landMovement: createPublicLandMovement(vworld),
      landPrice: createPublicLandPrice(vworld),
      buildingRegister: createPublicBuildingRegister(dataGoKr),
      landUseRegulation: createPublicLandUseRegulation(vworld),
      kepcoGrid: createPublicKepcoGrid(kepco),
    };
  }

  const instrumented = Object.fromEntries(
    (Object.keys(ports) as PortName[]).map((name) => [
      name,
      name === 'parcelBoundary' && source === 'public'
        ? ports[name]
        : instrument(name, ports[name], source, context),
    ]),
  ) as unknown as Omit<Providers, 'adapters' | 'metrics'>;
  return { ...instrumented, adapters, metrics };
}

export interface ProvidersDescription {
  dataProvider: ProviderSource;
  ports: Record<PortName, { adapter: ProviderSource; keyPresent: boolean | null }>;
  counters: Record<string, PortCounters>;
}

/**
 * For /readyz: the adapter behind each port, whether the key it needs is present (null for the
 * offline adapter, which needs none) and the call counters so far. Never shows a key.
 */
export function describeProviders(
  providers: Providers,
  config: Pick<ProvidersConfig, 'keys'>,
): ProvidersDescription {
  const ports = Object.fromEntries(
    (Object.keys(KEY_OF_PORT) as PortName[]).map((name) => {
      const adapter = providers.adapters[name];
      return [
        name,
        {
          adapter,
          keyPresent: adapter === 'offline' ? null : Boolean(config.keys[KEY_OF_PORT[name]]),
        },
      ];
    }),
  ) as ProvidersDescription['ports'];
  const adapterValues = Object.values(providers.adapters);
  return {
    dataProvider: adapterValues.every((value) => value === 'offline') ? 'offline' : 'public',
    ports,
    counters: providers.metrics.snapshot(),
  };
}
