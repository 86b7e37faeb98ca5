import type { FactBasis, ManagedSubstationInput, SitingSettingsInput } from '@haetbit/contracts';

/*
 * The grid and siting facts of shared/reference/market-2024-2026.md (§1.3, §1.7, §1.10) that the
 * verdicts read: seeded once, then kept by the operator in the console (DESIGN §7). Each keeps its
 * source, date and confidence as the reference marks them.
 */

/**
 * 계통관리변전소 named by a source. The sources name no single substation: 전남 and 제주 are
 * designated as a whole (every 전남 substation, every 154 kV substation of 제주, which are all of
 * 제주's distribution substations), so each is one rule for its 시도. The other ≈104 of the 205
 * nationwide were not published by name; an operator adds them (form or CSV) when a list appears.
 */
export const MANAGED_SUBSTATION_SEED: ManagedSubstationInput[] = [
  {
    sidoCode: '46',
    substationName: null,
    status: 'managed',
    // 광주매일: new permits blocked until 2031; 산업부 via 이데일리: connection after the grid is
    // complete (≈2032+).
    reliefFromYear: 2031,
    reliefToYear: 2032,
    conditions: null,
    source: '광주매일신문(2024-06-26), 전기신문(2024-07-03): 전남 변전소 85곳 모두 지정',
    sourceUrl: 'https://gjdaily.kr/news/view.php?bIdx=20497',
    asOf: '2024-06-26',
    confidence: 'confirmed',
  },
  {
    sidoCode: '50',
    substationName: null,
    status: 'managed',
    reliefFromYear: null,
    reliefToYear: null,
    conditions: null,
    source: '제주MBC(2024-07): 제주 154kV 변전소 16곳 모두 지정, 1MW 초과 발전소 접속 불가',
    sourceUrl: 'https://jejumbc.com/article/dWgOP7ro3sG8Ez',
    asOf: '2024-07',
    confidence: 'confirmed',
  },
];

/** The 2026 siting law and the farmland permit periods before an operator sets anything. */
export const SITING_SETTINGS_SEED: SitingSettingsInput = {
  lawEffectiveDate: null,
  residentialCapM: null,
  roadCapM: null,
  lawSource:
    '국회 본회의 통과 보도(쿠키뉴스·뉴스1, 2026-02-12): 시행일과 상한 거리는 아직 발표되지 않음',
  lawAsOf: '2026-02-12',
  lawConfidence: 'unconfirmed',
  agrivoltaicPermitYears: 8,
  renewableZonePermitYears: 23,
  renewableZoneInForce: false,
  farmlandSource:
    '농림축산식품부 영농형 태양광 추진 전략(2024-04-23), 규제합리화 전략회의(2025-11-13)',
  farmlandAsOf: '2025-11-13',
  farmlandConfidence: 'confirmed',
};

/** The plenary vote on the 재생에너지법 amendment (confirmed; not a setting). */
export const SITING_LAW_PASSED_ON = '2026-02-12';
export const SITING_LAW_BASIS: FactBasis = {
  topic: '재생에너지법 개정(이격거리 규제 원칙 금지)',
  asOf: SITING_LAW_PASSED_ON,
  source: '기후에너지환경부 발표(쿠키뉴스·뉴스1 보도, 2026-02-12)',
  confidence: 'confirmed',
};

/** The designation date of the 205 계통관리변전소 (new connections restricted from then). */
export const MANAGED_SINCE = '2024-09-01';
/**
 * What is known of the substations not on the list: 205 were designated, but only 전남 and 제주
 * by name, so "not managed" elsewhere is not confirmed.
 */
export const MANAGED_LIST_BASIS: FactBasis = {
  topic: '계통관리변전소 여부',
  asOf: '2024-07-03',
  source: '전기신문(2024-07-03): 전국 205곳 지정, 이름이 공개된 지역만 반영',
  confidence: 'unconfirmed',
};

/** The zones that block ground PV (the limit list, restricted-zones.md). */
export const LIMIT_LIST_BASIS: FactBasis = {
  topic: '태양광 설치 제한 구역 목록',
  asOf: '2018-08-01',
  source: '환경부 육상태양광 환경성 평가 협의지침, 농지법·산지관리법 등 관계 법령',
  confidence: 'confirmed',
};

/** The 농업진흥구역 rule (농지법 제32조; roofs allowed by the 2018 시행령). */
export const PROMOTION_ZONE_BASIS: FactBasis = {
  topic: '농업진흥구역 안 지상 태양광 금지(지붕은 허용)',
  asOf: '2018',
  source: '농지법 제32조와 시행령(2018년 개정, 노컷뉴스 보도)',
  confidence: 'confirmed',
};
