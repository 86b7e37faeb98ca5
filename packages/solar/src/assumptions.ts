// Versioned assumptions of the engine. Every value has a source line and a status; a forecast
// records ASSUMPTIONS_VERSION. Change a value => bump the version and say why in the README.
//
// Status words: 'spec' = given by SPEC.md; 'confirmed' = seen in a cited public source;
// 'unconfirmed' = industry figure not verified; 'model default' = the published model's default.

import { s } from './sourced.js';

export const ASSUMPTIONS_VERSION = 'solar-assumptions/2026-11-28.1';

export type { Sourced } from './sourced.js';
export * from './assumptions-system.js';

/** REC weights by install type and size (spec section 9 band rule; flat per band, no blending). */
export const REC_WEIGHTS = {
  land: s(
    0.5,
    '-',
    'unconfirmed',
    '임야 (forest 지목) weight; 0.7 from 2018-06-27 confirmed, later cut to 0.5 unconfirmed (reference/prices-and-rec.md 4.1)',
  ),
  land1: s(
    1.2,
    '-',
    'confirmed',
    '일반부지 < 100 kW, MOTIE REC weight notice (2018 revision; hobking.tistory.com/9116354)',
  ),
  land2: s(
    1.0,
    '-',
    'confirmed',
    '일반부지 100 kW - 3 MW band weight (2018 revision); blended first-100-kW bonus not applied (spec rule is per band)',
  ),
  land3: s(0.8, '-', 'unconfirmed', '일반부지 > 3 MW, widely quoted 0.8 (2017 plan said 0.7)'),
  roof1: s(1.5, '-', 'confirmed', '건축물 등 기존시설물 <= 3 MW (2018 revision)'),
  roof2: s(1.0, '-', 'confirmed', '건축물 등 기존시설물 > 3 MW (2017 plan, blended)'),
} as const;

export type RecWeightKey = keyof typeof REC_WEIGHTS;

/**
 * Price and finance defaults. The spec's section 9 defaults (1 % tax, 1 %/yr degradation, no
 * operating costs, 20-year loan at 3.2 %) gave a 2-year payback for a 99 kW land plant; the values
 * below replace them with sourced figures (docs/decisions/ "honest forecast"; sources in
 * reference/forecast-and-finance.md B and C).
 */
export const FINANCE_DEFAULTS = {
  smpPriceKrwPerKwh: s(
    116.7,
    'KRW/kWh',
    'derived',
    'mean of the ten 2025 land SMP months January-October (117.11, 116.39, 113.12, 124.63, 125.50, 118.02, 120.39, 117.39, 112.90, 101.5), confirmed as land SMP by 에너지경제연구원 via 뉴시스 2025-11-24 (market-2024-2026 1.5 and 5 item 1); 2024 mean 128.3',
  ),
  recPriceKrwPerRec: s(
    71_810,
    'KRW/REC (1 REC = 1 MWh)',
    'unconfirmed',
    'mean of 2025-01..09 REC spot (same calculator); 2025-04 week 3 land 72,770 confirmed (energyplan.tistory.com/41)',
  ),
  smpEscalationPct: s(
    0,
    '% per year',
    'engine choice',
    'flat nominal SMP (reference C.3: 0 % base, scenarios -2 % / +1 %); replaces the spec increase rate 1 %',
  ),
  recEscalationPct: s(
    0,
    '% per year',
    'engine choice',
    'flat nominal REC price (reference C.3); REC spot rose 35,356 (2021) -> ~72,000 (2025) but fixed-price bids stayed near 155,000 원/MWh',
  ),
  fixedContractKrwPerMwh: s(
    155_269,
    'KRW/MWh (SMP + 1 REC)',
    'confirmed',
    'latest auction level: 2024 H2 fixed-price auction average of the selected bids (ekn 20241225025318737; market-2024-2026 1.4); the 2025 H1 ceiling was 155,742 (its results not found)',
  ),
  fixedContractJejuKrwPerMwh: s(
    159_202,
    'KRW/MWh (SMP + 1 REC)',
    'derived',
    '제주: the land average 155,269 scaled by the 2024 제주/land ceilings 161,291 / 157,307 (no 제주 average published)',
  ),
  recSpotCloseYear: s(
    5,
    'operating year',
    'engine choice',
    'the REC spot market is being wound down (2024-07 plan to abolish it, 2025-02 decision reported, 2026-01 bill; market-2024-2026 1.4): the spotRecClose scenario assumes no REC income from year 5 (about 2030-31 for a plant starting in 2026-27); date and transition for existing plants unconfirmed, the owner can move it',
  ),
  fixedBaseSmpKrwPerMwh: s(
    85_900,
    'KRW/MWh',
    'confirmed',
    '기준 전력거래가격 that splits a weighted fixed contract into SMP and REC x weight (2022 H1 notice, land); later notices not checked',
  ),
  degradationFirstYearPct: s(
    1.0,
    '% in year 1',
    'unconfirmed',
    'Korean feasibility practice and module warranties: a first-year step then a yearly rate (reference C.3: 1.0 % year 1)',
  ),
  moduleLossPct: s(
    0.6,
    '% per year',
    'engine choice',
    'chosen inside the confirmed fleet range: NREL PV Fleet (NREL/TP-5K00-76687, 2020) median -0.72 %/yr, Jordan et al. 2016 -0.5..-0.9 %/yr; Korean feasibility studies 0.5-0.8 (unconfirmed); reference C.3 0.6 %/yr (~88 % at year 20). Replaces the spec 1 %/yr',
  ),
  constructionCostManwonPerKw: s(
    100,
    '만원/kW',
    'spec',
    'SPEC.md 9: construction cost 100 per kW; kept only when a caller sends it: by default the whole project cost is the depreciable base',
  ),
  projectCostGroundManwonPerKw: s(
    150,
    '만원/kW',
    'unconfirmed',
    'ground plant below 100 kW incl. 한전 connection and permits: 100 kW ground 1.7-2.0억 in 2025 blogs (pp.tislog.kr/60, weolbu-blackhole.com/2), reference C.3 130 (110-180); the reference worked example uses 150. Replaces the spec 110',
  ),
  projectCostGroundLargeManwonPerKw: s(
    130,
    '만원/kW',
    'unconfirmed',
    'ground plant of 100 kW and more: 350 kW farmland 130/kW + 한전 1,200만 + 인허가 1,000만 + 농지전용 1,400만 (imunfarm blog 2026) = ~140; reference C.3 120 (105-150)',
  ),
  projectCostRoofManwonPerKw: s(
    130,
    '만원/kW',
    'spec',
    'SPEC.md 9: rooftop 130 per kW (taken as 만원/kW); inside reference C.3 roof range 110-160',
  ),
  firstLoanRatePct: s(70, '% of project cost', 'spec', 'SPEC.md 9: first loan rate 70'),
  loanTermYears: s(
    10,
    'years',
    'engine choice',
    'equal annual payments over 10 years: the amortisation part of the 신재생에너지 금융지원사업 (5-yr grace + 10-yr, enetnews idxno=3540, confirmed), without its grace; reference C.3 bank template 15 years (unconfirmed). With 15 years at 4.5 % the year-12 inverter replacement falls inside the loan and the minimum DSCR drops below 1 (docs/decisions/012). Replaces the spec 20 years',
  ),
  loanInterestPct: s(
    4.5,
    '% per year',
    'unconfirmed',
    'commercial loan 4.8-5.5 % (minibiz.kr 2026), reference C.3 template A 4.5 %. Replaces the spec 3.2 %',
  ),
  corporateTaxPct: s(
    9.9,
    '% of taxable income (first bracket, incl. local income tax)',
    'confirmed',
    '법인세 2023+: 9 % to 2억, 19 % to 200억, 21 % to 3,000억, 24 % above, plus 10 % local income tax (a-ha.io 세무사 answer on the 2022-12 revision). Replaces the spec 1 %',
  ),
  lossCarryForwardYears: s(
    15,
    'years',
    'confirmed',
    '법인세법 13조: 이월결손금 deductible for 15 years (losses from 2021 on)',
  ),
  depreciationYears: s(
    20,
    'years',
    'unconfirmed',
    '법인세법 기준내용연수 for 발전설비 about 20 years (15-25); replaces the spec 10 years (straight line kept)',
  ),
  otherCostsManwonPerYear: s(
    0,
    '만원/year',
    'spec',
    'SPEC.md 9: other costs 0; kept as an extra yearly line a caller may add beside the itemised operating costs',
  ),
  discountRatePct: s(
    5,
    '% per year',
    'engine choice',
    'project NPV and LCOE discount rate, nominal (reference C.3: 5 %, range 4-7 %)',
  ),
  horizonYears: s(20, 'years', 'spec', 'SPEC.md 9: analysis horizon 20 years'),
} as const;

/**
 * Itemised operating costs (reference/forecast-and-finance.md B.2 and C.3), money of 2025,
 * excl. VAT. Each line escalates by `opexEscalationPct` a year.
 */
export const OPERATING_COSTS = {
  maintenanceGroundKrwPerKw: s(
    10_000,
    'KRW/kW/year',
    'unconfirmed',
    'cleaning, weeding, repairs reserve on the ground: reference C.3 (5,000-15,000); O&M "about 1 % of investment" (parangsolar.tistory.com/703)',
  ),
  maintenanceRoofKrwPerKw: s(
    6_000,
    'KRW/kW/year',
    'unconfirmed',
    'roof: no weeding, reference C.3',
  ),
  safetyManagementKrwPerYear: s(
    800_000,
    'KRW/year per installation up to 250 kW (+50 % per further 250 kW)',
    'unconfirmed',
    '전기안전관리 대행 required above 20 kW (전기안전관리법 22조, confirmed); fee from one 2024 case 66,000 원/월 per unit (joeunecommerce 152 kW case)',
  ),
  safetyManagementMinKw: s(20, 'kW', 'confirmed', '전기안전관리법 22조: PV above 20 kW'),
  monitoringKrwPerYear: s(
    300_000,
    'KRW/year',
    'unconfirmed',
    'monitoring line 2-3만 원/월 (gongu.today/82)',
  ),
  insurancePctOfCapex: s(
    0.5,
    '% of project cost per year',
    'confirmed',
    '태양광발전소종합공제 2019: 30 kW 204,000 / 100 kW 739,000 원/yr (sedaily 1VGLKUEWMP, fnnews 201911181448021991), about 0.45-0.5 % of capex',
  ),
  landLeaseKrwPerKw: s(
    20_000,
    'KRW/kW/year (leased land only)',
    'unconfirmed',
    '인천시 공유재산 대부요율 25,000 원/kW (e2news idxno=245645, public land, confirmed); private 13,000 (kollo.kr op-ed); reference C.3 20,000',
  ),
  inverterReplacementYear: s(
    12,
    'year',
    'unconfirmed',
    'inverter life 10-15 years (blogs; one 99 kW central inverter failed at year 8); reference C.3 year 12',
  ),
  inverterReplacementManwonPerKw: s(
    12,
    '만원/kW (15 up to 30 kW)',
    'unconfirmed',
    'between the confirmed MOTIE 2022-02-03 example (a 25 kW inverter 350만원 + works 100만원 = 18 만원/kW, industrynews 45104) and a 2026 100 kW quote of 8-11 만원/kW (unconfirmed); reference C.3 12',
  ),
  inverterReplacementSmallManwonPerKw: s(
    15,
    '만원/kW',
    'unconfirmed',
    'small inverters cost more per kW (MOTIE 2022 example 18 만원/kW for 25 kW)',
  ),
  opexEscalationPct: s(2, '% per year', 'unconfirmed', 'reference C.3: 2 %/yr (1.5-3 %)'),
} as const;

/** Korean corporate income tax brackets (2023+), national rate; local income tax on top. */
export const CORPORATE_TAX_BRACKETS: readonly { upToKrw: number; ratePct: number }[] = [
  { upToKrw: 200_000_000, ratePct: 9 },
  { upToKrw: 20_000_000_000, ratePct: 19 },
  { upToKrw: 300_000_000_000, ratePct: 21 },
  { upToKrw: Number.POSITIVE_INFINITY, ratePct: 24 },
];
export const LOCAL_INCOME_TAX_SHARE = s(
  10,
  '% of the corporate tax',
  'confirmed',
  '지방소득세 법인분: 10 % of the national corporate tax (a-ha.io; 9 % -> 9.9 %)',
);

/**
 * Uncertainty budget of the annual energy (reference C.2; method: Dobos, Gilman & Kasberg 2012,
 * NREL/CP-6A20-54488; PVsyst help "P50-P90 evaluations"): independent terms in quadrature, the
 * interannual term divided by sqrt(N) for an N-year mean, P90 = P50 (1 - 1.2816 sigma).
 */
export const UNCERTAINTY = {
  interannualPct: s(
    4.0,
    '% (1 sigma)',
    'derived',
    'KMA 2020-24 annual GHI CV median 2.5 % (5-year lower bound); Thevenard & Pelland 2013 3.9 %; reference C.2',
  ),
  resourcePct: s(
    3.0,
    '% (1 sigma)',
    'derived',
    'long-term resource at the site: 5-year third-party KMA copy, calibrated to fleet hours (reference C.2: 3 % once the regional bands are met)',
  ),
  resourceFarPct: s(
    6.0,
    '% (1 sigma)',
    'derived',
    'station more than 30 km away, or on 제주 (reference C.2)',
  ),
  resourceFarKm: s(30, 'km', 'derived', 'reference C.2'),
  modelPct: s(
    3.0,
    '% (1 sigma)',
    'derived',
    'synthetic hours from monthly means, Erbs, transposition, PVWatts; Thevenard POA 3 % (reference C.2, calibrated)',
  ),
  lossesPct: s(1.5, '% (1 sigma)', 'derived', 'losses, availability, degradation (reference C.2)'),
  monthlyPct: s(
    15,
    '% (1 sigma)',
    'derived',
    'one month: KMA single months +-10-20 %, fleet Aug 2020 -18 % (reference C.2, B.4)',
  ),
  z90: s(1.2816, '-', 'confirmed', 'one-sided 90 % quantile of the normal (Solargis; PVsyst)'),
} as const;
