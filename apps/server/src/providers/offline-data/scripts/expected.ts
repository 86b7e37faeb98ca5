import type { Verdict } from '@haetbit/contracts';
import type { OfflineParcel } from '../types.js';
import { ORDINANCE_REGIONS, UNKNOWN_DISTANCE_REGIONS, LIMIT_NAMES } from './regions.js';
import type { Spec } from './spec.js';

// ----- expected verdicts (spec section 9, written independently of the service code) -----
export function expectedFor(
  spec: Spec,
  parcel: Omit<OfflineParcel, 'expected'>,
): OfflineParcel['expected'] {
  const installType = spec.intent ?? 'L';
  let landType: Verdict;
  if (installType === 'R') landType = parcel.buildings.length > 0 ? 'P' : 'E';
  else if (parcel.landRecords.length === 0) landType = 'E';
  else {
    const roadSide = parcel.landRecords[0]!.roadSideCodeNm;
    landType = roadSide === '맹지' ? 'I' : roadSide.includes('불') ? 'C' : 'P';
  }
  const restrictedZone: Verdict =
    parcel.zones === null || parcel.zones.length === 0
      ? 'C'
      : parcel.zones.some((zone) => LIMIT_NAMES.includes(zone.name))
        ? 'C'
        : 'P';
  let powerLine: Verdict = 'E';
  if (parcel.grid) {
    const row = parcel.grid.rows.find((r) => r.jibun === parcel.jibun)!;
    const vols = [row.vol1, row.vol2, row.vol3];
    powerLine = vols.every((v) => v > 0) ? 'P' : vols.every((v) => v === 0) ? 'I' : 'C';
  }
  const hasOrdinance = ORDINANCE_REGIONS.has(spec.region.sigungu);
  const unknownDistance = UNKNOWN_DISTANCE_REGIONS.has(spec.region.sigungu);
  const ordinance: Verdict = hasOrdinance && (installType === 'L' || unknownDistance) ? 'C' : 'P';
  const verdicts = [landType, restrictedZone, powerLine, ordinance];
  const total = verdicts.every((v) => v === 'P')
    ? 'P'
    : verdicts.some((v) => v === 'C' || v === 'E')
      ? 'C'
      : 'I';
  const capacity =
    installType === 'R' && parcel.buildings.length === 0
      ? 'needs_area'
      : spec.strip
        ? 'undetermined'
        : 'ok';
  return {
    installType,
    landType,
    restrictedZone,
    powerLine,
    ordinance,
    total,
    capacity,
    ordinanceFolded: spec.region.sigungu === '함양군',
  };
}

export function casesFor(
  spec: Spec,
  expected: OfflineParcel['expected'],
  parcel: Omit<OfflineParcel, 'expected'>,
): string[] {
  const cases: string[] = [];
  if (expected.installType === 'R')
    cases.push(parcel.buildings.length ? 'roof with building' : 'roof without building data');
  if (expected.installType === 'L') {
    if (expected.landType === 'I') cases.push('land I (맹지)');
    else if (expected.landType === 'C') cases.push('land C (road access 불)');
    else if (expected.landType === 'P') cases.push('land P');
  }
  if (spec.landChar === 'previous') cases.push('land characteristics only in the previous year');
  if (spec.landChar === 'variant') cases.push('land characteristics only under the variant pnu');
  if (spec.landChar === 'none') cases.push('no land characteristics');
  if (expected.capacity === 'undetermined') cases.push('capacity cannot be determined');
  if (parcel.zones === null) cases.push('restricted zone: none found');
  else if (expected.restrictedZone === 'C') cases.push('restricted zone: in limit list');
  else cases.push('restricted zone: other');
  if (!parcel.grid) cases.push('power line: no data');
  else
    cases.push(
      `power line: ${{ P: 'all above 0', I: 'all 0', C: 'mixed' }[expected.powerLine as 'P' | 'I' | 'C']}`,
    );
  cases.push(
    ORDINANCE_REGIONS.has(spec.region.sigungu)
      ? expected.ordinanceFolded
        ? 'ordinance long (folded)'
        : 'ordinance present'
      : 'ordinance absent',
  );
  if (spec.region.sidoCode === '50') cases.push('Jeju pnu');
  if (spec.san) cases.push('산 lot');
  if (!parcel.roadAddress) cases.push('no road address');
  return cases;
}
