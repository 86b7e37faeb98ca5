import {
  LAND_MESSAGES,
  type BuildingTitleInfo,
  type DevLimitInfo,
  type LandInfo,
  type LocalOrdinance,
  type SelectedJibunInfo,
} from '@haetbit/contracts';
import { describe, expect, it } from 'vitest';
import {
  judgeLandType,
  judgeOrdinance,
  judgePowerLine,
  judgeRestrictedZone,
  substationRuleFor,
  totalVerdict,
  type DataOrigin,
  type SitingRules,
  type SubstationRule,
} from './feasibility.js';
import { MANAGED_SUBSTATION_SEED, SITING_SETTINGS_SEED } from './siting-seed.js';
import { fieldLandInfo } from '../../test/land-info.js';

const PNU = {
  jeonnam: '4684036023103540000',
  jeju: '5011031030124560000',
  gyeongnam: '4885039021105120000',
  jeonbukOld: '4575025021106120000',
};
const land = (roadSideCodeNm: string, lndcgrCodeNm = '잡종지'): LandInfo =>
  fieldLandInfo({ roadSideCodeNm, lndcgrCodeNm });
const grid = (a: number, b: number, c: number, name = '해제'): SelectedJibunInfo => ({
  jibun: '1',
  substation: { name, capacity1: 1, capacity2: a },
  transformer: { name: `${name} #1`, capacity1: 1, capacity2: b },
  dl: { name: 'd', capacity1: 1, capacity2: c },
});
const zones = (limitState: DevLimitInfo['limitState'], names: string[] = []): DevLimitInfo => ({
  pnu: 'x',
  items: names.map((td0) => ({ td0, cnflcAtNm: '포함', limited: td0 === '농업진흥구역' })),
  limitState,
});
const building: BuildingTitleInfo = {
  pnu: 'x',
  archCnt: 1,
  archArea: 100,
  mainPurpsCdNm: null,
  etcPurps: null,
  pmsDay: null,
  buildings: [],
};
const publicData: DataOrigin = { source: 'public', fetchedAt: '2026-03-02T01:00:00Z' };
const origins = { land: publicData, building: publicData, zones: publicData, grid: publicData };
const settings: SitingRules = { ...SITING_SETTINGS_SEED };
const seeded: SubstationRule[] = MANAGED_SUBSTATION_SEED;

const landType = (
  installType: 'L' | 'R',
  landInfo: LandInfo | null,
  options: { building?: BuildingTitleInfo | null; devLimit?: DevLimitInfo | null } = {},
) =>
  judgeLandType({
    installType,
    landInfo,
    building: options.building ?? null,
    devLimit: options.devLimit ?? null,
    origins,
    settings,
  });
const powerLine = (pnu: string, info: SelectedJibunInfo | null, rules = seeded) =>
  judgePowerLine({ pnu, grid: info, substations: rules, origin: info ? publicData : null });

describe('feasibility rules (spec section 9, as they read in 2026)', () => {
  it('judges land by road access: 맹지 I, (불) C, otherwise P; no data is pending', () => {
    expect(landType('L', land('맹지')).verdict).toBe('I');
    expect(landType('L', land('세로한면(불)')).verdict).toBe('C');
    expect(landType('L', land('세로각지(불)')).verdict).toBe('C');
    expect(landType('L', land('소로한면'))).toMatchObject({
      verdict: 'P',
      basis: [
        {
          topic: '토지 지목·도로 접면',
          asOf: '2026',
          source: '국토교통부 토지특성정보',
          confidence: 'confirmed',
        },
      ],
    });
    expect(landType('L', land('소로한면')).farmland).toBeUndefined();
    expect(landType('L', null)).toMatchObject({
      verdict: 'E',
      message: LAND_MESSAGES.landInfoUnavailable,
      note: LAND_MESSAGES.contractorNote,
    });
  });

  it('gives a 답 outside 농업진흥구역 a C with the farmland route and its permit years', () => {
    const item = landType('L', land('소로한면', '답'), {
      devLimit: zones('other', ['생산관리지역']),
    });
    expect(item.verdict).toBe('C');
    expect(item.farmland).toEqual({
      category: '답',
      promotionZone: false,
      agrivoltaicPermitYears: 8,
    });
    for (const words of ['농지전용허가', '농지보전부담금', '영농형', '8년', '23년', '시행되지'])
      expect(item.detail).toContain(words);
    expect(item.basis).toContainEqual({
      topic: '농지 태양광 허가(농지전용·영농형 일시사용)',
      asOf: SITING_SETTINGS_SEED.farmlandAsOf,
      source: SITING_SETTINGS_SEED.farmlandSource,
      confidence: 'confirmed',
    });
    for (const category of ['전', '과수원'])
      expect(landType('L', land('소로한면', category)).farmland?.category).toBe(category);
  });

  it('refuses a ground plant on farmland inside 농업진흥구역, but not a roof there', () => {
    const devLimit = zones('in_limit_list', ['농림지역', '농업진흥구역']);
    const item = landType('L', land('소로한면', '전'), { devLimit });
    expect(item).toMatchObject({
      verdict: 'I',
      farmland: { category: '전', promotionZone: true, agrivoltaicPermitYears: null },
    });
    expect(item.detail).toContain('농업진흥구역');
    expect(landType('R', land('소로한면', '전'), { devLimit, building }).verdict).toBe('P');
    // 맹지 on farmland stays I, and both reasons are said.
    expect(landType('L', land('맹지', '답')).detail).toMatch(/맹지.*농지전용허가/);
  });

  it('judges a roof P when a building exists, pending with the building text otherwise', () => {
    expect(landType('R', null, { building }).verdict).toBe('P');
    expect(landType('R', land('맹지'), { building: { ...building, archCnt: 0 } })).toMatchObject({
      verdict: 'E',
      message: LAND_MESSAGES.buildingInfoUnavailable,
    });
  });

  it('judges zones: none found C, in the limit list C, other P, with the list it used', () => {
    expect(judgeRestrictedZone(null)).toMatchObject({
      verdict: 'C',
      message: LAND_MESSAGES.zoneInfoUnavailable,
    });
    const limited = judgeRestrictedZone(zones('in_limit_list', ['농업진흥구역']), publicData);
    expect(limited).toMatchObject({ verdict: 'C', message: null });
    expect(limited.detail).toContain('농업진흥구역');
    expect(limited.basis?.map((basis) => basis.topic)).toEqual([
      '용도지역·지구',
      '태양광 설치 제한 구역 목록',
    ]);
    expect(judgeRestrictedZone(zones('other')).verdict).toBe('P');
    // Roofs of lawful buildings are allowed inside 농업진흥구역; other limits still count.
    const promotion = zones('in_limit_list', ['농림지역', '농업진흥구역']);
    expect(judgeRestrictedZone(promotion, publicData, 'R')).toMatchObject({ verdict: 'P' });
    expect(judgeRestrictedZone(promotion, publicData, 'L').verdict).toBe('C');
    const both: DevLimitInfo = {
      ...promotion,
      items: [...promotion.items, { td0: '상수원보호구역', cnflcAtNm: '포함', limited: true }],
    };
    const roof = judgeRestrictedZone(both, publicData, 'R');
    expect(roof.verdict).toBe('C');
    expect(roof.detail).toMatch(/^상수원보호구역에/);
  });

  it('closes the grid at every 전남 and 제주 substation whatever the headroom, naming the year', () => {
    const jeonnam = powerLine(PNU.jeonnam, grid(16_500, 4_680, 1_150));
    expect(jeonnam).toMatchObject({ verdict: 'I', reason: 'managedSubstation' });
    expect(jeonnam.detail).toContain('해제 변전소는 계통관리변전소입니다');
    expect(jeonnam.detail).toContain('2031~2032년');
    expect(jeonnam.basis).toContainEqual({
      topic: '계통관리변전소 지정',
      asOf: '2024-06-26',
      source: MANAGED_SUBSTATION_SEED[0]!.source,
      confidence: 'confirmed',
    });
    expect(jeonnam.basis?.[0]).toMatchObject({
      topic: '한전 선로 여유용량',
      asOf: '2026-03-02',
      source: '한국전력공사 분산전원 연계정보',
    });
    const jeju = powerLine(PNU.jeju, grid(9_000, 3_000, 800, '한림'));
    expect(jeju).toMatchObject({ verdict: 'I', reason: 'managedSubstation' });
    expect(jeju.detail).toContain('아직 알려지지 않았습니다');
    // Without KEPCO's answer the 시도's rule still applies.
    expect(powerLine(PNU.jeonnam, null)).toMatchObject({
      verdict: 'I',
      reason: 'managedSubstation',
    });
  });

  it('keeps the headroom rule elsewhere and marks "not managed" as unconfirmed', () => {
    const gyeongnam = powerLine(PNU.gyeongnam, grid(10, 5, 1, '북천'));
    expect(gyeongnam).toMatchObject({ verdict: 'P', reason: 'headroom' });
    expect(gyeongnam.basis).toContainEqual(
      expect.objectContaining({ topic: '계통관리변전소 여부', confidence: 'unconfirmed' }),
    );
    expect(powerLine(PNU.gyeongnam, grid(0, 0, 0))).toMatchObject({
      verdict: 'I',
      reason: 'noHeadroom',
    });
    const mixed = powerLine(PNU.gyeongnam, grid(10, 0, 1));
    expect(mixed).toMatchObject({ verdict: 'C', reason: 'noHeadroom' });
    expect(mixed.detail).toContain('주변압기');
    expect(powerLine(PNU.gyeongnam, null)).toMatchObject({
      verdict: 'E',
      reason: null,
      message: LAND_MESSAGES.powerLineUnavailable,
    });
  });

  it('makes an open 유연접속 allocation C, curtailed first, and finds rules by name and old code', () => {
    const flexible: SubstationRule = {
      ...MANAGED_SUBSTATION_SEED[0]!,
      substationName: '해제변전소',
      status: 'flexibleOpen',
      conditions: '우선 출력제어 조건, 배정 물량 20MW',
    };
    const rules = [...seeded, flexible];
    const item = powerLine(PNU.jeonnam, grid(16_500, 4_680, 1_150), rules);
    expect(item).toMatchObject({ verdict: 'C', reason: 'flexibleConnection' });
    expect(item.detail).toContain('가장 먼저 출력제어');
    expect(item.detail).toContain('배정 물량 20MW');
    // Another 전남 substation keeps the 시도's rule.
    expect(powerLine(PNU.jeonnam, grid(1, 1, 1, '무안'), rules).reason).toBe('managedSubstation');
    // With no headroom at all, an allocation does not help.
    expect(powerLine(PNU.jeonnam, grid(0, 0, 0), rules)).toMatchObject({
      verdict: 'I',
      reason: 'noHeadroom',
    });
    const jeonbuk: SubstationRule = { ...flexible, sidoCode: '52', substationName: '임실' };
    expect(substationRuleFor(PNU.jeonbukOld, '임실 변전소', [jeonbuk])).toBe(jeonbuk);
  });

  it('exempts roofs under the 2026 law and keeps the local ordinance for land until it applies', () => {
    const long: LocalOrdinance = {
      area: '경상남도 함양군',
      found: true,
      title: '함양군 태양광 발전시설 이격거리 기준',
      content: `${'가'.repeat(150)}\n${'나'.repeat(60)}`,
      content2: null,
      status: 'confirmed as proposal; adoption unconfirmed',
      source: 'https://parangsolar.tistory.com/1501',
      asOf: '~2023',
      message: null,
    };
    const judge = (
      installType: 'L' | 'R',
      ordinance: LocalOrdinance | null,
      over: Partial<SitingRules> = {},
      today = '2026-03-02',
    ) => judgeOrdinance({ installType, ordinance, settings: { ...settings, ...over }, today });

    const roof = judge('R', long);
    expect(roof).toMatchObject({ verdict: 'P', regime: 'exempt', folded: true });
    expect(roof.detail).toContain('지붕 태양광은 이격거리 규제를 받지 않습니다');
    expect(roof.basis?.[0]).toMatchObject({ asOf: '2026-02-12', confidence: 'confirmed' });
    expect(judge('R', { ...long, setbackKnown: false }).verdict).toBe('P');

    const ground = judge('L', long);
    expect(ground).toMatchObject({ verdict: 'C', regime: 'localOrdinance', folded: true });
    expect(ground.detail).toContain('재생에너지법');
    expect(ground.detail).toContain('시행일이 아직 정해지지 않아');
    expect(ground.basis).toContainEqual({
      topic: '함양군 이격거리 조례',
      asOf: '2023',
      source: '함양군 도시·군계획조례(업계 블로그)',
      confidence: 'unconfirmed',
    });
    expect(judge('L', { ...long, content: '가'.repeat(250) }).folded).toBe(false);
    expect(judge('L', { ...long, setbackKnown: false }).detail).toContain(
      LAND_MESSAGES.ordinanceFigureUnknown,
    );
    // No ordinance on record: 가능, and the text says so without contradicting it.
    const absent = judge('L', null);
    expect(absent).toMatchObject({
      verdict: 'P',
      message: LAND_MESSAGES.ordinanceAbsent,
      note: null,
    });
    expect(absent.detail).not.toContain('문의');
    expect(absent.basis?.[0]).toMatchObject({ confidence: 'unconfirmed' });
  });

  it('follows the operator-set effective date and statutory caps once the law applies', () => {
    const judge = (over: Partial<SitingRules>, today: string) =>
      judgeOrdinance({
        installType: 'L',
        ordinance: null,
        settings: { ...settings, ...over },
        today,
      });
    const before = judge({ lawEffectiveDate: '2026-08-13' }, '2026-08-12');
    expect(before).toMatchObject({ regime: 'localOrdinance', verdict: 'P' });
    expect(before.detail).toContain('2026년 8월 13일부터 시행');
    const caps = judge(
      { lawEffectiveDate: '2026-08-13', residentialCapM: 100, roadCapM: 0 },
      '2026-08-13',
    );
    expect(caps).toMatchObject({ regime: 'statutoryCaps', verdict: 'C' });
    expect(caps.detail).toContain('주택에서 100 m');
    expect(
      judge({ lawEffectiveDate: '2026-08-13', residentialCapM: 0, roadCapM: 0 }, '2026-09-01')
        .verdict,
    ).toBe('P');
    const unknown = judge({ lawEffectiveDate: '2026-08-13' }, '2026-09-01');
    expect(unknown).toMatchObject({ regime: 'statutoryCaps', verdict: 'C' });
    expect(unknown.detail).toContain('확인되지 않아');
  });

  it('totals: I if any item is I, else C if any is C or E, else P', () => {
    expect(totalVerdict(['P', 'P', 'P', 'P'])).toBe('P');
    expect(totalVerdict(['P', 'E', 'P', 'P'])).toBe('C');
    expect(totalVerdict(['P', 'C', 'P', 'P'])).toBe('C');
    // A 맹지 with a conditional ordinance is a no (the spec's literal rule said C).
    expect(totalVerdict(['I', 'C', 'P', 'C'])).toBe('I');
    expect(totalVerdict(['P', 'E', 'I', 'P'])).toBe('I');
  });
});
