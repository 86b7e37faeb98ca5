import {
  LAND_MESSAGES,
  shouldFoldOrdinance,
  type BuildingTitleInfo,
  type DevLimitInfo,
  type Feasibility,
  type FeasibilityItem,
  type InstallType,
  type LandInfo,
  type LocalOrdinance,
  type SelectedJibunInfo,
  type Verdict,
} from '@haetbit/contracts';

const found = (verdict: Verdict): FeasibilityItem => ({ verdict, message: null, note: null });
const missing = (
  verdict: Verdict,
  message: string,
  note: string = LAND_MESSAGES.contractorNote,
): FeasibilityItem => ({
  verdict,
  message,
  note,
});

/**
 * Land type (spec section 9). Land: road access 맹지 → I, a road side containing 불 → C, else P.
 * Roof: P when a building exists. No data → E (pending) with the 'cannot look up' text.
 */
export function judgeLandType(
  installType: InstallType,
  landInfo: LandInfo | null,
  building: BuildingTitleInfo | null,
): FeasibilityItem {
  if (installType === 'R') {
    return building && building.archCnt > 0
      ? found('P')
      : missing('E', LAND_MESSAGES.buildingInfoUnavailable);
  }
  if (!landInfo) return missing('E', LAND_MESSAGES.landInfoUnavailable);
  const roadSide = landInfo.roadSideCodeNm ?? '';
  if (roadSide === '맹지') return found('I');
  if (roadSide.includes('불')) return found('C');
  return found('P');
}

/** Restricted zone: none found → C, any entry in the region's limit list → C, else P. */
export function judgeRestrictedZone(devLimit: DevLimitInfo | null): FeasibilityItem {
  if (!devLimit || devLimit.limitState === 'none')
    return missing('C', LAND_MESSAGES.zoneInfoUnavailable);
  return found(devLimit.limitState === 'in_limit_list' ? 'C' : 'P');
}

/** Power line: substation, transformer and DL capacity2 all above 0 → P, all 0 → I, else C. */
export function judgePowerLine(info: SelectedJibunInfo | null): FeasibilityItem {
  if (!info) return missing('E', LAND_MESSAGES.powerLineUnavailable);
  const headroom = [info.substation.capacity2, info.transformer.capacity2, info.dl.capacity2];
  if (headroom.every((kw) => kw > 0)) return found('P');
  if (headroom.every((kw) => kw <= 0)) return found('I');
  return found('C');
}

/**
 * Ordinance (the spec gives no rule; ours): a setback ordinance makes ground PV conditional (C);
 * rooftop PV is commonly exempt (setback-ordinances.md), so roofs stay P; no ordinance is P with
 * the spec's 'no ordinance' text and the advice to ask the local office. An ordinance whose
 * distances are not known is never judged 가능: C for both types, with the reason.
 */
export function judgeOrdinance(
  installType: InstallType,
  ordinance: LocalOrdinance | null,
): FeasibilityItem & { folded: boolean } {
  if (!ordinance || !ordinance.found) {
    return {
      ...missing(
        'P',
        LAND_MESSAGES.ordinanceAbsent,
        `${LAND_MESSAGES.ordinanceAbsentDetail} ${LAND_MESSAGES.contractorNote}`,
      ),
      folded: false,
    };
  }
  const folded = shouldFoldOrdinance(ordinance.content);
  if (ordinance.setbackKnown === false) {
    return { ...missing('C', LAND_MESSAGES.ordinanceFigureUnknown), folded };
  }
  return { ...found(installType === 'L' ? 'C' : 'P'), folded };
}

/** P only if all are P; C if any is C or E; otherwise I. */
export function totalVerdict(verdicts: Verdict[]): 'P' | 'C' | 'I' {
  if (verdicts.every((verdict) => verdict === 'P')) return 'P';
  if (verdicts.some((verdict) => verdict === 'C' || verdict === 'E')) return 'C';
  return 'I';
}

export interface FeasibilityInput {
  installType: InstallType;
  landInfo: LandInfo | null;
  building: BuildingTitleInfo | null;
  devLimit: DevLimitInfo | null;
  grid: SelectedJibunInfo | null;
  ordinance: LocalOrdinance | null;
}

export function assessFeasibility(input: FeasibilityInput): Feasibility {
  const landType = judgeLandType(input.installType, input.landInfo, input.building);
  const restrictedZone = judgeRestrictedZone(input.devLimit);
  const powerLine = judgePowerLine(input.grid);
  const ordinance = judgeOrdinance(input.installType, input.ordinance);
  return {
    installType: input.installType,
    landType,
    restrictedZone,
    powerLine,
    ordinance,
    total: totalVerdict([
      landType.verdict,
      restrictedZone.verdict,
      powerLine.verdict,
      ordinance.verdict,
    ]),
  };
}
