import type { Building, BuildingTitleInfo } from '@haetbit/contracts';

/** gnrlBldgInfo from a parcel's buildings: count, summed footprint, the largest one's purpose. */
export function summariseBuildings(pnu: string, buildings: Building[]): BuildingTitleInfo {
  const largest = [...buildings].sort((a, b) => b.archArea - a.archArea)[0];
  const archArea =
    Math.round(buildings.reduce((sum, building) => sum + building.archArea, 0) * 100) / 100;
  return {
    pnu,
    archCnt: buildings.length,
    archArea,
    mainPurpsCdNm: largest?.mainPurpsCdNm ?? null,
    etcPurps: largest?.etcPurps ?? null,
    pmsDay: largest?.pmsDay ?? null,
    buildings,
  };
}
