// KEPCO retail tariffs a roof owner pays, for the bill saving of 상계거래 (self-consumption.ts).
// Sourced, dated data: each table carries its 기준일 (the date the published rates took effect),
// an owner-facing source and a status; figures not seen at KEPCO itself are 'reported' or
// 'unconfirmed' (decision record "fixed-first prices and the curtailment model", section on roofs).
//
//   residential (주택용 전력 저압): progressive monthly tiers (기본요금 by the tier reached, 전력량요금
//     by tier), summer (July-August) tiers 300/450 kWh, otherwise 200/400; above 1,000 kWh in
//     July-August and December-February the super-user rate;
//   general (일반용 전력(갑)Ⅰ 저압), industrial (산업용 전력(갑)Ⅰ 저압): one energy rate per season
//     (summer June-August, spring/autumn March-May and September-October, winter November-February);
//     their 기본요금 is per contracted kW and does not change with the kWh a plant offsets;
//   on every kWh: 기후환경요금 + 연료비조정요금; on the bill: 전력산업기반기금 (% of the charges) and,
//     for households only, 부가가치세 10 % (a business deducts the VAT it pays).
import type { OwnerSource, TariffKind } from './forecast-output.js';
import { s } from './sourced.js';
import type { Sourced } from './sourced.js';

const KEPCO_TABLE_URL = 'https://cyber.kepco.co.kr/ckepco/front/jsp/CY/E/E/CYEEHP00101.jsp';

export interface ResidentialTariff {
  kind: 'residential';
  labelKo: string;
  /** 기본요금 by the tier reached, KRW per month. */
  basicKrwByTier: readonly [number, number, number];
  /** 전력량요금 by tier, KRW/kWh. */
  energyKrwPerKwhByTier: readonly [number, number, number];
  /** Upper bounds of tiers 1 and 2, kWh per month: July-August and the other months. */
  tierBoundsSummerKwh: readonly [number, number];
  tierBoundsOtherKwh: readonly [number, number];
  /** Above this monthly use in the super-user months the super-user rate applies, kWh. */
  superUserFromKwh: number;
  superUserKrwPerKwh: number;
  /** Calendar months (1-12) of the super-user rule. */
  superUserMonths: readonly number[];
  sourced: Sourced<string>;
  ownerSource: OwnerSource;
}

export interface SeasonalTariff {
  kind: 'general' | 'industrial';
  labelKo: string;
  /** 전력량요금 by season, KRW/kWh. */
  energyKrwPerKwh: { summer: number; springAutumn: number; winter: number };
  /** 기본요금 per contracted kW and month (not avoided by a plant), KRW. */
  basicKrwPerKwMonth: number;
  sourced: Sourced<string>;
  ownerSource: OwnerSource;
}

export type Tariff = ResidentialTariff | SeasonalTariff;

/** The tariffs by kind (the `selfConsumption.tariff` input). */
export const KEPCO_TARIFFS: { residential: ResidentialTariff } & Record<
  'general' | 'industrial',
  SeasonalTariff
> = {
  residential: {
    kind: 'residential',
    labelKo: '주택용 전력(저압)',
    basicKrwByTier: [910, 1600, 7300],
    energyKrwPerKwhByTier: [120.0, 214.6, 307.3],
    tierBoundsSummerKwh: [300, 450],
    tierBoundsOtherKwh: [200, 400],
    superUserFromKwh: 1000,
    superUserKrwPerKwh: 736.2,
    superUserMonths: [7, 8, 12, 1, 2],
    sourced: s(
      '2023-05-16',
      'effective date',
      'reported',
      'KEPCO 주택용 저압 since 2023-05-16 (120.0 / 214.6 / 307.3, super-user 736.2; basic 910 / 1,600 / 7,300): the same figures in three secondary copies (bgbr.tistory.com 2024-08-14, caturday.blog "2023년 5월 16일 인상", github dugurs/kwh_to_won rates.json "2305"); not read on KEPCO itself',
    ),
    ownerSource: {
      org: '한국전력공사',
      title: '전기요금표: 주택용 전력(저압)',
      asOf: '2023-05-16',
      confidence: 'reported',
      url: KEPCO_TABLE_URL,
    },
  },
  general: {
    kind: 'general',
    labelKo: '일반용 전력(갑)Ⅰ 저압',
    energyKrwPerKwh: { summer: 132.4, springAutumn: 91.9, winter: 119.0 },
    basicKrwPerKwMonth: 6160,
    sourced: s(
      '2023-11-09',
      'effective date',
      'unconfirmed',
      'two public code copies give 6,160 / 132.4 / 91.9 / 119.0; one labels it 일반용(갑)Ⅰ 저압 "cyber.kepco.co.kr 전기요금표(2023-11-09 시행)", the other 일반용(을) below 300 kW; not read on KEPCO itself',
    ),
    ownerSource: {
      org: '한국전력공사',
      title: '전기요금표: 일반용 전력(갑)Ⅰ 저압',
      asOf: '2023-11-09',
      confidence: 'unconfirmed',
      url: KEPCO_TABLE_URL,
    },
  },
  industrial: {
    kind: 'industrial',
    labelKo: '산업용 전력(갑)Ⅰ 저압',
    energyKrwPerKwh: { summer: 116.2, springAutumn: 94.4, winter: 114.5 },
    basicKrwPerKwMonth: 5550,
    sourced: s(
      '2024-10-24',
      'effective date',
      'reported',
      '산업용(갑)Ⅰ 저압 from 2024-10-24 in a retailer tariff page (cncityenergy.com chargeInfoEindustry.jsp): 116.2 / 94.4 / 114.5, each 8.5 원/kWh above its 2024-01-01 rate, the announced 산업용(갑) increase',
    ),
    ownerSource: {
      org: '한국전력공사 (씨엔씨티에너지 요금표 게시)',
      title: '전기요금표: 산업용 전력(갑)Ⅰ 저압',
      asOf: '2024-10-24',
      confidence: 'reported',
      url: 'https://www.cncityenergy.com/jsp/customer/chargeInfoEindustry.jsp',
    },
  },
};

/** What every kWh and bill carries besides the tariff. */
export const BILL_SURCHARGES = {
  climateKrwPerKwh: s(
    9.0,
    'KRW/kWh',
    'reported',
    '기후환경요금 9.0 원/kWh from 2023-01 (7.3 from 2022-04 = RPS 5.9 + ETS 0.8 + coal 0.6): dugurs/kwh_to_won README and rates.json "2301"',
  ),
  fuelAdjustmentKrwPerKwh: s(
    5.0,
    'KRW/kWh',
    'reported',
    '연료비조정요금 +5 원/kWh, the quarterly ceiling, applied from 2022-07 (dugurs/kwh_to_won rates.json "2207"); later quarters not re-checked',
  ),
  fundPct: s(
    2.7,
    '% of the charges',
    'reported',
    '전력산업기반기금 3.7 % until 2024-06, 3.2 % from 2024-07, 2.7 % from 2025-07 (dugurs/kwh_to_won rates.json BASE_FUND)',
  ),
  vatPct: s(
    10,
    '% of the charges',
    'confirmed',
    '부가가치세법: 10 % (households; a business deducts it)',
  ),
} as const;

export const SURCHARGE_SOURCES: OwnerSource[] = [
  {
    org: '한국전력공사',
    title: '기후환경요금 9.0원/kWh, 연료비조정요금 +5.0원/kWh',
    asOf: '2023-01-01',
    confidence: 'reported',
    url: 'https://cyber.kepco.co.kr/ckepco/front/jsp/CY/H/C/CYHCHP00211.jsp',
  },
  {
    org: '산업통상자원부',
    title: '전력산업기반기금 부담금 요율 2.7%',
    asOf: '2025-07-01',
    confidence: 'reported',
  },
];

/** The season of a calendar month (1-12) for the seasonal tariffs. */
export function seasonOfMonth(month: number): 'summer' | 'springAutumn' | 'winter' {
  if (month >= 6 && month <= 8) return 'summer';
  if ((month >= 3 && month <= 5) || month === 9 || month === 10) return 'springAutumn';
  return 'winter';
}

/**
 * The part of a month's bill that depends on the kWh used, KRW: for households the whole bill
 * (기본요금 by the tier reached, never below tier 1's, tiers, surcharges, fund and VAT); for the
 * seasonal tariffs the energy charge with its surcharges and fund (their 기본요금 is fixed by the
 * contract and left out).
 */
export function monthlyBillKrw(tariff: Tariff, month: number, kwh: number): number {
  const sc = BILL_SURCHARGES;
  const use = Math.max(0, kwh);
  const perKwhExtra = sc.climateKrwPerKwh.value + sc.fuelAdjustmentKrwPerKwh.value;
  if (tariff.kind !== 'residential') {
    const rate = tariff.energyKrwPerKwh[seasonOfMonth(month)];
    return use * (rate + perKwhExtra) * (1 + sc.fundPct.value / 100);
  }
  const summer = month === 7 || month === 8;
  const [b1, b2] = summer ? tariff.tierBoundsSummerKwh : tariff.tierBoundsOtherKwh;
  const [r1, r2, r3] = tariff.energyKrwPerKwhByTier;
  let energy = Math.min(use, b1) * r1;
  if (use > b1) energy += (Math.min(use, b2) - b1) * r2;
  if (use > b2) energy += (use - b2) * r3;
  if (use > tariff.superUserFromKwh && tariff.superUserMonths.includes(month)) {
    energy += (use - tariff.superUserFromKwh) * (tariff.superUserKrwPerKwh - r3);
  }
  const basic = tariff.basicKrwByTier[use > b2 ? 2 : use > b1 ? 1 : 0];
  const charges = basic + energy + use * perKwhExtra;
  return charges * (1 + (sc.fundPct.value + sc.vatPct.value) / 100);
}

/**
 * The monthly use, kWh, whose bill averaged over the twelve months equals `billKrw` (the inverse of
 * {@link monthlyBillKrw}, by bisection). For the seasonal tariffs the bill is taken as its
 * kWh-dependent part (the contract's 기본요금 is unknown here).
 */
export function kwhForMonthlyBill(tariff: Tariff, billKrw: number): number {
  const meanBill = (kwh: number): number => {
    let sum = 0;
    for (let m = 1; m <= 12; m++) sum += monthlyBillKrw(tariff, m, kwh);
    return sum / 12;
  };
  if (!(billKrw > meanBill(0))) return 0;
  let lo = 0;
  let hi = 1;
  while (meanBill(hi) < billKrw && hi < 1e9) hi *= 2;
  for (let i = 0; i < 60 && hi - lo > 1e-3; i++) {
    const mid = (lo + hi) / 2;
    if (meanBill(mid) < billKrw) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 10) / 10;
}

export type { TariffKind };
