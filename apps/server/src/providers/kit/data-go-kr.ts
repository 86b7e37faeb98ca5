import { asArray, httpGet, isRecord, parseJson, toNumber, toText } from './http.js';
import { ok, unavailable, type ProviderResult } from './result.js';
import type { PublicAdapterOptions } from './types.js';

export interface DataGoKrPage {
  /** `response.body.items.item` as a list: "" when empty, an object when single. */
  items: Record<string, unknown>[];
  /** `response.body.totalCount`, or the number of items when it is missing. */
  totalCount: number;
}

/**
 * One GET of a data.go.kr REST service (`serviceKey` + the call's parameters) read through the
 * portal's envelope: `response.header.resultCode` "00" or an `http_error` with the code and
 * message; the gateway's XML errors (e.g. SERVICE_KEY_IS_NOT_REGISTERED_ERROR) are read by
 * `parseJson`. Without a key nothing is sent.
 */
export async function getDataGoKrPage(
  options: PublicAdapterOptions,
  path: string,
  params: Record<string, string>,
): Promise<ProviderResult<DataGoKrPage>> {
  if (!options.key) return unavailable('not_configured', 'DATA_GO_KR_API_KEY is not set');
  const url = new URL(path, options.baseUrl);
  url.searchParams.set('serviceKey', decodedKey(options.key));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const outcome = await httpGet(url, options.http);
  if (!outcome.ok) return unavailable(outcome.reason, outcome.detail);
  const parsed = parseJson(outcome.response);
  if (!parsed.ok) return unavailable(parsed.reason, parsed.detail);
  const response = isRecord(parsed.value) ? parsed.value.response : undefined;
  if (!isRecord(response) || !isRecord(response.header))
    return unavailable('malformed', 'no response.header');
  const resultCode = toText(response.header.resultCode);
  if (resultCode !== '00') {
    return unavailable(
      'http_error',
      `data.go.kr ${resultCode ?? '?'} ${toText(response.header.resultMsg) ?? ''}`.trim(),
    );
  }
  const body = response.body;
  if (!isRecord(body)) return unavailable('malformed', 'no response.body');
  const items = isRecord(body.items) ? asArray(body.items.item) : asArray(body.items);
  return ok({ items, totalCount: toNumber(body.totalCount) ?? items.length }, 'public');
}

/** Keys are often pasted URL-encoded; the URL encoder must get the decoded form exactly once. */
function decodedKey(key: string): string {
  if (!key.includes('%')) return key;
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
