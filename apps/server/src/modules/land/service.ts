import {
  LAND_MESSAGES,
  kstDay,
  type DevLimitInfo,
  type InstallType,
  type LandData,
  type LandInfo,
  type LandPrice,
  type LocalLimitArea,
  type LocalOrdinance,
  type SelectedJibunInfo,
} from '@haetbit/contracts';
import type { Clock } from '../../lib/clock.js';
import { SIDO_SHORT } from '../../lib/sido.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { Providers } from '../../providers/index.js';
import type { ProviderResult } from '../../providers/kit/result.js';
import {
  computeCapacity,
  solarLayout,
  type CapacityInput,
  type LayoutFunction,
} from './capacity.js';
import { assessFeasibility, type DataOrigin } from './feasibility.js';
import { createAddressSearch } from './address-search.js';
import { createGridLookups } from './grid.js';
import type { CollectedParcel, ParcelAnalysis } from './parcel.js';
import {
  lotOfAddress,
  lotQuery,
  ordinanceAreaOf,
  toAnswer,
  variantPnu,
  zoneInLimitList,
} from './lots.js';
import { ordinanceNote } from './seed-data.js';
import type { LandRepo, OrdinanceRow, SitingRepo } from './repo.js';
import { createSitingRules } from './siting-rules.js';

export type { CollectedParcel, ParcelAnalysis } from './parcel.js';
export {
  lotOfAddress,
  ordinanceAreaOf,
  parseLot,
  toAnswer,
  variantPnu,
  zoneInLimitList,
  type LookupAnswer,
} from './lots.js';

export interface LandServiceDeps {
  providers: Providers;
  repo: LandRepo;
  /** The operator's writes of the grid and siting rules (absent in read-only tests). */
  sitingRepo?: SitingRepo;
  clock: Clock;
  /** Swap for packages/solar's layout when it lands. */
  layout?: LayoutFunction;
}

const originOf = (result: ProviderResult<unknown>): DataOrigin | null =>
  result.status === 'ok' ? { source: result.source, fetchedAt: result.fetchedAt } : null;

export function createLandService({
  providers,
  repo,
  sitingRepo,
  clock,
  layout = solarLayout,
}: LandServiceDeps) {
  const rules = createSitingRules({ repo, clock, ...(sitingRepo ? { sitingRepo } : {}) });
  const currentYear = () => clock.now().getUTCFullYear();
  // Reference tables every parcel's verdict reads (seeded, changed by a release or SQL): kept a
  // minute per key in this process, like the FAQ (docs/decisions/009).
  const limitAreaCache = ttlCache<string[]>({ ttlMs: 60_000, clock });
  const ordinanceCache = ttlCache<OrdinanceRow[]>({ ttlMs: 60_000, clock, maxEntries: 300 });
  const search = createAddressSearch(providers);
  const { kepcoJibunList, dispersedGeneration } = createGridLookups(providers, clock);

  /**
   * Land characteristics with the spec's fallback: the requested year, the year before, then the
   * variant PNU (digit 11 → 3) for both years. The first hit wins.
   */
  async function landInfo(pnu: string, year: number): Promise<ProviderResult<LandInfo>> {
    const attempts = [
      { pnu, year, fallback: 'none' as const },
      { pnu, year: year - 1, fallback: 'previous_year' as const },
      { pnu: variantPnu(pnu), year, fallback: 'variant_pnu' as const },
      { pnu: variantPnu(pnu), year: year - 1, fallback: 'variant_pnu_previous_year' as const },
    ];
    let last: ProviderResult<LandInfo> = { status: 'unavailable', reason: 'empty' };
    for (const attempt of attempts) {
      const result = await providers.landCharacteristics.getByYear(attempt.pnu, attempt.year);
      if (result.status === 'ok') {
        return {
          ...result,
          value: {
            ...result.value,
            requestedPnu: pnu,
            requestedYear: year,
            fallback: attempt.fallback,
          },
        };
      }
      last = result;
      // A service that is down will not answer the next attempt either.
      if (result.reason !== 'empty') return last;
    }
    return last;
  }

  function limitList(sidoCode: string): Promise<string[]> {
    return limitAreaCache.get(sidoCode, async () => {
      const row = await repo.findLimitArea(sidoCode);
      return row
        ? row.limitArea
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
        : [];
    });
  }

  async function devLimits(pnu: string): Promise<ProviderResult<DevLimitInfo>> {
    const zones = await providers.landUseRegulation.getZones(pnu);
    if (zones.status !== 'ok') return zones;
    const limits = await limitList(pnu.slice(0, 2));
    const items = zones.value.map((zone) => ({
      td0: zone.name,
      cnflcAtNm: zone.relation,
      limited: zoneInLimitList(zone, limits),
    }));
    return {
      ...zones,
      value: {
        pnu,
        items,
        limitState: items.some((item) => item.limited) ? 'in_limit_list' : 'other',
      },
    };
  }

  async function ordinanceFor(area: string): Promise<LocalOrdinance> {
    const words = area.trim().split(/\s+/);
    const sigungu = words.at(-1) ?? '';
    const sidoWord = words.length > 1 ? words[0]! : null;
    const sido = sidoWord ? (SIDO_SHORT[sidoWord] ?? sidoWord) : null;
    const rows = await ordinanceCache.get(sigungu, () => repo.findOrdinancesBySigungu(sigungu));
    const row: OrdinanceRow | undefined = sido
      ? rows.find((candidate) => candidate.sido === sido)
      : rows[0];
    if (!row) {
      return {
        area,
        found: false,
        title: null,
        content: null,
        content2: null,
        status: null,
        source: null,
        asOf: null,
        message: LAND_MESSAGES.ordinanceAbsent,
      };
    }
    return {
      area,
      found: true,
      title: row.title,
      content: row.content,
      // The note under the text is written from the row's fields in Korean, never the source's
      // raw status words or a bare URL (older databases keep an older content2 text).
      content2: ordinanceNote(row),
      status: row.status,
      source: row.source,
      asOf: row.asOf,
      message: null,
      setbackKnown: row.roadM !== null || row.residentialM !== null,
    };
  }

  async function limitArea(sidoCode: string): Promise<LocalLimitArea | null> {
    const row = await repo.findLimitArea(sidoCode);
    return row
      ? {
          sidoCode: row.sidoCode,
          limitArea: row.limitArea,
          source: row.source,
          confidence: row.confidence,
        }
      : null;
  }

  /** The PNU of an address: given by the client, or the best search hit for the address. */
  /** The latest published 개별공시지가: this year's, else the last two years' (published yearly). */
  async function latestLandPrice(pnu: string): Promise<LandPrice | null> {
    for (const year of [currentYear(), currentYear() - 1, currentYear() - 2]) {
      const answer = await providers.landPrice.getByYear(pnu, year);
      if (answer.status === 'ok') return answer.value;
    }
    return null;
  }

  /** Every lookup for one parcel, each done once; a missing answer is null and named in `unavailable`. */
  async function collect(
    pnu: string,
    options: { address?: string | null } = {},
  ): Promise<CollectedParcel> {
    const [boundary, land, building, devLimit, possession, price, movement, siting] =
      await Promise.all([
        providers.parcelBoundary.getBoundary(pnu),
        landInfo(pnu, currentYear()),
        providers.buildingRegister.getTitleInfo(pnu),
        devLimits(pnu),
        providers.landPossession.get(pnu),
        latestLandPrice(pnu),
        providers.landMovement.get(pnu),
        rules.current(),
      ]);
    let address = options.address ?? null;
    if (!address) {
      const found = await providers.addressSearch.searchParcelNumber(lotQuery(pnu, boundary), {
        page: 1,
        size: 30,
      });
      address =
        found.status === 'ok'
          ? (found.value.items.find((item) => item.pnu === pnu)?.address ?? null)
          : null;
    }
    const area = address ? ordinanceAreaOf(address) : null;
    const ordinance = await ordinanceFor(
      area ? (area.sido ? `${area.sido} ${area.sigungu}` : area.sigungu) : '미상',
    );
    let jibunList: string[] | null = null;
    let selected: SelectedJibunInfo | null = null;
    let gridOrigin: DataOrigin | null = null;
    const lot = address ? lotOfAddress(address) : null;
    if (address && lot) {
      const location = { pnu, address };
      const [list, capacity] = await Promise.all([
        providers.kepcoGrid.getJibunList(location),
        providers.kepcoGrid.getCapacity(location, lot),
      ]);
      jibunList = list.status === 'ok' ? list.value : null;
      selected = capacity.status === 'ok' ? capacity.value : null;
      gridOrigin = originOf(capacity);
    }
    const movementValue = movement.status === 'ok' ? movement.value : null;
    const collected: CollectedParcel = {
      pnu,
      address,
      boundary: boundary.status === 'ok' ? boundary.value : null,
      // Spec section 3 land info carries the latest 토지이동 cause beside the characteristics.
      landInfo:
        land.status === 'ok'
          ? { ...land.value, landMovRsnCdNm: movementValue?.landMovRsnCdNm ?? null }
          : null,
      building: building.status === 'ok' ? building.value : null,
      devLimit: devLimit.status === 'ok' ? devLimit.value : null,
      ordinance,
      possession: possession.status === 'ok' ? possession.value : null,
      landPrice: price,
      landMovement: movementValue,
      jibunList,
      selected,
      origins: {
        land: originOf(land),
        building: originOf(building),
        zones: originOf(devLimit),
        grid: gridOrigin,
      },
      rules: siting,
      unavailable: [],
    };
    const missing: [string, unknown][] = [
      ['boundaryPos', collected.boundary],
      ['landInfo', collected.landInfo],
      ['gnrlBldgInfo', collected.building],
      ['devLimitInfo', collected.devLimit],
      ['kepcoJibunInfo', collected.selected],
    ];
    collected.unavailable = missing.filter(([, value]) => value === null).map(([name]) => name);
    if (!ordinance.found) collected.unavailable.push('localOrdinance');
    return collected;
  }

  function judge(
    collected: CollectedParcel,
    installType: InstallType,
    userAreaM2: number | null = null,
  ) {
    return {
      feasibility: assessFeasibility({
        installType,
        pnu: collected.pnu,
        landInfo: collected.landInfo,
        building: collected.building,
        devLimit: collected.devLimit,
        grid: collected.selected,
        ordinance: collected.ordinance,
        origins: collected.origins,
        substations: collected.rules.substations,
        settings: collected.rules.settings,
        today: kstDay(clock.now()),
      }),
      capacity: computeCapacity(
        {
          installType,
          boundary: collected.boundary,
          landInfo: collected.landInfo,
          building: collected.building,
          userAreaM2,
        },
        layout,
      ),
    };
  }

  /**
   * Everything the analysis screen needs for one parcel and install type: landData (spec section
   * 3), the feasibility verdicts and the expected capacity. Missing outside data never throws.
   */
  async function analyseParcel(
    pnu: string,
    installType: InstallType,
    options: { userAreaM2?: number | null; address?: string } = {},
  ): Promise<ParcelAnalysis> {
    const collected = await collect(pnu, options);
    return {
      pnu,
      installType,
      landData: {
        boundaryPos: collected.boundary?.boundaryPos ?? null,
        landInfo: collected.landInfo,
        gnrlBldgInfo: collected.building,
        devLimitInfo: collected.devLimit,
        localOrdinance: collected.ordinance,
        kepcoJibunInfo: {
          kepcoJibunList: collected.jibunList ?? [],
          selectedJibunInfo: collected.selected,
        },
      },
      ...judge(collected, installType, options.userAreaM2 ?? null),
    };
  }

  /** The stored landData of an analysis (contracts `landDataSchema`): verdicts for both install types. */
  async function landData(
    pnu: string,
    options: { address?: string | null } = {},
  ): Promise<LandData> {
    const collected = await collect(pnu, options);
    const land = judge(collected, 'L');
    const roof = judge(collected, 'R');
    return {
      boundaryPos: collected.boundary,
      landInfo: collected.landInfo,
      gnrlBldgInfo: collected.building,
      devLimitInfo: collected.devLimit,
      localOrdinance: collected.ordinance,
      possession: collected.possession,
      landPrice: collected.landPrice,
      landMovement: collected.landMovement,
      kepcoJibunInfo:
        collected.jibunList === null && collected.selected === null
          ? null
          : { kepcoJibunList: collected.jibunList ?? [], selectedJibunInfo: collected.selected },
      feasibility: { L: land.feasibility, R: roof.feasibility },
      capacity: { L: land.capacity, R: roof.capacity },
      unavailable: collected.unavailable,
      fetchedAt: clock.now().toISOString(),
    };
  }

  return {
    search,
    boundary: async (pnu: string) =>
      toAnswer(await providers.parcelBoundary.getBoundary(pnu), LAND_MESSAGES.landInfoUnavailable),
    landCharacteristics: async (year: number, pnu: string) =>
      toAnswer(await landInfo(pnu, year), LAND_MESSAGES.landInfoUnavailable),
    possession: async (pnu: string) =>
      toAnswer(await providers.landPossession.get(pnu), LAND_MESSAGES.landInfoUnavailable),
    landMovement: async (pnu: string) =>
      toAnswer(await providers.landMovement.get(pnu), LAND_MESSAGES.landInfoUnavailable),
    landPrice: async (year: number, pnu: string) =>
      toAnswer(await providers.landPrice.getByYear(pnu, year), LAND_MESSAGES.landInfoUnavailable),
    buildingTitle: async (pnu: string) =>
      toAnswer(
        await providers.buildingRegister.getTitleInfo(pnu),
        LAND_MESSAGES.buildingInfoUnavailable,
      ),
    devLimits: async (pnu: string) =>
      toAnswer(await devLimits(pnu), LAND_MESSAGES.zoneInfoUnavailable),
    kepcoJibunList: async (address: string, pnu?: string) =>
      toAnswer(await kepcoJibunList(address, pnu), LAND_MESSAGES.powerLineUnavailable),
    dispersedGeneration: async (address: string, jibun: string, pnu?: string) =>
      toAnswer(await dispersedGeneration(address, jibun, pnu), LAND_MESSAGES.powerLineUnavailable),
    ordinance: ordinanceFor,
    limitArea,
    landInfo,
    analyseParcel,
    landData,
    judge,
    /** The grid and siting rules the verdicts read, and the operator's writes of them. */
    siting: rules,
    /** Capacity for stored land data and a chosen install type, with this service's layout. */
    capacity: (input: CapacityInput) => computeCapacity(input, layout),
  };
}

export type LandService = ReturnType<typeof createLandService>;
