import { asArray, httpGet, isRecord, parseJson, toNumber, toText } from './http.js';
import { ok, unavailable, type ProviderResult } from './result.js';
import type { PublicAdapterOptions } from './types.js';

/** A VWorld URL with the key, the registered domain and JSON answers (errors too). */
export function vworldUrl(
  options: PublicAdapterOptions,
  path: string,
  params: Record<string, string>,
): URL {
  const url = new URL(path, options.baseUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set('key', options.key ?? '');
  if (options.domain) url.searchParams.set('domain', options.domain);
  url.searchParams.set('format', 'json');
  if (path.startsWith('/req/')) url.searchParams.set('errorformat', 'json');
  return url;
}

/**
 * GET a VWorld req/* URL and read its envelope: `{response: {status: OK|NOT_FOUND|ERROR, ...}}`.
 * NOT_FOUND is a normal "no hit" (`empty`); ERROR carries `{error: {level, code, text}}`.
 */
export async function getVworldResponse(
  options: PublicAdapterOptions,
  url: URL,
): Promise<ProviderResult<Record<string, unknown>>> {
  if (!options.key) return unavailable('not_configured', 'VWORLD_API_KEY is not set');
  const outcome = await httpGet(url, options.http);
  if (!outcome.ok) return unavailable(outcome.reason, outcome.detail);
  const parsed = parseJson(outcome.response);
  if (!parsed.ok) return unavailable(parsed.reason, parsed.detail);
  const response = isRecord(parsed.value) ? parsed.value.response : undefined;
  if (!isRecord(response)) return unavailable('malformed', 'no response envelope');
  const status = response.status;
  if (status === 'NOT_FOUND') return unavailable('empty', 'NOT_FOUND');
  if (status === 'ERROR') {
    const error = isRecord(response.error) ? response.error : {};
    return unavailable(
      'http_error',
      `VWorld ${String(error.code ?? 'ERROR')}: ${String(error.text ?? '')}`.trim(),
    );
  }
  if (status !== 'OK') return unavailable('malformed', `unknown status ${String(status)}`);
  return ok(response, 'public', options.now?.() ?? new Date());
}

const NED_PAGE_SIZE = 100;
const NED_MAX_PAGES = 10;

/**
 * Rows of a VWorld NED attribute API (`/ned/data/...`): `{<root>: {field: [...] | {...},
 * totalCount, pageNo, numOfRows}}`, paged with pageNo/numOfRows until totalCount is reached.
 * Errors come as the req/* envelope or as XML; no rows is `empty`. A root name `*` accepts the
 * first object holding a `field` list (for APIs whose root name is unconfirmed).
 */
export async function getNedRows(
  options: PublicAdapterOptions,
  path: string,
  params: Record<string, string>,
  roots: string[],
): Promise<ProviderResult<Record<string, unknown>[]>> {
  if (!options.key) return unavailable('not_configured', 'VWORLD_API_KEY is not set');
  const rows: Record<string, unknown>[] = [];
  for (let pageNo = 1; pageNo <= NED_MAX_PAGES; pageNo += 1) {
    const url = vworldUrl(options, path, {
      ...params,
      numOfRows: String(NED_PAGE_SIZE),
      pageNo: String(pageNo),
    });
    const outcome = await httpGet(url, options.http);
    if (!outcome.ok) return unavailable(outcome.reason, outcome.detail);
    const parsed = parseJson(outcome.response);
    if (!parsed.ok) return unavailable(parsed.reason, parsed.detail);
    if (!isRecord(parsed.value)) return unavailable('malformed', 'body is not an object');
    const envelope = parsed.value.response;
    if (isRecord(envelope) && envelope.status === 'ERROR') {
      const error = isRecord(envelope.error) ? envelope.error : {};
      return unavailable(
        'http_error',
        `VWorld ${String(error.code ?? 'ERROR')}: ${String(error.text ?? '')}`.trim(),
      );
    }
    if (isRecord(envelope) && envelope.status === 'NOT_FOUND') break;
    const body = parsed.value;
    const root =
      roots.map((name) => body[name]).find(isRecord) ??
      (roots.includes('*')
        ? Object.values(body).find((value) => isRecord(value) && 'field' in value)
        : undefined);
    if (!isRecord(root)) return unavailable('malformed', `none of ${roots.join(', ')} in the body`);
    const page = asArray(root.field);
    rows.push(...page);
    const total = toNumber(root.totalCount) ?? rows.length;
    if (page.length === 0 || rows.length >= total) break;
  }
  if (rows.length === 0) return unavailable('empty', `no rows from ${path}`);
  return ok(rows, 'public', options.now?.() ?? new Date());
}

/**
 * The row of a reference year from a NED attribute API (`pnu` + `stdrYear` query), the latest
 * announcement month (`stdrMt`) first; `empty` when the year has no row. `samePnu` also drops
 * rows filed under another PNU.
 */
export async function getNedRowOfYear(
  options: PublicAdapterOptions,
  path: string,
  roots: string[],
  query: { pnu: string; year: number; samePnu?: boolean },
): Promise<ProviderResult<Record<string, unknown>>> {
  const { pnu, year, samePnu = false } = query;
  const rows = await getNedRows(options, path, { pnu, stdrYear: String(year) }, roots);
  if (rows.status !== 'ok') return rows;
  const row = rows.value
    .filter((candidate) => toNumber(candidate.stdrYear) === year)
    .filter((candidate) => !samePnu || toText(candidate.pnu) === pnu)
    .sort((a, b) => (toNumber(b.stdrMt) ?? 0) - (toNumber(a.stdrMt) ?? 0))[0];
  return row ? ok(row, 'public') : unavailable('empty', `no row for ${year}`);
}
