import { asArray, httpGet, isRecord, parseJson, toText } from '../kit/http.js';
import { ok, unavailable, type ProviderResult } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import type { KepcoGridPort, KepcoLocation } from './port.js';
import {
  addressParts,
  dedupeRows,
  normaliseJibun,
  readRow,
  selectRow,
  toSelectedJibunInfo,
  type KepcoRow,
} from './rows.js';

/** 강원 and 전북 have new 시도 codes; which one KEPCO expects is unconfirmed, so both are tried. */
const OLD_METRO_CODES: Record<string, string> = { '51': '42', '52': '45' };

/**
 * 한전 전력데이터 개방포털 `GET /openapi/v1/dispersedGeneration.do` (apiKey, returnType=json,
 * metroCd, cityCd, addrLidong, addrLi, addrJibun). Answers `{data: [...]}`; errors
 * `{errCd, errMsg}` with errCd "404" for no data. The lot list is the distinct addrJibun of the
 * area's rows; the capacity is the selected row's three levels.
 */
export function createPublicKepcoGrid(options: PublicAdapterOptions): KepcoGridPort {
  async function rowsFor(
    location: KepcoLocation,
    jibun?: string,
  ): Promise<ProviderResult<KepcoRow[]>> {
    if (!options.key) return unavailable('not_configured', 'KEPCO_API_KEY is not set');
    const metro = location.pnu.slice(0, 2);
    const metroCodes = OLD_METRO_CODES[metro] ? [OLD_METRO_CODES[metro]!, metro] : [metro];
    let last: ProviderResult<KepcoRow[]> = unavailable('empty');
    for (const metroCd of metroCodes) {
      last = await fetchRows(options, metroCd, location, jibun);
      if (last.status === 'ok' || last.reason !== 'empty') return last;
    }
    return last;
  }

  return {
    async getJibunList(location) {
      const rows = await rowsFor(location);
      if (rows.status !== 'ok') return rows;
      const list = [
        ...new Set(rows.value.map((row) => row.addrJibun).filter((j): j is string => j !== null)),
      ];
      if (list.length === 0) return unavailable('empty', 'rows carry no addrJibun');
      return ok(
        list.sort((a, b) => a.localeCompare(b, 'ko', { numeric: true })),
        'public',
        options.now?.() ?? new Date(),
      );
    },
    async getCapacity(location, jibun) {
      const rows = await rowsFor(location, normaliseJibun(jibun).replace(/^산/, '산 '));
      if (rows.status !== 'ok') return rows;
      const row = selectRow(rows.value, jibun);
      if (!row) return unavailable('empty', 'no row for the lot');
      return ok(toSelectedJibunInfo(row, jibun), 'public', options.now?.() ?? new Date());
    },
  };
}

async function fetchRows(
  options: PublicAdapterOptions,
  metroCd: string,
  location: KepcoLocation,
  jibun: string | undefined,
): Promise<ProviderResult<KepcoRow[]>> {
  const url = new URL('/openapi/v1/dispersedGeneration.do', options.baseUrl);
  url.searchParams.set('apiKey', options.key ?? '');
  url.searchParams.set('returnType', 'json');
  url.searchParams.set('metroCd', metroCd);
  url.searchParams.set('cityCd', location.pnu.slice(2, 5));
  const { addrLidong, addrLi } = addressParts(location.address);
  if (addrLidong) url.searchParams.set('addrLidong', addrLidong);
  if (addrLi) url.searchParams.set('addrLi', addrLi);
  if (jibun) url.searchParams.set('addrJibun', jibun);
  const outcome = await httpGet(url, options.http);
  if (!outcome.ok) return unavailable(outcome.reason, outcome.detail);
  const parsed = parseJson(outcome.response);
  if (!parsed.ok) return unavailable(parsed.reason, parsed.detail);
  if (!isRecord(parsed.value)) return unavailable('malformed', 'body is not an object');
  const errCd = toText(parsed.value.errCd);
  if (errCd) {
    return errCd === '404'
      ? unavailable('empty', `KEPCO 404 ${toText(parsed.value.errMsg) ?? ''}`.trim())
      : unavailable('http_error', `KEPCO ${errCd} ${toText(parsed.value.errMsg) ?? ''}`.trim());
  }
  if (!Array.isArray(parsed.value.data)) return unavailable('malformed', 'no data array');
  const raw = asArray(parsed.value.data);
  if (raw.length === 0) return unavailable('empty', 'empty data');
  const rows = raw.map(readRow).filter((row): row is KepcoRow => row !== null);
  if (rows.length === 0) return unavailable('malformed', 'rows without the capacity fields');
  return ok(dedupeRows(rows), 'public', options.now?.() ?? new Date());
}
