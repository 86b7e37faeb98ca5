/**
 * Business constants of spec section 9 and the code lists of spec sections 3 and 4.
 * Every list is written once here; types and zod enums derive from it.
 */

/** Site identifier sent as the `x-site-div` header on every call (spec section 6). */
export const SITE_DIV = 'SM';
export const SITE_HEADER = 'x-site-div';
/**
 * The server's clock on every answer (ISO 8601): the server keeps the deadlines, so the app counts
 * days and times from it, never from the device's clock.
 */
export const SERVER_TIME_HEADER = 'x-server-time';

export const TIMING_MS = {
  splash: 5000,
  searchPause: 500,
  requestTimeout: 10_000,
  afterVerification: 700,
  detailFade: 800,
} as const;

export const SMS_CODE_VALIDITY_MS = 5 * 60 * 1000;

export const LIMITS = {
  memoChars: 500,
  reviewChars: 500,
  phoneLength: 13,
  smsCodeLength: 6,
  scoreMin: 1,
  scoreMax: 5,
  homeMatchCount: 2,
  reviewSliderCount: 100,
  addressLabelChars: 13,
} as const;

export const LAYOUT_PX = {
  appFrame: 414,
  popup: 414,
  termsPopup: 396,
} as const;

// The engine's fixed system, defined once in the engine.
export { DEFAULT_AZIMUTH_DEG, DEFAULT_TILT_DEG, MODULE_POWER_W } from '@haetbit/solar/constants';
export const PYEONG_PER_M2 = 0.3025;
export const MW_DISPLAY_FROM_KW = 1000;

/**
 * A system size as every screen, text and e-mail shows it (one rule): MW with two decimals from
 * 1,000 kW (spec section 9), else kW with one decimal; whole numbers without one (243.84 →
 * "243.8kW", 100 → "100kW", 1,500 → "1.5MW").
 */
export function capacityText(systemSizeKw: number): string {
  const [value, unit, digits] =
    systemSizeKw >= MW_DISPLAY_FROM_KW ? [systemSizeKw / 1000, 'MW', 2] : [systemSizeKw, 'kW', 1];
  return `${value.toLocaleString('ko-KR', { maximumFractionDigits: digits })}${unit}`;
}

/** Advertising consent is prompted when accessCnt equals this value (spec section 4). */
export const ADV_PROMPT_ACCESS_COUNT = 2;

export const MATCH_STATUSES = ['CRG', 'SP1', 'PSB', 'SP2', 'CMC', 'CME'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Status names shown in lists and banners (spec section 4 meanings). */
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  CRG: '시공사 모집 중',
  SP1: '1차 시공사 선택',
  PSB: '제안서 작성 대기',
  SP2: '최종 시공사 확정',
  CMC: '매칭 완료',
  CME: '매칭 종료',
};

export const MATCH_COMPLETE_CODES = ['CTC', 'CDC', 'ADC', 'CS1', 'CP1', 'CS2', 'CP2'] as const;
export type MatchCompleteCode = (typeof MATCH_COMPLETE_CODES)[number];

export const INSTALL_TYPES = ['R', 'L'] as const;
export type InstallType = (typeof INSTALL_TYPES)[number];
/** The one name of each install type on every screen: R roof, L land (spec section 3). */
export const INSTALL_TYPE_LABELS: Record<InstallType, string> = { R: '지붕', L: '토지' };
/** A stored install type's name; anything but R reads as land, as the lists show it. */
export const installTypeLabel = (installType: string | null | undefined): string =>
  installType === 'R' ? INSTALL_TYPE_LABELS.R : INSTALL_TYPE_LABELS.L;

export const FEASIBILITY_VERDICTS = ['P', 'C', 'I', 'E'] as const;
export type FeasibilityVerdict = (typeof FEASIBILITY_VERDICTS)[number];
/** P possible, C conditional, I impossible; E (data missing) is shown as 'to be checked'. */
export const VERDICT_LABELS: Record<FeasibilityVerdict, string> = {
  P: '가능',
  C: '조건부',
  I: '불가',
  E: '확인 필요',
};

export const FAQ_CATEGORIES = ['MATCHING_STEP', 'ALIM', 'CST', 'ANALYSIS', 'POWER', 'ETC'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const DEFAULT_FAQ_CATEGORY: FaqCategory = 'MATCHING_STEP';

export const CODE_GROUPS = ['SM_CANCEL_CATE', 'SM_FAQ_CATE'] as const;
export type CodeGroup = (typeof CODE_GROUPS)[number];

export const BANNER_CATEGORIES = ['SUNNY_SCHOOL_BLOG', 'SOLAR_SCHOOL'] as const;
export type BannerCategory = (typeof BANNER_CATEGORIES)[number];

export const TERMS_CATEGORIES = ['USE_TERMS', 'PIPP'] as const;
export type TermsCategory = (typeof TERMS_CATEGORIES)[number];

/**
 * The customer centre's hours the spec names (section 1: weekdays 09:00-18:00), until an operator
 * sets others; the phone and e-mail are the operator's settings (AppSettings), shown once set.
 */
export const DEFAULT_CUSTOMER_HOURS = '평일 09:00-18:00';

/** Device id issued by the native shell: OS letter, underscore, device token (DESIGN D8). */
export const DEVICE_ID_PATTERN = /^[AIE]_[A-Za-z0-9._:-]{8,512}$/;

/** Requests still moving through the lifecycle (spec section 4): shown under 진행 중. */
export const ACTIVE_MATCH_STATUSES = [
  'CRG',
  'SP1',
  'PSB',
  'SP2',
] as const satisfies readonly MatchStatus[];
export type ActiveMatchStatus = (typeof ACTIVE_MATCH_STATUSES)[number];
/** Requests whose lifecycle is over: shown under 완료. */
export const FINAL_MATCH_STATUSES = ['CMC', 'CME'] as const satisfies readonly MatchStatus[];
export type FinalMatchStatus = (typeof FINAL_MATCH_STATUSES)[number];
export const isActiveMatchStatus = (status: string): status is ActiveMatchStatus =>
  (ACTIVE_MATCH_STATUSES as readonly string[]).includes(status);

/** Step of each status on the detail banner (spec section 4: step1 … step6). */
export const MATCH_STATUS_STEP: Record<MatchStatus, number> = {
  CRG: 1,
  SP1: 2,
  PSB: 3,
  SP2: 4,
  CMC: 5,
  CME: 6,
};

/** Why a match ended (spec section 4, matchCompleteCode other than CTC). */
export const MATCH_END_CODES = [
  'CDC',
  'ADC',
  'CP1',
  'CS1',
  'CP2',
  'CS2',
] as const satisfies readonly MatchCompleteCode[];
export type MatchEndCode = (typeof MATCH_END_CODES)[number];

/** Who caused a lifecycle transition (the audit trail names one). */
export const MATCH_ACTORS = ['owner', 'contractor', 'operator', 'system'] as const;
export type MatchActor = (typeof MATCH_ACTORS)[number];

/** The cancel-reason code that requires a detail text (spec section 5). */
export const CANCEL_REASON_ETC = 'ETC';

/** A selection flag as the spec's lists carry it. */
export const SELECT_STATUSES = ['Y', 'N'] as const;
export type SelectStatus = (typeof SELECT_STATUSES)[number];

/** Contract documents: projects of this size or more need the corporate documents (spec section 9). */
export const CONTRACT_DOCS_LARGE_FROM_KW = 500;
