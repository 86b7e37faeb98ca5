// SMP and REC figures of shared/reference/prices-and-rec.md, one row each with its source and
// status. Where only an average is published (monthly, weekly), every hour of the SMP row carries
// that average (`flat-average`); see docs/decisions/ (prices). Nothing here is derived: Jeju
// figures exist only where the reference has them.
import type { LocalDiv, PriceConfidence } from '@haetbit/contracts';
import type { PricePeriod } from '../../providers/smp-rec/port.js';

export interface SmpSeed {
  localDiv: LocalDiv;
  smpDt: string;
  periodEnd: string;
  period: PricePeriod;
  avgKrwPerKwh: number;
  source: string;
  confidence: PriceConfidence;
  note?: string;
}

export interface RecSeed {
  tradeDt: string;
  periodEnd: string;
  period: PricePeriod;
  landAvgPrice: number;
  jejuAvgPrice: number | null;
  source: string;
  confidence: PriceConfidence;
  note?: string;
}

function lastDayOfMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${yearMonth}-${String(day).padStart(2, '0')}`;
}

const month = (yearMonth: string) => ({
  start: `${yearMonth}-01`,
  end: lastDayOfMonth(yearMonth),
});

/** The 2025 month of a position in the monthly lists below (0 = January). */
const month2025 = (index: number) => `2025-${String(index + 1).padStart(2, '0')}`;

export const CALCULATOR_2025 =
  'public solar revenue calculator hard-coding "2025 SMP"/REC monthly figures (reference prices-and-rec.md §1-2)';
/**
 * 에너지경제연구원 via 뉴시스 (2025-11-24): 2024 mean 128.3, 2025-08 117.4, 2025-10 101.5 land /
 * 101.2 제주 (−10.1 % / −11.3 % on September). It matches the calculator's August and September,
 * so that 2025 series is land SMP and confirmed (reference market-2024-2026.md §1.5 and §5 item 1).
 */
const NEWSIS_2025 = '에너지경제연구원 via 뉴시스 2025-11-24 (newsis.com NISX20251124_0003414920)';
export const CALCULATOR_2025_CONFIRMED = `${CALCULATOR_2025}; confirmed as land SMP by ${NEWSIS_2025}`;
const WEEK_NOTE =
  "the post names '3rd week' only; taken as the Monday-Sunday week before the post date";

const SMP_2025_LAND = [117.11, 116.39, 113.12, 124.63, 125.5, 118.02, 120.39, 117.39, 112.9];
/** 2025 REC monthly averages quoted in KRW/kWh-equivalent; x 1000 = KRW/REC (1 REC = 1 MWh). */
const REC_2025_KRW_PER_KWH = [69.76, 72.16, 72.15, 72.41, 72.39, 71.96, 71.65, 71.86, 71.97];

/**
 * The weekly posts citing KPX: each gives one week's SMP and REC averages, land and Jeju (REC in
 * KRW/kWh-equivalent, stored x 1000 as KRW/REC).
 */
const THIRD_WEEK_POSTS = [
  {
    start: '2025-03-17',
    end: '2025-03-23',
    source: 'energyplan.tistory.com/m/31 (weekly averages citing KPX, posted 2025-03-24)',
    smp: { land: 121.24, jeju: 102.79 },
    rec: { land: 72_880, jeju: 65_960 },
  },
  {
    start: '2025-04-14',
    end: '2025-04-20',
    source: 'energyplan.tistory.com/41 (weekly averages citing KPX, posted 2025-04-22)',
    smp: { land: 124.12, jeju: 119.94 },
    rec: { land: 72_770, jeju: 69_740 },
  },
];

/** A land SMP monthly average, as every hour of the month carries it. */
function landMonthSmp(
  yearMonth: string,
  avgKrwPerKwh: number,
  quoted: Pick<SmpSeed, 'source' | 'confidence' | 'note'>,
): SmpSeed {
  const { start, end } = month(yearMonth);
  return { localDiv: 1, smpDt: start, periodEnd: end, period: 'month', avgKrwPerKwh, ...quoted };
}

export const SMP_SEED: SmpSeed[] = [
  landMonthSmp('2022-12', 267.63, {
    source: 'newspim 2023-01-11; e2news 249781 (KPX monthly average, record high)',
    confidence: 'confirmed',
  }),
  landMonthSmp('2023-08', 147.22, {
    source: 'etnews 20230920000224 (KPX monthly average)',
    confidence: 'confirmed',
  }),
  {
    localDiv: 1,
    smpDt: '2023-09-01',
    periodEnd: '2023-09-19',
    period: 'partial-month',
    avgKrwPerKwh: 144,
    source: 'etnews 20230920000224 (average of 1-19 September)',
    confidence: 'confirmed',
    note: 'approximate: quoted as ~144',
  },
  ...SMP_2025_LAND.map((avgKrwPerKwh, index) =>
    landMonthSmp(month2025(index), avgKrwPerKwh, {
      source: CALCULATOR_2025_CONFIRMED,
      confidence: 'confirmed',
    }),
  ),
  landMonthSmp('2025-10', 101.5, { source: NEWSIS_2025, confidence: 'confirmed' }),
  {
    localDiv: 9,
    smpDt: '2025-10-01',
    periodEnd: '2025-10-31',
    period: 'month',
    avgKrwPerKwh: 101.2,
    source: NEWSIS_2025,
    confidence: 'confirmed',
  },
  {
    localDiv: 1,
    smpDt: '2024-01-01',
    periodEnd: '2024-12-31',
    period: 'year',
    avgKrwPerKwh: 128.3,
    source: NEWSIS_2025,
    confidence: 'confirmed',
    note: 'annual mean (land)',
  },
  ...THIRD_WEEK_POSTS.flatMap((post) =>
    ([1, 9] as const).map((localDiv): SmpSeed => ({
      localDiv,
      smpDt: post.start,
      periodEnd: post.end,
      period: 'week',
      avgKrwPerKwh: localDiv === 1 ? post.smp.land : post.smp.jeju,
      source: post.source,
      confidence: 'confirmed',
      note: WEEK_NOTE,
    })),
  ),
];

export const REC_SEED: RecSeed[] = [
  {
    tradeDt: month('2020-12').start,
    periodEnd: month('2020-12').end,
    period: 'month',
    landAvgPrice: 32_994,
    jejuAvgPrice: null,
    source: 'ekn.kr 20201220010004822 (spot level in December 2020, historic low)',
    confidence: 'confirmed',
    note: 'approximate: quoted as ~32,994 KRW/REC on 2020-12-20',
  },
  ...REC_2025_KRW_PER_KWH.map((krwPerKwh, index): RecSeed => ({
    tradeDt: month(month2025(index)).start,
    periodEnd: month(month2025(index)).end,
    period: 'month',
    landAvgPrice: Math.round(krwPerKwh * 1000),
    jejuAvgPrice: null,
    source: CALCULATOR_2025,
    confidence: 'unconfirmed',
    note: 'quoted in KRW/kWh-equivalent; x 1000 = KRW/REC',
  })),
  ...THIRD_WEEK_POSTS.map((post): RecSeed => ({
    tradeDt: post.start,
    periodEnd: post.end,
    period: 'week',
    landAvgPrice: post.rec.land,
    jejuAvgPrice: post.rec.jeju,
    source: post.source,
    confidence: 'confirmed',
    note: `${WEEK_NOTE}; quoted in KRW/kWh-equivalent (x 1000)`,
  })),
];
