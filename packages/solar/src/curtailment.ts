// Curtailment (출력제어) by region, season and grid connection (reference market-2024-2026.md
// 1.1-1.2 and 5 item 5; decision record "fixed-first prices and the curtailment model").
//
//   annual loss  L = max(region's standard figure, the connection's figure)          % of energy
//   month shape  s_m = 1 in March-May, 1/3 in October, 0 otherwise (mainland: the 경부하기 of
//                03-01..06-01 and the autumn holiday noon of 2025-10-08; 제주 adds February and
//                September, when its negative-price hours fall)
//   month loss   c_m = L x k x s_m,  k = sum E_m / sum (E_m s_m)   so sum E_m c_m = L sum E_m
//   zero price   a share Z of the year's energy is produced in hours priced at or below 0 원: its
//                SMP part earns nothing (the finance removes Z x SMP from the price)
//   band         sigma = L / 2 (1 sigma, % of energy), added in quadrature to the energy budget
// Every figure is a Sourced value with an owner-facing source; a caller's `curtailmentPct` replaces
// L and keeps the shape.
import type { CurtailmentRegion, GridConnection, OwnerSource } from './forecast-output.js';
import { s } from './sourced.js';
import type { Sourced } from './sourced.js';

const KPX_SPRING_2025: OwnerSource = {
  org: '서울경제 (한국전력거래소 자료, 강승규 의원실)',
  title: '봄철 비중앙 태양광 출력제어 지시일: 2023년 2일 → 2025년 93일 중 30일',
  asOf: '2025-05-30',
  confidence: 'confirmed',
  url: 'https://rankmore.kr/news/1174829',
};
const MOTIE_2023_PROGRAMME: OwnerSource = {
  org: '산업통상자원부',
  title: '호남·경남 태양광 출력제어 시행 (2023년 4월부터, 최대 1.05GW, 보상 없음)',
  asOf: '2023-03-24',
  confidence: 'confirmed',
  url: 'https://m.ajunews.com/view/20230324113507843',
};
const FLEXIBLE_2025: OwnerSource = {
  org: '산업통상자원부 (이투데이·지디넷 보도)',
  title: '호남 계통 2.3GW 재개방, 1.9GW는 우선 출력제어 조건부 유연접속',
  asOf: '2025-07-15',
  confidence: 'confirmed',
  url: 'https://www.etoday.co.kr/news/view/2487889',
};
const JEJU_2023: OwnerSource = {
  org: '한국은행 이슈노트 (이투데이 보도)',
  title: '제주 재생에너지 출력제어율 2023년 2.1%, 2026년 전망 6.7%',
  asOf: '2025-11-18',
  confidence: 'confirmed',
  url: 'https://www.etoday.co.kr/news/view/2526437',
};
const JEJU_NEGATIVE: OwnerSource = {
  org: '에너지경제',
  title: '제주 하루전시장 마이너스 가격 (2024-06-01 −75.58원/kWh, 2025년 2~3월 27시간)',
  asOf: '2024-06-26',
  confidence: 'reported',
  url: 'https://edata.ekn.kr/article/view/ekn202406260006',
};
const MAINLAND_ZERO: OwnerSource = {
  org: '에너지경제',
  title: '육지 SMP 0원 (2025-10-08 13~14시 등, 2024~2025년 4일)',
  asOf: '2025-10-08',
  confidence: 'confirmed',
  url: 'https://www.ekn.kr/web/view.php?key=20251008029334262',
};
const ENGINE_CURTAILMENT: OwnerSource = {
  org: '햇빛 매칭',
  title: '출력제어 손실 추정 (공개 자료의 지시일수·시간으로 계산)',
  asOf: '2025-11-28',
  confidence: 'derived',
};
const GIVEN_BY_CALLER: OwnerSource = {
  org: '햇빛 매칭',
  title: '계산 요청에 직접 입력된 출력제어 손실',
  asOf: '2025-11-28',
  confidence: 'unconfirmed',
};

interface CurtailmentFigure extends Sourced<number> {
  sources: OwnerSource[];
}
const figure = (
  value: number,
  unit: string,
  status: Sourced<number>['status'],
  source: string,
  sources: OwnerSource[],
): CurtailmentFigure => ({ ...s(value, unit, status, source), sources });

/** Annual curtailment and zero-price shares by region and connection, % of a year's energy. */
export const CURTAILMENT = {
  mainlandStandardPct: figure(
    0.5,
    '% of energy',
    'unconfirmed',
    'mainland outside 호남/경남, standard connection: reference C.3 0.5 %, which market-2024-2026 5 item 5 keeps for substations outside 호남/경남',
    [KPX_SPRING_2025],
  ),
  honamGyeongnamStandardPct: figure(
    1.5,
    '% of energy',
    'derived',
    '호남/경남 standard connection: the fully curtailed upper bound (30 order days x 4 h x 0.75 kW/kWp = 90 kWh/kWp, 7 %) times the share of the fleet each order reaches (the 1.05 GW programme against ~10 GW operating in 호남, 0.1-0.2) = 0.7-1.4 %, rounded up because order days rose sharply in 2025 (market 1.2, 1.3)',
    [MOTIE_2023_PROGRAMME, KPX_SPRING_2025, ENGINE_CURTAILMENT],
  ),
  jejuStandardPct: figure(
    2.1,
    '% of energy',
    'confirmed',
    '제주 2023: curtailed energy 2.1 % of renewable generation (BOK issue note via etoday 2025-11-18); since 2024-06 the risk shows as negative prices (zeroPriceJejuPct)',
    [JEJU_2023],
  ),
  managedPct: figure(
    3.5,
    '% of energy',
    'derived',
    'connection at a 계통관리변전소: the middle of the 0-7 % spring-weighted range (market 1.2 upper bound, 5 item 5)',
    [KPX_SPRING_2025, ENGINE_CURTAILMENT],
  ),
  flexiblePct: figure(
    7,
    '% of energy',
    'derived',
    '유연접속 (curtailed first, 우선출력제어 조건부): the upper bound of market 1.2, fully curtailed 11-15 h on all 30 order days of spring 2025',
    [FLEXIBLE_2025, KPX_SPRING_2025, ENGINE_CURTAILMENT],
  ),
  zeroPriceMainlandPct: figure(
    0.2,
    '% of energy',
    'derived',
    'mainland SMP at 0 원 at midday on 4 dates in 2024-2025 (about 2 h each): ~4 h a year x 0.75 kW/kWp = 3 kWh/kWp of ~1,300',
    [MAINLAND_ZERO, ENGINE_CURTAILMENT],
  ),
  zeroPriceJejuPct: figure(
    4.5,
    '% of energy',
    'derived',
    '제주 negative day-ahead hours: 27 in Feb-Mar 2025 (reported); times 3 for the six low-load months = ~80 h x 0.7 kW/kWp = 56 kWh/kWp of ~1,260 (annualisation unconfirmed)',
    [JEJU_NEGATIVE, ENGINE_CURTAILMENT],
  ),
  sigmaShareOfLoss: s(
    0.5,
    'sigma / loss',
    'engine choice',
    'the curtailment loss may be half or one and a half times its central figure at 1 sigma (no per-plant series is public)',
  ),
} as const;

/** Seasonal weight of each calendar month (January first) in which curtailment falls. */
export const CURTAILMENT_SEASON = {
  mainland: s(
    [0, 0, 1, 1, 1, 0, 0, 0, 0, 1 / 3, 0, 0] as readonly number[],
    'weight by month',
    'engine choice',
    'the 2025 경부하기 (03-01..06-01, 93 days of low-load measures) and the autumn holiday noon at 0 원 (2025-10-08)',
  ),
  jeju: s(
    [0, 1 / 2, 1, 1, 1, 0, 0, 0, 1 / 3, 1 / 3, 0, 0] as readonly number[],
    'weight by month',
    'engine choice',
    '제주 negative-price hours in February-March (2025) and the spring and autumn low load',
  ),
} as const;

/** The curtailment region of a station's 시도 (stations.ts `region`). */
export function curtailmentRegionOf(sido: string): CurtailmentRegion {
  switch (sido) {
    case '제주':
      return 'jeju';
    case '전남':
    case '광주':
    case '전북':
    case '경남':
      return 'honamGyeongnam';
    default:
      return 'mainland';
  }
}

export interface CurtailmentResult {
  /** Energy lost in a year, % (Σ E_m c_m / Σ E_m). */
  pct: number;
  monthlyPct: number[];
  region: CurtailmentRegion;
  gridConnection: GridConnection;
  zeroPriceEnergyPct: number;
  sigmaPct: number;
  sources: OwnerSource[];
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * The model's annual loss for a region and connection, % of energy (before a caller's override).
 */
export function annualCurtailmentPct(
  region: CurtailmentRegion,
  gridConnection: GridConnection,
): { pct: number; sources: OwnerSource[] } {
  const c = CURTAILMENT;
  const standard =
    region === 'jeju'
      ? c.jejuStandardPct
      : region === 'honamGyeongnam'
        ? c.honamGyeongnamStandardPct
        : c.mainlandStandardPct;
  const connection =
    gridConnection === 'flexible'
      ? c.flexiblePct
      : gridConnection === 'managed'
        ? c.managedPct
        : undefined;
  if (connection && connection.value > standard.value) {
    return { pct: connection.value, sources: connection.sources };
  }
  return { pct: standard.value, sources: standard.sources };
}

/**
 * Curtailment of a plant: the annual loss of its region and connection (or `givenPct`), spread
 * over the months by the seasonal shape in proportion to the energy of those months, the share of
 * energy sold at a zero or negative price, and the loss's sigma.
 */
export function curtailmentFor(options: {
  region: CurtailmentRegion;
  gridConnection: GridConnection;
  /** The year's energy by calendar month before curtailment, kWh. */
  monthlyKwh: readonly number[];
  givenPct?: number | undefined;
}): CurtailmentResult {
  const model = annualCurtailmentPct(options.region, options.gridConnection);
  const target = options.givenPct ?? model.pct;
  const shape =
    options.region === 'jeju' ? CURTAILMENT_SEASON.jeju.value : CURTAILMENT_SEASON.mainland.value;
  let total = 0;
  let weighted = 0;
  for (let m = 0; m < 12; m++) {
    const e = options.monthlyKwh[m] ?? 0;
    total += e;
    weighted += e * shape[m]!;
  }
  const monthlyPct = new Array<number>(12).fill(0);
  let lost = 0;
  if (target > 0 && total > 0) {
    // No energy in the season (an unusual orientation): the loss is spread evenly instead.
    const even = weighted <= 0;
    const k = even ? 1 : total / weighted;
    for (let m = 0; m < 12; m++) {
      const share = even ? 1 : shape[m]!;
      const pct = Math.min(100, round4(target * k * share));
      monthlyPct[m] = pct;
      lost += ((options.monthlyKwh[m] ?? 0) * pct) / 100;
    }
  }
  const pct = total > 0 ? round4((100 * lost) / total) : target;
  const zero =
    options.region === 'jeju' ? CURTAILMENT.zeroPriceJejuPct : CURTAILMENT.zeroPriceMainlandPct;
  return {
    pct,
    monthlyPct,
    region: options.region,
    gridConnection: options.gridConnection,
    zeroPriceEnergyPct: zero.value,
    sigmaPct: round4(pct * CURTAILMENT.sigmaShareOfLoss.value),
    sources:
      options.givenPct === undefined
        ? [...model.sources, ...zero.sources]
        : [GIVEN_BY_CALLER, ...zero.sources],
  };
}
