// 상계거래 (net metering) for a roof whose owner uses its power (reference market-2024-2026.md 1.9):
// up to 1,000 kW; each month the plant's energy offsets the month's use, a surplus is credited to the
// following months, and the saving is the bill without the plant minus the bill with it
// (tariffs.ts). The cash price of credit never used is unconfirmed: it is counted at 0 and its kWh
// reported. The plant is behind the meter, so grid curtailment and zero-price hours do not apply;
// no REC is counted (a 상계 plant registered for REC is not modelled).
//
//   billed_m  = max(0, use_m - gen_m - credit_(m-1));  credit_m = max(0, credit_(m-1) + gen_m - use_m)
//   saving_m  = bill(use_m) - bill(billed_m)
//   year y:     gen_m(y) = gen_m(1) (1 - rate)^(y-1); the credit runs on across years
import type { OwnerSource, TariffKind } from './forecast-output.js';
import { NET_METERING_MAX_KW } from './schemas.js';
import type { SelfConsumptionInput } from './schemas.js';
import { s } from './sourced.js';
import { KEPCO_TARIFFS, SURCHARGE_SOURCES, kwhForMonthlyBill, monthlyBillKrw } from './tariffs.js';

export const NET_METERING = {
  maxKw: s(
    NET_METERING_MAX_KW,
    'kW',
    'confirmed',
    '상계거래 limit 1,000 kW from 2016-10-01 (KEPCO newsletter via semteulnuri.pe.kr/3496; 아파트관리신문 44562)',
  ),
  surplusCashKrwPerKwh: s(
    0,
    'KRW/kWh',
    'unconfirmed',
    'surplus carried month to month (confirmed plan, 2017-12-25); cash compensation of the leftover was planned from 2018 but its price was not found: counted at 0',
  ),
} as const;

export const NET_METERING_SOURCE: OwnerSource = {
  org: '한국전력공사',
  title: '상계거래: 1,000kW 이하, 남는 전력은 다음 달로 이월 (남은 전력 현금 정산 단가 미확인)',
  asOf: '2016-10-01',
  confidence: 'confirmed',
  url: 'https://semteulnuri.pe.kr/3496',
};

export interface NetMeteringYear {
  savingKrw: number;
  /** Plant energy that offset use, directly or through credit, kWh. */
  selfUsedKwh: number;
  /** Surplus credited to later months in this year, kWh. */
  surplusCarriedKwh: number;
  /** Credit left at the end of the year, kWh. */
  creditOutKwh: number;
}

/** One year of net metering, month by month (January first). */
export function netMeteringYear(
  tariffKind: TariffKind,
  useKwh: readonly number[],
  generationKwh: readonly number[],
  creditInKwh: number,
): NetMeteringYear {
  const tariff = KEPCO_TARIFFS[tariffKind];
  let credit = creditInKwh;
  let saving = 0;
  let selfUsed = 0;
  let carried = 0;
  for (let m = 0; m < 12; m++) {
    const use = useKwh[m]!;
    const gen = generationKwh[m]!;
    const available = gen + credit;
    const billed = Math.max(0, use - available);
    if (gen > use) carried += gen - use;
    credit = Math.max(0, available - use);
    selfUsed += use - billed;
    saving += monthlyBillKrw(tariff, m + 1, use) - monthlyBillKrw(tariff, m + 1, billed);
  }
  return {
    savingKrw: saving,
    selfUsedKwh: selfUsed,
    surplusCarriedKwh: carried,
    creditOutKwh: credit,
  };
}

/** The owner's monthly use, kWh (twelve, January first), from the input. */
export function monthlyUseKwh(input: SelfConsumptionInput): number[] {
  if (input.monthlyKwh !== undefined) {
    return Array.isArray(input.monthlyKwh)
      ? [...input.monthlyKwh]
      : new Array<number>(12).fill(input.monthlyKwh);
  }
  const kwh = kwhForMonthlyBill(KEPCO_TARIFFS[input.tariff], input.monthlyBillKrw ?? 0);
  return new Array<number>(12).fill(kwh);
}

export interface SelfConsumptionRun {
  useKwh: number[];
  /** Bill saving of each operating year, KRW (rounded). */
  savingKrwByYear: number[];
  firstYear: NetMeteringYear;
  firstYearGenerationKwh: number;
  sources: OwnerSource[];
}

/**
 * The yearly bill savings of a plant whose first-year monthly energy (behind the meter: before
 * curtailment, after the first-year degradation step) is `firstYearMonthlyKwh`, degrading by
 * `degradationPct` a year, over `years`.
 */
export function selfConsumptionSavings(options: {
  input: SelfConsumptionInput;
  firstYearMonthlyKwh: readonly number[];
  degradationPct: number;
  years: number;
}): SelfConsumptionRun {
  const useKwh = monthlyUseKwh(options.input);
  const gen = new Array<number>(12);
  const savings: number[] = [];
  let credit = 0;
  let firstYear: NetMeteringYear | undefined;
  for (let y = 1; y <= options.years; y++) {
    const factor = (1 - options.degradationPct / 100) ** (y - 1);
    for (let m = 0; m < 12; m++) gen[m] = options.firstYearMonthlyKwh[m]! * factor;
    const year = netMeteringYear(options.input.tariff, useKwh, gen, credit);
    credit = year.creditOutKwh;
    savings.push(Math.round(year.savingKrw));
    firstYear ??= year;
  }
  return {
    useKwh,
    savingKrwByYear: savings,
    firstYear: firstYear ?? { savingKrw: 0, selfUsedKwh: 0, surplusCarriedKwh: 0, creditOutKwh: 0 },
    firstYearGenerationKwh: options.firstYearMonthlyKwh.reduce((a, b) => a + b, 0),
    sources: [
      KEPCO_TARIFFS[options.input.tariff].ownerSource,
      ...SURCHARGE_SOURCES,
      NET_METERING_SOURCE,
    ],
  };
}
