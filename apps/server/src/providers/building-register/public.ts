import type { Building } from '@haetbit/contracts';
import { getDataGoKrPage } from '../kit/data-go-kr.js';
import { toNumber, toText } from '../kit/http.js';
import { mapResult, ok, unavailable, type ProviderResult } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
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
  const page = await getDataGoKrPage(options, '/1613000/BldRgstHubService/getBrTitleInfo', {
    sigunguCd: pnu.slice(0, 5),
    bjdongCd: pnu.slice(5, 10),
    platGbCd: String(Number(pnu[10]) - 1),
    bun: pnu.slice(11, 15),
    ji: pnu.slice(15, 19),
    numOfRows: String(PAGE_SIZE),
    pageNo: String(pageNo),
    _type: 'json',
  });
  return mapResult(page, ({ items, totalCount }) => ({
    totalCount,
    buildings: items.map((item): Building => ({
      bldNm: toText(item.bldNm),
      mainPurpsCdNm: toText(item.mainPurpsCdNm),
      etcPurps: toText(item.etcPurps),
      archArea: toNumber(item.archArea) ?? 0,
      pmsDay: toText(item.pmsDay),
      useAprDay: toText(item.useAprDay),
    })),
  }));
}
