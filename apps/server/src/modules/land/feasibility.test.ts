import {
  LAND_MESSAGES,
  type DevLimitInfo,
  type LandInfo,
  type SelectedJibunInfo,
} from '@haetbit/contracts';
import { describe, expect, it } from 'vitest';
import {
  judgeLandType,
  judgeOrdinance,
  judgePowerLine,
  judgeRestrictedZone,
  totalVerdict,
} from './feasibility.js';
import { fieldLandInfo } from '../../test/land-info.js';

const land = (roadSideCodeNm: string): LandInfo => fieldLandInfo({ roadSideCodeNm });
const grid = (a: number, b: number, c: number): SelectedJibunInfo => ({
  jibun: '1',
  substation: { name: 's', capacity1: 1, capacity2: a },
  transformer: { name: 't', capacity1: 1, capacity2: b },
  dl: { name: 'd', capacity1: 1, capacity2: c },
});
const zones = (limitState: DevLimitInfo['limitState']): DevLimitInfo => ({
  pnu: 'x',
  items: [],
  limitState,
});

describe('feasibility rules (spec section 9)', () => {
  it('judges land by road access: 맹지 I, (불) C, otherwise P; no data is pending', () => {
    expect(judgeLandType('L', land('맹지'), null).verdict).toBe('I');
    expect(judgeLandType('L', land('세로한면(불)'), null).verdict).toBe('C');
    expect(judgeLandType('L', land('세로각지(불)'), null).verdict).toBe('C');
    expect(judgeLandType('L', land('소로한면'), null).verdict).toBe('P');
    expect(judgeLandType('L', null, null)).toEqual({
      verdict: 'E',
      message: LAND_MESSAGES.landInfoUnavailable,
      note: LAND_MESSAGES.contractorNote,
    });
  });

  it('judges a roof P when a building exists, pending with the building text otherwise', () => {
    const building = {
      pnu: 'x',
      archCnt: 1,
      archArea: 100,
      mainPurpsCdNm: null,
      etcPurps: null,
      pmsDay: null,
      buildings: [],
    };
    expect(judgeLandType('R', null, building).verdict).toBe('P');
    expect(judgeLandType('R', land('맹지'), { ...building, archCnt: 0 })).toMatchObject({
      verdict: 'E',
      message: LAND_MESSAGES.buildingInfoUnavailable,
    });
  });

  it('judges zones: none found C, in the limit list C, other P', () => {
    expect(judgeRestrictedZone(null)).toMatchObject({
      verdict: 'C',
      message: LAND_MESSAGES.zoneInfoUnavailable,
    });
    expect(judgeRestrictedZone(zones('in_limit_list'))).toMatchObject({
      verdict: 'C',
      message: null,
    });
    expect(judgeRestrictedZone(zones('other')).verdict).toBe('P');
  });

  it('judges the line: all capacity2 above 0 P, all 0 I, mixed C, no data pending', () => {
    expect(judgePowerLine(grid(10, 5, 1)).verdict).toBe('P');
    expect(judgePowerLine(grid(0, 0, 0)).verdict).toBe('I');
    expect(judgePowerLine(grid(10, 0, 1)).verdict).toBe('C');
    expect(judgePowerLine(null)).toMatchObject({
      verdict: 'E',
      message: LAND_MESSAGES.powerLineUnavailable,
    });
  });

  it('judges the ordinance and folds long multi-line texts', () => {
    const long = {
      area: 'a',
      found: true,
      title: 't',
      content: `${'가'.repeat(150)}\n${'나'.repeat(60)}`,
      content2: null,
      status: null,
      source: null,
      asOf: null,
      message: null,
    };
    expect(judgeOrdinance('L', long)).toMatchObject({ verdict: 'C', folded: true });
    expect(
      judgeOrdinance('R', { ...long, content: '도로: 100 m 이상\n주거지역: 100 m 이상' }),
    ).toMatchObject({ verdict: 'P', folded: false });
    expect(judgeOrdinance('L', { ...long, content: '가'.repeat(250) }).folded).toBe(false);
    // A distance the source does not give is not a 가능, for land or roof.
    const unknownFigure = { ...long, setbackKnown: false };
    for (const type of ['L', 'R'] as const) {
      expect(judgeOrdinance(type, unknownFigure)).toMatchObject({
        verdict: 'C',
        message: LAND_MESSAGES.ordinanceFigureUnknown,
      });
    }
    expect(judgeOrdinance('L', null)).toMatchObject({
      verdict: 'P',
      message: LAND_MESSAGES.ordinanceAbsent,
    });
  });

  it('totals: P only if all P, C if any C or E, else I', () => {
    expect(totalVerdict(['P', 'P', 'P', 'P'])).toBe('P');
    expect(totalVerdict(['P', 'E', 'I', 'P'])).toBe('C');
    expect(totalVerdict(['P', 'C', 'I', 'P'])).toBe('C');
    expect(totalVerdict(['P', 'I', 'P', 'P'])).toBe('I');
  });
});
