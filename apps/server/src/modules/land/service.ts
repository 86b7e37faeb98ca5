import {
  LAND_MESSAGES,
  type AddressSearchPage,
  type BuildingTitleInfo,
  type Capacity,
  type DevLimitInfo,
  type Feasibility,
  type InstallType,
  type LandData,
  type LandInfo,
  type LandPossession,
  type NearestLot,
  type LandPrice,
  type LandUseZone,
  type LocalLimitArea,
  type LocalOrdinance,
  type ParcelBoundary,
  type SelectedJibunInfo,
  type UnavailableReason,
} from '@haetbit/contracts';
import type { Clock } from '../../lib/clock.js';
import { SIDO_SHORT } from '../../lib/sido.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { KepcoLocation, Providers } from '../../providers/index.js';
import type { ProviderResult } from '../../providers/result.js';
import {
  computeCapacity,
  solarLayout,
  type CapacityInput,
  type LayoutFunction,
} from './capacity.js';
import { assessFeasibility } from './feasibility.js';
import { ordinanceNote } from './seed-data.js';
import type { LandRepo, OrdinanceRow } from './repo.js';

/** A gateway answer: the data, or the spec's 'cannot look up' text with the contractor note. */
export type LookupAnswer<T> =
  | { status: 'ok'; source: 'offline' | 'public'; fetchedAt: string; data: T }
  | { status: 'unavailable'; reason: UnavailableReason; message: string; note: string; data: null };

export function toAnswer<T>(result: ProviderResult<T>, message: string): LookupAnswer<T> {
  if (result.status === 'ok') {
    return { status: 'ok', source: result.source, fetchedAt: result.fetchedAt, data: result.value };
  }
  return {
    status: 'unavailable',
    reason: result.reason,
    message,
    note: LAND_MESSAGES.contractorNote,
    data: null,
  };
}

/** Digit 11 (the land-type digit) replaced by 3: the fallback PNU of the spec. */
export function variantPnu(pnu: string): string {
  return `${pnu.slice(0, 10)}3${pnu.slice(11)}`;
}

/** The lot at the end of a jibun address: "… 선흘리 산 12-3" → "산 12-3". */
export function lotOfAddress(address: string): string | null {
  const match = /(산\s?)?(\d{1,4}(?:-\d{1,4})?)\s*$/.exec(address.trim());
  if (!match) return null;
  return match[1] ? `산 ${match[2]}` : match[2]!;
}

/** 시군구 of a jibun address ("경상남도 함양군 함양읍 …" → 경남 함양군; "… 천안시 동남구 …" → 천안시). */
export function ordinanceAreaOf(address: string): { sido: string | null; sigungu: string } | null {
  const words = address.trim().split(/\s+/);
  const sido = words[0] ? (SIDO_SHORT[words[0]] ?? null) : null;
  const sigungu = words.slice(sido ? 1 : 0).find((word) => /(시|군|구)$/.test(word));
  return sigungu ? { sido, sigungu } : null;
}

/** A zone name matches a limit-list entry when either contains the other. */
export function zoneInLimitList(zone: LandUseZone, limitList: string[]): boolean {
  if (zone.relation === '접합') return false;
  return limitList.some(
    (limit) => limit !== '' && (zone.name.includes(limit) || limit.includes(zone.name)),
  );
}

export interface LandServiceDeps {
  providers: Providers;
  repo: LandRepo;
  clock: Clock;
  /** Swap for packages/solar's layout when it lands. */
  layout?: LayoutFunction;
}

/** The raw lookups of one parcel (null = no answer). */
export interface CollectedParcel {
  pnu: string;
  address: string | null;
  boundary: ParcelBoundary | null;
  landInfo: LandInfo | null;
  building: BuildingTitleInfo | null;
  devLimit: DevLimitInfo | null;
  ordinance: LocalOrdinance;
  possession: LandPossession | null;
  landPrice: LandPrice | null;
  jibunList: string[] | null;
  selected: SelectedJibunInfo | null;
  /** landData keys without an answer. */
  unavailable: string[];
}

export interface ParcelAnalysis {
  pnu: string;
  installType: InstallType;
  landData: {
    boundaryPos: ParcelBoundary['boundaryPos'] | null;
    landInfo: LandInfo | null;
    gnrlBldgInfo: BuildingTitleInfo | null;
    devLimitInfo: DevLimitInfo | null;
    localOrdinance: LocalOrdinance;
    kepcoJibunInfo: { kepcoJibunList: string[]; selectedJibunInfo: SelectedJibunInfo | null };
  };
  feasibility: Feasibility;
  capacity: Capacity;
}

/**
 * The lot number that ends an address or query (lotOfAddress), read as numbers, and the text
 * before it ('남사리 211' → 211 and '남사리').
 */
export function parseLot(
  text: string,
): { text: string; mountain: boolean; main: number; sub: number; rest: string } | null {
  const lot = lotOfAddress(text);
  // A lot number stands on its own after a place name ('210', not the '2' of '2동').
  if (!lot || !/(^|\s)(산\s?)?[\d-]+\s*$/.test(text.trim())) return null;
  const mountain = lot.startsWith('산 ');
  const [main = 0, sub = 0] = lot.replace('산 ', '').split('-').map(Number);
  const rest = text
    .trim()
    .replace(/(산\s?)?[\d-]+\s*$/, '')
    .trim();
  return { text: lot, mountain, main, sub, rest };
}

export function createLandService({
  providers,
  repo,
  clock,
  layout = solarLayout,
}: LandServiceDeps) {
  const currentYear = () => clock.now().getUTCFullYear();
  // Reference tables every parcel's verdict reads (seeded, changed by a release or SQL): kept a
  // minute per key in this process, like the FAQ (docs/decisions/009).
  const limitAreaCache = ttlCache<string[]>({ ttlMs: 60_000, clock });
  const ordinanceCache = ttlCache<OrdinanceRow[]>({ ttlMs: 60_000, clock, maxEntries: 300 });

  async function search(
    kind: 'polygon' | 'parcel',
    query: string,
    page = 1,
    size = 10,
  ): Promise<AddressSearchPage> {
    const options = { page, size };
    const result =
      kind === 'polygon'
        ? await providers.addressSearch.searchLandPolygon(query, options)
        : await providers.addressSearch.searchParcelNumber(query, options);
    if (result.status !== 'ok') return { items: [], total: 0, page, size };
    if (result.value.items.length > 0 || page !== 1) return result.value;
    const nearest = await nearestLots(query);
    return nearest.length > 0 ? { ...result.value, nearest } : result.value;
  }

  /**
   * Nearest-number candidates (spec section 3): when the typed lot number has no parcel, the
   * parcels of the same 리·동 (the query without its lot) ranked by how close their lot number is
   * (main number, then sub-number; a 산 lot only near 산 lots). At most five.
   */
  async function nearestLots(query: string): Promise<NearestLot[]> {
    const typed = parseLot(query);
    if (!typed || typed.rest.length < 2) return [];
    const around = await providers.addressSearch.searchParcelNumber(typed.rest, {
      page: 1,
      size: 50,
    });
    if (around.status !== 'ok') return [];
    return around.value.items
      .flatMap((item) => {
        const lot = parseLot(item.address);
        if (!lot || lot.mountain !== typed.mountain) return [];
        const distance = Math.abs(lot.main - typed.main) + Math.abs(lot.sub - typed.sub) / 1000;
        return [{ ...item, lotNumber: lot.text, distance }];
      })
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 5)
      .map(({ distance, ...item }) => ({
        ...item,
        score: Math.max(1, Math.min(100, Math.round(100 - distance))),
      }));
  }

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
  async function locate(
    address: string,
    pnu: string | undefined,
  ): Promise<ProviderResult<KepcoLocation>> {
    if (pnu)
      return {
        status: 'ok',
        value: { pnu, address },
        source: 'offline',
        fetchedAt: clock.now().toISOString(),
      };
    const found = await providers.addressSearch.searchLandPolygon(address, { page: 1, size: 5 });
    if (found.status !== 'ok') return found;
    const normalised = address.replace(/\s+/g, '');
    const hit =
      found.value.items.find((item) => item.address.replace(/\s+/g, '') === normalised) ??
      found.value.items.find((item) => item.roadAddress?.replace(/\s+/g, '') === normalised) ??
      found.value.items[0];
    if (!hit) return { status: 'unavailable', reason: 'empty', detail: 'address not found' };
    return { ...found, value: { pnu: hit.pnu, address: hit.address } };
  }

  async function kepcoJibunList(
    address: string,
    pnu?: string,
  ): Promise<ProviderResult<{ kepcoJibunList: string[] }>> {
    const location = await locate(address, pnu);
    if (location.status !== 'ok') return location;
    const list = await providers.kepcoGrid.getJibunList(location.value);
    return list.status === 'ok' ? { ...list, value: { kepcoJibunList: list.value } } : list;
  }

  async function dispersedGeneration(
    address: string,
    jibun: string,
    pnu?: string,
  ): Promise<ProviderResult<{ selectedJibunInfo: SelectedJibunInfo }>> {
    const location = await locate(address, pnu);
    if (location.status !== 'ok') return location;
    const capacity = await providers.kepcoGrid.getCapacity(location.value, jibun);
    return capacity.status === 'ok'
      ? { ...capacity, value: { selectedJibunInfo: capacity.value } }
      : capacity;
  }

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
    const [boundary, land, building, devLimit, possession, price] = await Promise.all([
      providers.parcelBoundary.getBoundary(pnu),
      landInfo(pnu, currentYear()),
      providers.buildingRegister.getTitleInfo(pnu),
      devLimits(pnu),
      providers.landPossession.get(pnu),
      latestLandPrice(pnu),
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
    const lot = address ? lotOfAddress(address) : null;
    if (address && lot) {
      const location = { pnu, address };
      const [list, capacity] = await Promise.all([
        providers.kepcoGrid.getJibunList(location),
        providers.kepcoGrid.getCapacity(location, lot),
      ]);
      jibunList = list.status === 'ok' ? list.value : null;
      selected = capacity.status === 'ok' ? capacity.value : null;
    }
    const collected: CollectedParcel = {
      pnu,
      address,
      boundary: boundary.status === 'ok' ? boundary.value : null,
      landInfo: land.status === 'ok' ? land.value : null,
      building: building.status === 'ok' ? building.value : null,
      devLimit: devLimit.status === 'ok' ? devLimit.value : null,
      ordinance,
      possession: possession.status === 'ok' ? possession.value : null,
      landPrice: price,
      jibunList,
      selected,
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
        landInfo: collected.landInfo,
        building: collected.building,
        devLimit: collected.devLimit,
        grid: collected.selected,
        ordinance: collected.ordinance,
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
    /** Capacity for stored land data and a chosen install type, with this service's layout. */
    capacity: (input: CapacityInput) => computeCapacity(input, layout),
  };
}

export type LandService = ReturnType<typeof createLandService>;

/** A parcel-number query for a PNU (its lot, e.g. "산 12-3"), used to find its address. */
function lotQuery(pnu: string, boundary: ProviderResult<ParcelBoundary>): string {
  if (boundary.status === 'ok' && boundary.value.jibun) {
    const lot = lotOfAddress(boundary.value.jibun.replace(/\s*[가-힣]+$/, ''));
    if (lot) return lot;
  }
  const bun = Number(pnu.slice(11, 15));
  const ji = Number(pnu.slice(15, 19));
  return `${pnu[10] === '2' ? '산 ' : ''}${bun}${ji ? `-${ji}` : ''}`;
}
