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

const CALCULATOR_2025 =
  'public solar revenue calculator hard-coding "2025 SMP"/REC monthly figures (reference prices-and-rec.md §1-2)';
const ENERGYPLAN_W3_MAR =
  'energyplan.tistory.com/m/31 (weekly averages citing KPX, posted 2025-03-24)';
const ENERGYPLAN_W3_APR =
  'energyplan.tistory.com/41 (weekly averages citing KPX, posted 2025-04-22)';
const WEEK_NOTE =
  "the post names '3rd week' only; taken as the Monday-Sunday week before the post date";

const SMP_2025_LAND = [117.11, 116.39, 113.12, 124.63, 125.5, 118.02, 120.39, 117.39, 112.9];
/** 2025 REC monthly averages quoted in KRW/kWh-equivalent; x 1000 = KRW/REC (1 REC = 1 MWh). */
const REC_2025_KRW_PER_KWH = [69.76, 72.16, 72.15, 72.41, 72.39, 71.96, 71.65, 71.86, 71.97];

export const SMP_SEED: SmpSeed[] = [
  {
    localDiv: 1,
    smpDt: month('2022-12').start,
    periodEnd: month('2022-12').end,
    period: 'month',
    avgKrwPerKwh: 267.63,
    source: 'newspim 2023-01-11; e2news 249781 (KPX monthly average, record high)',
    confidence: 'confirmed',
  },
  {
    localDiv: 1,
    smpDt: month('2023-08').start,
    periodEnd: month('2023-08').end,
    period: 'month',
    avgKrwPerKwh: 147.22,
    source: 'etnews 20230920000224 (KPX monthly average)',
    confidence: 'confirmed',
  },
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
  ...SMP_2025_LAND.map((avgKrwPerKwh, index): SmpSeed => ({
    localDiv: 1,
    smpDt: month(`2025-${String(index + 1).padStart(2, '0')}`).start,
    periodEnd: month(`2025-${String(index + 1).padStart(2, '0')}`).end,
    period: 'month',
    avgKrwPerKwh,
    source: CALCULATOR_2025,
    confidence: 'unconfirmed',
    note: 'land or unified SMP not stated in the source',
  })),
  {
    localDiv: 1,
    smpDt: '2025-03-17',
    periodEnd: '2025-03-23',
    period: 'week',
    avgKrwPerKwh: 121.24,
    source: ENERGYPLAN_W3_MAR,
    confidence: 'confirmed',
    note: WEEK_NOTE,
  },
  {
    localDiv: 9,
    smpDt: '2025-03-17',
    periodEnd: '2025-03-23',
    period: 'week',
    avgKrwPerKwh: 102.79,
    source: ENERGYPLAN_W3_MAR,
    confidence: 'confirmed',
    note: WEEK_NOTE,
  },
  {
    localDiv: 1,
    smpDt: '2025-04-14',
    periodEnd: '2025-04-20',
    period: 'week',
    avgKrwPerKwh: 124.12,
    source: ENERGYPLAN_W3_APR,
    confidence: 'confirmed',
    note: WEEK_NOTE,
  },
  {
    localDiv: 9,
    smpDt: '2025-04-14',
    periodEnd: '2025-04-20',
    period: 'week',
    avgKrwPerKwh: 119.94,
    source: ENERGYPLAN_W3_APR,
    confidence: 'confirmed',
    note: WEEK_NOTE,
  },
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
    tradeDt: month(`2025-${String(index + 1).padStart(2, '0')}`).start,
    periodEnd: month(`2025-${String(index + 1).padStart(2, '0')}`).end,
    period: 'month',
    landAvgPrice: Math.round(krwPerKwh * 1000),
    jejuAvgPrice: null,
    source: CALCULATOR_2025,
    confidence: 'unconfirmed',
    note: 'quoted in KRW/kWh-equivalent; x 1000 = KRW/REC',
  })),
  {
    tradeDt: '2025-03-17',
    periodEnd: '2025-03-23',
    period: 'week',
    landAvgPrice: 72_880,
    jejuAvgPrice: 65_960,
    source: ENERGYPLAN_W3_MAR,
    confidence: 'confirmed',
    note: `${WEEK_NOTE}; quoted in KRW/kWh-equivalent (x 1000)`,
  },
  {
    tradeDt: '2025-04-14',
    periodEnd: '2025-04-20',
    period: 'week',
    landAvgPrice: 72_770,
    jejuAvgPrice: 69_740,
    source: ENERGYPLAN_W3_APR,
    confidence: 'confirmed',
    note: `${WEEK_NOTE}; quoted in KRW/kWh-equivalent (x 1000)`,
  },
];
