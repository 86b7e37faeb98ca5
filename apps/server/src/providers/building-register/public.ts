import type { Building } from '@haetbit/contracts';
import { asArray, httpGet, isRecord, parseJson, toNumber, toText } from '../http.js';
import { ok, unavailable, type ProviderResult } from '../result.js';
import type { PublicAdapterOptions } from '../types.js';
import type { BuildingRegisterPort } from './port.js';
import { summariseBuildings } from './summary.js';

const PAGE_SIZE = 100;
const MAX_PAGES = 5;

/**
 * data.go.kr 건축HUB `getBrTitleInfo` (`/1613000/BldRgstHubService/getBrTitleInfo`, `_type=json`).
 * The PNU maps to sigunguCd = pnu[0:5], bjdongCd = pnu[5:10], platGbCd = pnu[10] - 1 (0 대지,
 * 1 산), bun and ji. `items` is "" when empty and `item` an object when single. Errors come as a
 * header resultCode other than "00" or as the gateway's XML (e.g. SERVICE_KEY_IS_NOT_REGISTERED_ERROR).
 */
export function createPublicBuildingRegister(options: PublicAdapterOptions): BuildingRegisterPort {
  return {
    async getTitleInfo(pnu) {
      if (!options.key) return unavailable('not_configured', 'DATA_GO_KR_API_KEY is not set');
      const buildings: Building[] = [];
      for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
        const page = await fetchPage(options, pnu, pageNo);
        if (page.status !== 'ok') return page;
        buildings.push(...page.value.buildings);
        if (page.value.buildings.length === 0 || pageNo * PAGE_SIZE >= page.value.totalCount) break;
      }
      if (buildings.length === 0) return unavailable('empty', 'no registered building');
      return ok(summariseBuildings(pnu, buildings), 'public', options.now?.() ?? new Date());
    },
  };
}

async function fetchPage(
  options: PublicAdapterOptions,
  pnu: string,
  pageNo: number,
): Promise<ProviderResult<{ buildings: Building[]; totalCount: number }>> {
  const url = new URL('/1613000/BldRgstHubService/getBrTitleInfo', options.baseUrl);
  url.searchParams.set('serviceKey', decodedKey(options.key!));
  url.searchParams.set('sigunguCd', pnu.slice(0, 5));
  url.searchParams.set('bjdongCd', pnu.slice(5, 10));
  url.searchParams.set('platGbCd', String(Number(pnu[10]) - 1));
  url.searchParams.set('bun', pnu.slice(11, 15));
  url.searchParams.set('ji', pnu.slice(15, 19));
  url.searchParams.set('numOfRows', String(PAGE_SIZE));
  url.searchParams.set('pageNo', String(pageNo));
  url.searchParams.set('_type', 'json');
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
  const items = isRecord(body.items) ? asArray(body.items.item) : [];
  const buildings = items.map((item): Building => ({
    bldNm: toText(item.bldNm),
    mainPurpsCdNm: toText(item.mainPurpsCdNm),
    etcPurps: toText(item.etcPurps),
    archArea: toNumber(item.archArea) ?? 0,
    pmsDay: toText(item.pmsDay),
    useAprDay: toText(item.useAprDay),
  }));
  return ok({ buildings, totalCount: toNumber(body.totalCount) ?? buildings.length }, 'public');
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
