import type { LocalDiv } from '@haetbit/contracts';
import { getDataGoKrPage } from '../kit/data-go-kr.js';
import { toNumber, toText } from '../kit/http.js';
import { ok, unavailable, type ProviderResult } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import type { SmpQuote, SmpRecPort } from './port.js';
import { isoDateFromYmd } from '@haetbit/contracts';

/**
 * KPX SMP on data.go.kr: "한국전력거래소_계통한계가격 및 수요예측(하루전 발전계획용)".
 *
 * UNCONFIRMED (shared/reference/prices-and-rec.md: "endpoint path and field names unconfirmed";
 * docs/decisions/ for prices): the path below and the item fields `date` (YYYYMMDD), `hour`
 * (1-24, the hour ending at that time), `areaName` ('육지' / '제주') and `smp` (KRW/kWh) are taken
 * from third-party clients of the service, not from its documentation. What is implemented is the
 * documented data.go.kr REST convention: `serviceKey`, `pageNo`, `numOfRows`, `dataType=JSON`,
 * `response.header.resultCode` '00', `response.body.items.item[]` (an object when single, '' when
 * empty). The request date parameter is sent as `date` (also unconfirmed). `areaCd` 1/9 is read
 * as an alternative to `areaName`. Whether `smp` is the settled or the day-ahead SMP is unknown,
 * so every figure from here is tagged `unconfirmed` until checked against KPX.
 */
export const KPX_SMP_PATH = '/B552115/SmpWithForecastDemand/getSmpWithForecastDemand';
export const KPX_SMP_SOURCE =
  'KPX SMP via data.go.kr B552115/SmpWithForecastDemand (endpoint and field names unconfirmed)';

/** Two days of both areas fit in one page, so an answer for the day before is still found. */
const PAGE_ROWS = 100;

export function createPublicSmpRec(options: PublicAdapterOptions): SmpRecPort {
  return {
    async smp(localDiv, onOrBefore) {
      const page = await getDataGoKrPage(options, KPX_SMP_PATH, {
        pageNo: '1',
        numOfRows: String(PAGE_ROWS),
        dataType: 'JSON',
        date: onOrBefore.replaceAll('-', ''),
      });
      if (page.status !== 'ok') return page;
      if (page.value.items.length === 0) return unavailable('empty', 'no SMP items');
      const quote = toQuote(page.value.items, localDiv, onOrBefore.replaceAll('-', ''));
      if (quote.status !== 'ok') return quote;
      return ok(quote.value, 'public', options.now?.() ?? new Date());
    },

    async rec() {
      // No published REC source is wired (KPX RecMarketInfo2 is unconfirmed): the table answers.
      return unavailable('not_configured', 'no public REC source; the price table answers');
    },
  };
}

function areaOf(item: Record<string, unknown>): LocalDiv | null {
  const name = toText(item.areaName);
  if (name?.includes('제주')) return 9;
  if (name?.includes('육지')) return 1;
  const code = toNumber(item.areaCd);
  return code === 1 || code === 9 ? code : null;
}

/** The latest day on or before `onOrBeforeYmd` with all 24 hours for the area. */
function toQuote(
  items: Record<string, unknown>[],
  localDiv: LocalDiv,
  onOrBeforeYmd: string,
): ProviderResult<SmpQuote> {
  const rows = items
    .map((item) => ({
      area: areaOf(item),
      date: toText(item.date)?.replaceAll('-', '') ?? null,
      hour: toNumber(item.hour),
      smp: toNumber(item.smp),
    }))
    .filter((row) => row.area === localDiv && row.date !== null && /^\d{8}$/.test(row.date));
  const days = [...new Set(rows.map((row) => row.date!))]
    .filter((day) => day <= onOrBeforeYmd)
    .sort();
  const day = days.at(-1);
  if (!day)
    return unavailable('empty', `no SMP for localDiv ${localDiv} on or before ${onOrBeforeYmd}`);
  const hourly: (number | null)[] = Array.from({ length: 24 }, () => null);
  for (const row of rows) {
    if (row.date !== day || row.hour === null || !Number.isInteger(row.hour)) continue;
    if (row.hour < 1 || row.hour > 24) continue;
    if (row.smp !== null && row.smp >= 0 && row.smp < 10_000) hourly[row.hour - 1] = row.smp;
  }
  const missing = hourly.filter((value) => value === null).length;
  if (missing > 0)
    return unavailable('malformed', `${missing} of 24 hours without a numeric smp on ${day}`);
  const iso = isoDateFromYmd(day);
  return ok(
    {
      localDiv,
      smpDt: iso,
      periodEnd: iso,
      period: 'day',
      hourlyKrwPerKwh: hourly as number[],
      hourlyBasis: 'hourly',
      source: KPX_SMP_SOURCE,
      confidence: 'unconfirmed',
    },
    'public',
  );
}
