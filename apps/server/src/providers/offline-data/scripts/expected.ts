import { FARMLAND_CATEGORIES, type PowerLineReason, type Verdict } from '@haetbit/contracts';
import type { OfflineParcel } from '../types.js';
import { ORDINANCE_REGIONS, LIMIT_NAMES, MANAGED_SIDO_CODES } from './regions.js';
import type { Spec } from './spec.js';

const RANK: Record<Verdict, number> = { P: 0, E: 1, C: 2, I: 3 };
const worst = (verdicts: Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((a, b) => (RANK[b] > RANK[a] ? b : a), 'P');

const isFarmland = (jimok: string) => (FARMLAND_CATEGORIES as readonly string[]).includes(jimok);
const inPromotionZone = (parcel: Omit<OfflineParcel, 'expected'>) =>
  parcel.zones?.some((zone) => zone.name === '농업진흥구역') ?? false;

// ----- expected verdicts (spec section 9 as issue 31 reads it in 2026, written independently of
// the service code) -----
export function expectedFor(
  spec: Spec,
  parcel: Omit<OfflineParcel, 'expected'>,
): OfflineParcel['expected'] {
  const installType = spec.intent ?? 'L';
  let landType: Verdict;
  if (installType === 'R') landType = parcel.buildings.length > 0 ? 'P' : 'E';
  else if (parcel.landRecords.length === 0) landType = 'E';
  else {
    const record = parcel.landRecords[0]!;
    const roadSide = record.roadSideCodeNm;
    const findings: Verdict[] = [roadSide === '맹지' ? 'I' : roadSide.includes('불') ? 'C' : 'P'];
    // Farmland: a permit route (C), none inside 농업진흥구역 (I).
    if (isFarmland(record.lndcgrCodeNm)) findings.push(inPromotionZone(parcel) ? 'I' : 'C');
    landType = worst(findings);
  }
  // A roof is not limited by 농업진흥구역 (roofs of lawful buildings are allowed there).
  const limits = (parcel.zones ?? []).filter(
    (zone) =>
      LIMIT_NAMES.includes(zone.name) && !(installType === 'R' && zone.name === '농업진흥구역'),
  );
  const restrictedZone: Verdict =
    parcel.zones === null || parcel.zones.length === 0 ? 'C' : limits.length > 0 ? 'C' : 'P';
  let powerLine: Verdict = 'E';
  let powerLineReason: PowerLineReason | null = null;
  if (MANAGED_SIDO_CODES.has(parcel.sidoCode)) {
    // Every substation of 전남 and 제주 is a 계통관리변전소: closed whatever the headroom.
    powerLine = 'I';
    powerLineReason = 'managedSubstation';
  } else if (parcel.grid) {
    const row = parcel.grid.rows.find((r) => r.jibun === parcel.jibun)!;
    const vols = [row.vol1, row.vol2, row.vol3];
    powerLine = vols.every((v) => v > 0) ? 'P' : vols.every((v) => v === 0) ? 'I' : 'C';
    powerLineReason = powerLine === 'P' ? 'headroom' : 'noHeadroom';
  }
  // Roofs are exempt under the 2026 law; ground plants keep the local ordinance until it applies.
  const hasOrdinance = ORDINANCE_REGIONS.has(spec.region.sigungu);
  const ordinance: Verdict = hasOrdinance && installType === 'L' ? 'C' : 'P';
  const verdicts = [landType, restrictedZone, powerLine, ordinance];
  // Any "no" makes the total "no" (docs/decisions/020).
  const total = verdicts.some((v) => v === 'I')
    ? 'I'
    : verdicts.some((v) => v === 'C' || v === 'E')
      ? 'C'
      : 'P';
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
    powerLineReason,
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
  if (expected.installType === 'L' && parcel.landRecords.length > 0) {
    const record = parcel.landRecords[0]!;
    if (record.roadSideCodeNm === '맹지') cases.push('land I (맹지)');
    else if (record.roadSideCodeNm.includes('불')) cases.push('land C (road access 불)');
    if (isFarmland(record.lndcgrCodeNm))
      cases.push(
        inPromotionZone(parcel)
          ? `land I (농지 ${record.lndcgrCodeNm} in 농업진흥구역)`
          : `land C (농지 ${record.lndcgrCodeNm}: farmland route)`,
      );
    if (expected.landType === 'P') cases.push('land P');
  }
  if (spec.landChar === 'previous') cases.push('land characteristics only in the previous year');
  if (spec.landChar === 'variant') cases.push('land characteristics only under the variant pnu');
  if (spec.landChar === 'none') cases.push('no land characteristics');
  if (expected.capacity === 'undetermined') cases.push('capacity cannot be determined');
  if (parcel.zones === null) cases.push('restricted zone: none found');
  else if (expected.restrictedZone === 'C') cases.push('restricted zone: in limit list');
  else cases.push('restricted zone: other');
  const headroom = parcel.grid
    ? (() => {
        const row = parcel.grid.rows.find((r) => r.jibun === parcel.jibun)!;
        const vols = [row.vol1, row.vol2, row.vol3];
        return vols.every((v) => v > 0)
          ? 'all above 0'
          : vols.every((v) => v === 0)
            ? 'all 0'
            : 'mixed';
      })()
    : 'no data';
  cases.push(`power line: ${headroom}`);
  if (expected.powerLineReason === 'managedSubstation')
    cases.push(`managed substation (${parcel.sido})`);
  cases.push(
    ORDINANCE_REGIONS.has(spec.region.sigungu)
      ? expected.ordinanceFolded
        ? 'ordinance long (folded)'
        : 'ordinance present'
      : 'ordinance absent',
  );
  if (expected.installType === 'R') cases.push('ordinance: roof exempt (2026 law)');
  if (spec.region.sidoCode === '50') cases.push('Jeju pnu');
  if (spec.san) cases.push('산 lot');
  if (!parcel.roadAddress) cases.push('no road address');
  if (
    expected.total === 'I' &&
    [expected.landType, expected.restrictedZone, expected.powerLine, expected.ordinance].includes(
      'C',
    )
  )
    cases.push('total I although an item is C');
  return cases;
}
