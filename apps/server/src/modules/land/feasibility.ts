import {
  FARMLAND_CATEGORIES,
  LAND_MESSAGES,
  kstDay,
  shouldFoldOrdinance,
  sidoName,
  sidoOfPnu,
  type BuildingTitleInfo,
  type DevLimitInfo,
  type FactBasis,
  type FactConfidence,
  type Farmland,
  type FarmlandCategory,
  type Feasibility,
  type FeasibilityItem,
  type InstallType,
  type LandInfo,
  type LocalOrdinance,
  type OrdinanceRegime,
  type PowerLineReason,
  type SelectedJibunInfo,
  type Verdict,
} from '@haetbit/contracts';
import type { ProviderSource } from '../../providers/kit/result.js';
import {
  LIMIT_LIST_BASIS,
  MANAGED_LIST_BASIS,
  MANAGED_SINCE,
  PROMOTION_ZONE_BASIS,
  SITING_LAW_BASIS,
} from './siting-seed.js';

/*
 * The four feasibility items and the total (spec sections 4 and 9), as they read in 2026
 * (issue 31, docs/decisions/020): managed substations close the grid whatever the headroom says,
 * farmland needs its permit route, the 2026 siting law exempts roofs, and any "no" makes the total
 * "no". Each item says why in plain Korean and names the rules and data it rests on (`basis`).
 */

/** Where a lookup's answer came from and when (the provider result's source and time). */
export interface DataOrigin {
  source: ProviderSource;
  fetchedAt: string;
}

/** A managed-substation rule as the land module stores it (contracts ManagedSubstation). */
export interface SubstationRule {
  sidoCode: string;
  substationName: string | null;
  status: string;
  reliefFromYear: number | null;
  reliefToYear: number | null;
  conditions: string | null;
  source: string;
  asOf: string;
  confidence: string;
}

/** The siting settings as stored (contracts SitingSettings). */
export interface SitingRules {
  lawEffectiveDate: string | null;
  residentialCapM: number | null;
  roadCapM: number | null;
  lawSource: string;
  lawAsOf: string;
  lawConfidence: string;
  agrivoltaicPermitYears: number;
  renewableZonePermitYears: number;
  renewableZoneInForce: boolean;
  farmlandSource: string;
  farmlandAsOf: string;
  farmlandConfidence: string;
}

export interface FeasibilityInput {
  installType: InstallType;
  pnu: string;
  landInfo: LandInfo | null;
  building: BuildingTitleInfo | null;
  devLimit: DevLimitInfo | null;
  grid: SelectedJibunInfo | null;
  ordinance: LocalOrdinance | null;
  origins: {
    land: DataOrigin | null;
    building: DataOrigin | null;
    zones: DataOrigin | null;
    grid: DataOrigin | null;
  };
  substations: readonly SubstationRule[];
  settings: SitingRules;
  /** The Korea calendar day of the verdict (YYYY-MM-DD): the siting law applies from its date. */
  today: string;
}

const OFFLINE_SOURCE = '오프라인 예시 자료(실제 공공 자료가 아닙니다)';

const confidenceOf = (value: string): FactConfidence =>
  value === 'confirmed' || value === 'reported' || value === 'derived' ? value : 'unconfirmed';

/** A public data set's basis: its 기준일 (or the day it was read) and the agency's name. */
function dataBasis(
  topic: string,
  origin: DataOrigin | null,
  publicSource: string,
  asOf?: string,
): FactBasis[] {
  if (!origin) return [];
  return [
    origin.source === 'public'
      ? {
          topic,
          asOf: asOf ?? kstDay(origin.fetchedAt),
          source: publicSource,
          confidence: 'confirmed',
        }
      : {
          topic,
          asOf: asOf ?? kstDay(origin.fetchedAt),
          source: OFFLINE_SOURCE,
          confidence: 'unconfirmed',
        },
  ];
}

const item = (
  verdict: Verdict,
  detail: string | null,
  basis: FactBasis[],
  message: string | null = null,
  note: string | null = null,
): FeasibilityItem => ({ verdict, message, note, detail, basis });

const missing = (message: string, basis: FactBasis[] = []): FeasibilityItem =>
  item('E', null, basis, message, LAND_MESSAGES.contractorNote);

/** The worse of two verdicts: I over C over E over P. */
const RANK: Record<Verdict, number> = { P: 0, E: 1, C: 2, I: 3 };
const worst = (verdicts: Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((a, b) => (RANK[b] > RANK[a] ? b : a), 'P');

// ---------------------------------------------------------------------------------------------
// Land type
// ---------------------------------------------------------------------------------------------

const isFarmland = (category: string): category is FarmlandCategory =>
  (FARMLAND_CATEGORIES as readonly string[]).includes(category);

const isPromotionZone = (name: string) => name.replace(/\s+/g, '').includes('농업진흥구역');
/** 농업진흥구역 among the parcel's zones (토지이용계획: 포함, 저촉 or 접합). */
const inPromotionZone = (devLimit: DevLimitInfo | null) =>
  devLimit?.items.some((zone) => isPromotionZone(zone.td0)) ?? false;

function farmlandBasis(settings: SitingRules): FactBasis {
  return {
    topic: '농지 태양광 허가(농지전용·영농형 일시사용)',
    asOf: settings.farmlandAsOf,
    source: settings.farmlandSource,
    confidence: confidenceOf(settings.farmlandConfidence),
  };
}

/**
 * Land (spec section 9, extended): 맹지 → I; farmland (전·답·과수원) inside 농업진흥구역 → I;
 * farmland elsewhere → C with the permit route; a road side containing 불 → C; else P.
 * Roof: P when a building exists. No data → E with the 'cannot look up' text.
 */
export function judgeLandType(
  input: Pick<
    FeasibilityInput,
    'installType' | 'landInfo' | 'building' | 'devLimit' | 'origins' | 'settings'
  >,
): Feasibility['landType'] {
  const { installType, landInfo, building, devLimit, origins, settings } = input;
  if (installType === 'R') {
    const basis = dataBasis('건축물대장', origins.building, '국토교통부 건축물대장');
    return building && building.archCnt > 0
      ? item(
          'P',
          `건축물대장에 건축물 ${building.archCnt}동이 있어 지붕에 설치할 수 있습니다. 지붕 설치는 농지·이격거리 규제를 받지 않습니다.`,
          basis,
        )
      : missing(LAND_MESSAGES.buildingInfoUnavailable, basis);
  }
  if (!landInfo) return missing(LAND_MESSAGES.landInfoUnavailable);
  const basis = dataBasis(
    '토지 지목·도로 접면',
    origins.land,
    '국토교통부 토지특성정보',
    String(landInfo.stdrYear),
  );
  const findings: { verdict: Verdict; text: string }[] = [];
  const roadSide = landInfo.roadSideCodeNm ?? '';
  const category = landInfo.lndcgrCodeNm;
  if (roadSide === '맹지')
    findings.push({
      verdict: 'I',
      text: '도로에 닿지 않은 땅(맹지)이라 진입로를 따로 마련하지 않으면 개발행위허가를 받기 어렵습니다.',
    });
  else if (roadSide.includes('불'))
    findings.push({
      verdict: 'C',
      text: `도로 접면이 '${roadSide}'이라 차가 드나들 진입로를 확보해야 합니다.`,
    });
  let farmland: Farmland | undefined;
  if (isFarmland(category)) {
    const promotionZone = inPromotionZone(devLimit);
    farmland = {
      category,
      promotionZone,
      agrivoltaicPermitYears: promotionZone ? null : settings.agrivoltaicPermitYears,
    };
    basis.push(farmlandBasis(settings));
    if (promotionZone) {
      basis.push(PROMOTION_ZONE_BASIS);
      findings.push({
        verdict: 'I',
        text: `농업진흥구역 안의 농지(${category})라 땅 위에 태양광을 설치할 수 없습니다. 이 땅에 있는 건축물의 지붕에는 설치할 수 있습니다.`,
      });
    } else {
      const zone = settings.renewableZoneInForce
        ? `재생에너지지구 안에서는 ${settings.renewableZonePermitYears}년까지 운영할 수 있습니다.`
        : `재생에너지지구 안에서 ${settings.renewableZonePermitYears}년까지 늘리는 방안은 아직 시행되지 않았습니다.`;
      findings.push({
        verdict: 'C',
        text: `지목이 ${category}인 농지입니다. 땅 위에 발전소를 지으려면 농지전용허가를 받고 농지보전부담금을 내야 합니다. 농사를 계속 지으며 설치하는 영농형 태양광은 타용도 일시사용허가로 ${settings.agrivoltaicPermitYears}년까지 운영할 수 있고, ${zone}`,
      });
    }
  }
  const verdict = worst(findings.map((finding) => finding.verdict));
  const detail =
    findings.length > 0
      ? findings.map((finding) => finding.text).join(' ')
      : `지목(${category})과 도로 접면(${roadSide || '정보 없음'})에 설치를 막는 조건이 없습니다.`;
  const answer = item(verdict, detail, basis);
  return farmland ? { ...answer, farmland } : answer;
}

// ---------------------------------------------------------------------------------------------
// Restricted zone
// ---------------------------------------------------------------------------------------------

/**
 * Restricted zone: none found → C, any entry in the region's limit list → C, else P. A roof is not
 * limited by 농업진흥구역 (the 2018 농지법 시행령 allows roofs of lawful buildings there).
 */
export function judgeRestrictedZone(
  devLimit: DevLimitInfo | null,
  origin: DataOrigin | null = null,
  installType: InstallType = 'L',
): FeasibilityItem {
  const basis = [
    ...dataBasis('용도지역·지구', origin, '국토교통부 토지이용규제정보'),
    LIMIT_LIST_BASIS,
  ];
  if (!devLimit || devLimit.limitState === 'none') {
    return item('C', null, basis, LAND_MESSAGES.zoneInfoUnavailable, LAND_MESSAGES.contractorNote);
  }
  const limited = [
    ...new Set(devLimit.items.filter((zone) => zone.limited).map((zone) => zone.td0)),
  ];
  const roofAllowed = (name: string) => installType === 'R' && isPromotionZone(name);
  if (limited.length > 0 && limited.every(roofAllowed)) {
    basis.push(PROMOTION_ZONE_BASIS);
    return item(
      'P',
      `${limited.join(', ')}에 걸쳐 있지만, 건축물 지붕에는 태양광을 설치할 수 있습니다.`,
      basis,
    );
  }
  if (devLimit.limitState !== 'in_limit_list')
    return item('P', '태양광 설치를 막는 용도지역·지구에 걸쳐 있지 않습니다.', basis);
  const blocking = limited.filter((name) => !roofAllowed(name));
  return item(
    'C',
    `${blocking.length > 0 ? blocking.join(', ') : '태양광 설치 제한 구역'}에 걸쳐 있어 설치가 제한되거나 별도 허가가 필요할 수 있습니다.`,
    basis,
  );
}

// ---------------------------------------------------------------------------------------------
// Power line
// ---------------------------------------------------------------------------------------------

/** '해제 변전소', '해제S/S', ' 해제 ' → '해제'. */
export const substationKey = (name: string) =>
  name.replace(/\s+/g, '').replace(/(변전소|S\/S|SS)$/i, '');

/** The rule for a parcel's substation: by its name first, else the rule for its whole 시도. */
export function substationRuleFor(
  pnu: string,
  substationName: string | null,
  rules: readonly SubstationRule[],
): SubstationRule | null {
  const sido = sidoOfPnu(pnu);
  if (!sido) return null;
  const ofSido = rules.filter((rule) => rule.sidoCode === sido);
  const named =
    substationName === null
      ? undefined
      : ofSido.find(
          (rule) =>
            rule.substationName !== null &&
            substationKey(rule.substationName) === substationKey(substationName),
        );
  return named ?? ofSido.find((rule) => rule.substationName === null) ?? null;
}

function reliefText(rule: SubstationRule): string {
  const { reliefFromYear: from, reliefToYear: to } = rule;
  if (from === null) return '접속 제한이 언제 풀릴지는 아직 알려지지 않았습니다.';
  const years = to !== null && to !== from ? `${from}~${to}년` : `${from}년`;
  return `송전망 보강이 끝나는 ${years} 무렵까지는 새 발전소를 연결하기 어렵습니다.`;
}

const LEVELS = ['변전소', '주변압기', '배전선로'] as const;

/**
 * Power line: at a 계통관리변전소 → I whatever the headroom (reason managedSubstation), where a
 * 유연접속 allocation is open → C (flexibleConnection, curtailed first); elsewhere the spec's rule:
 * substation, transformer and line headroom all above 0 → P, all 0 → I, else C.
 */
export function judgePowerLine(
  input: Pick<FeasibilityInput, 'pnu' | 'grid' | 'substations'> & { origin: DataOrigin | null },
): Feasibility['powerLine'] {
  const { pnu, grid, substations, origin } = input;
  const basis = dataBasis('한전 선로 여유용량', origin, '한국전력공사 분산전원 연계정보');
  const rule = substationRuleFor(pnu, grid?.substation.name ?? null, substations);
  const headroom = grid
    ? [grid.substation.capacity2, grid.transformer.capacity2, grid.dl.capacity2]
    : null;
  if (rule) {
    basis.push({
      topic: rule.status === 'flexibleOpen' ? '계통관리변전소 유연접속' : '계통관리변전소 지정',
      asOf: rule.asOf,
      source: rule.source,
      confidence: confidenceOf(rule.confidence),
    });
    const subject = grid
      ? `이 부지가 연결되는 ${substationKey(grid.substation.name)} 변전소는`
      : `${sidoName(rule.sidoCode)} 지역의 변전소는`;
    const scope =
      rule.substationName === null
        ? ` (${sidoName(rule.sidoCode)}의 모든 변전소가 지정되었습니다)`
        : '';
    if (rule.status === 'flexibleOpen' && !(headroom && headroom.every((kw) => kw <= 0))) {
      return {
        ...item(
          'C',
          `${subject} 계통관리변전소지만${scope} 유연접속 물량이 열려 있습니다. 전력이 남을 때 가장 먼저 출력제어를 받는 조건으로 연결할 수 있어, 그만큼 발전량이 줄어듭니다.${rule.conditions ? ` 조건: ${rule.conditions}` : ''}`,
          basis,
        ),
        reason: 'flexibleConnection',
      };
    }
    if (rule.status !== 'flexibleOpen') {
      const [year, month, day] = MANAGED_SINCE.split('-').map(Number);
      return {
        ...item(
          'I',
          `${subject} 계통관리변전소입니다${scope}. ${year}년 ${month}월 ${day}일부터 송전망에 여유가 없으면 변전소·주변압기·배전선로에 여유가 있어도 새 발전소를 연결할 수 없습니다. ${reliefText(rule)}`,
          basis,
        ),
        reason: 'managedSubstation',
      };
    }
  } else if (headroom) {
    basis.push(MANAGED_LIST_BASIS);
  }
  if (!grid || !headroom)
    return { ...missing(LAND_MESSAGES.powerLineUnavailable, basis), reason: null };
  if (headroom.every((kw) => kw > 0)) {
    return {
      ...item('P', '변전소·주변압기·배전선로 모두 여유 용량이 있습니다.', basis),
      reason: 'headroom',
    };
  }
  const reason: PowerLineReason = 'noHeadroom';
  if (headroom.every((kw) => kw <= 0)) {
    return {
      ...item(
        'I',
        '변전소·주변압기·배전선로 모두 여유 용량이 없어, 한전이 선로를 보강한 뒤에야 연결할 수 있습니다.',
        basis,
      ),
      reason,
    };
  }
  const full = LEVELS.filter((_, index) => headroom[index]! <= 0).join('·');
  return {
    ...item('C', `${full}에 여유 용량이 없어 선로 보강을 기다려야 할 수 있습니다.`, basis),
    reason,
  };
}

// ---------------------------------------------------------------------------------------------
// Ordinance and the 2026 siting law
// ---------------------------------------------------------------------------------------------

/** '2026-03-05' → '2026년 3월 5일'. */
function dateText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return date ? `${year}년 ${month}월 ${date}일` : `${year}년 ${month}월`;
}

const LAW_PASSED = `${dateText(SITING_LAW_BASIS.asOf!)} 국회를 통과한 재생에너지법 개정안`;

/** The municipality's ordinance as an owner-readable basis (its date, a named source, its status). */
function ordinanceBasis(ordinance: LocalOrdinance): FactBasis {
  const status = ordinance.status ?? 'unconfirmed';
  const confidence: FactConfidence = status.includes('proposal')
    ? 'unconfirmed'
    : status.startsWith('confirmed')
      ? 'confirmed'
      : status.startsWith('reported') || status.startsWith('partly')
        ? 'reported'
        : 'unconfirmed';
  const asOf = /(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(ordinance.asOf ?? '')?.[0] ?? null;
  const sigungu = ordinance.area.split(/\s+/).at(-1) ?? '';
  return {
    topic: `${sigungu} 이격거리 조례`,
    asOf,
    source: `${sigungu} 도시·군계획조례(${sourceNames(ordinance.source)})`,
    confidence,
  };
}

/** Who published a source address, in Korean (the addresses stay in the operator's table). */
const SOURCE_NAMES: [RegExp, string][] = [
  [/kipa\.re\.kr/, '한국행정연구원'],
  [/hankyung\.com/, '한국경제'],
  [/yna\.co\.kr/, '연합뉴스'],
  [/hankookilbo\.com/, '한국일보'],
  [/newspim\.com/, '뉴스핌'],
  [/imaeil\.com/, '매일신문'],
  [/ccdailynews\.com/, '충청일보'],
  [/thoth1309\.com/, '조례 요약 블로그'],
  [/ulex\.co\.kr/, '자치법규 정보 사이트'],
  [/tistory\.com|pages\.dev/, '업계 블로그'],
];
function sourceNames(source: string | null): string {
  if (!source) return '출처 미상';
  const names = source.split(';').map((part) => {
    const found = SOURCE_NAMES.find(([pattern]) => pattern.test(part));
    return found ? found[1] : '언론 보도';
  });
  return [...new Set(names)].join('·');
}

/**
 * Ordinance, as the 2026 재생에너지법 amendment reads (passed 2026-02-12): roofs and
 * self-consumption are exempt (P); ground plants keep their municipality's ordinance until the
 * law takes effect (an ordinance → C, its distances unknown → C, none on record → P); from the
 * operator-set effective date the statutory caps replace the local table (caps of 0 → P, caps
 * above 0 or not known → C).
 */
export function judgeOrdinance(
  input: Pick<FeasibilityInput, 'installType' | 'ordinance' | 'settings' | 'today'>,
): Feasibility['ordinance'] {
  const { installType, ordinance, settings, today } = input;
  const found = ordinance?.found ? ordinance : null;
  const folded = found ? shouldFoldOrdinance(found.content) : false;
  const lawDetails: FactBasis = {
    topic: '재생에너지법 시행일·법정 상한 거리',
    asOf: settings.lawAsOf,
    source: settings.lawSource,
    confidence: confidenceOf(settings.lawConfidence),
  };
  const local = found ? [ordinanceBasis(found)] : [];
  const answer = (
    verdict: Verdict,
    regime: OrdinanceRegime,
    detail: string,
    basis: FactBasis[],
    message: string | null = null,
  ): Feasibility['ordinance'] => ({ ...item(verdict, detail, basis, message), folded, regime });

  if (installType === 'R') {
    return answer(
      'P',
      'exempt',
      `지붕 태양광은 이격거리 규제를 받지 않습니다. ${LAW_PASSED}이 지붕·자가소비용 태양광을 이격거리 규제에서 뺐고, 지금의 지자체 조례도 대부분 건축물 지붕은 적용하지 않습니다.`,
      [SITING_LAW_BASIS, ...local],
    );
  }
  const effective = settings.lawEffectiveDate;
  if (effective !== null && today >= effective) {
    const { residentialCapM: home, roadCapM: road } = settings;
    const since = `재생에너지법이 ${dateText(effective)}부터 시행되어, 지자체 조례 대신 법에서 정한 상한 거리가 적용됩니다.`;
    const basis = [SITING_LAW_BASIS, lawDetails];
    if (home === null || road === null) {
      return answer(
        'C',
        'statutoryCaps',
        `${since} 주택·도로 근처의 상한 거리는 아직 확인되지 않아 관할 시·군청에 확인해야 합니다.`,
        basis,
      );
    }
    if (home === 0 && road === 0) {
      return answer(
        'P',
        'statutoryCaps',
        `${since} 주택·도로와의 이격거리 제한이 없습니다.`,
        basis,
      );
    }
    return answer(
      'C',
      'statutoryCaps',
      `${since} 주택에서 ${home} m, 도로에서 ${road} m 안쪽이면 설치가 제한될 수 있습니다.`,
      basis,
    );
  }
  const pending = `${LAW_PASSED}은 지자체 이격거리 규제를 원칙적으로 금지하고 주택·도로 근처에서만 법정 상한 안에서 허용하지만, ${
    effective === null ? '시행일이 아직 정해지지 않아' : `${dateText(effective)} 시행 전까지는`
  } 지금의 조례가 적용됩니다.`;
  const basis = [...local, SITING_LAW_BASIS, lawDetails];
  if (!found) {
    return answer(
      'P',
      'localOrdinance',
      `이 지역의 태양광 이격거리 조례는 저희 조례 자료에 없어 가능으로 판단했습니다. 조례 자료는 전국 시·군 중 일부만 담고 있어, 인허가 전에 시공사가 다시 확인합니다. ${LAW_PASSED}은 지자체 이격거리 규제를 원칙적으로 금지합니다(${
        effective === null ? '시행일 미정' : `${dateText(effective)}부터 시행`
      }).`,
      [
        {
          topic: '지자체 이격거리 조례 자료',
          asOf: '2024',
          source: '지자체 조례 요약·언론 보도(전국 일부 시·군)',
          confidence: 'unconfirmed',
        },
        SITING_LAW_BASIS,
        lawDetails,
      ],
      LAND_MESSAGES.ordinanceAbsent,
    );
  }
  if (found.setbackKnown === false) {
    return answer(
      'C',
      'localOrdinance',
      `${LAND_MESSAGES.ordinanceFigureUnknown} ${pending}`,
      basis,
    );
  }
  return answer(
    'C',
    'localOrdinance',
    `이 지역 조례의 이격거리가 땅 위 발전소에 적용됩니다. ${pending}`,
    basis,
  );
}

// ---------------------------------------------------------------------------------------------
// Total
// ---------------------------------------------------------------------------------------------

/**
 * I if any item is I (a "no" is never outranked; docs/decisions/020), else C if any is C or E,
 * else P. The spec's literal rule let a C outrank an I.
 */
export function totalVerdict(verdicts: Verdict[]): 'P' | 'C' | 'I' {
  if (verdicts.some((verdict) => verdict === 'I')) return 'I';
  if (verdicts.some((verdict) => verdict === 'C' || verdict === 'E')) return 'C';
  return 'P';
}

export function assessFeasibility(input: FeasibilityInput): Feasibility {
  const landType = judgeLandType(input);
  const restrictedZone = judgeRestrictedZone(
    input.devLimit,
    input.origins.zones,
    input.installType,
  );
  const powerLine = judgePowerLine({ ...input, origin: input.origins.grid });
  const ordinance = judgeOrdinance(input);
  return {
    installType: input.installType,
    landType,
    restrictedZone,
    powerLine,
    ordinance,
    total: totalVerdict([
      landType.verdict,
      restrictedZone.verdict,
      powerLine.verdict,
      ordinance.verdict,
    ]),
  };
}
