import type { FairPriceReference } from '@haetbit/contracts';

/**
 * Construction prices of PV plants in Korea, 만원 per kW incl. VAT, from shared/reference
 * (forecast-and-finance.md B.2 and C.3; market-2024-2026.md has no newer price). Each is one
 * observation or researched default with its source, 기준일 and confidence; figures quoted as a
 * range are entered at their middle, and a total with separate fees is divided by the capacity.
 * `source` is what an owner reads; `sourceRef` where an operator finds it.
 * Stale figures (2016-17, 2017 kits) are left out.
 */
export const FAIR_PRICE_REFERENCE_SEED: readonly (FairPriceReference & { sourceRef: string })[] = [
  {
    installType: 'R',
    sizeBand: 'UNDER_30',
    manwonPerKw: 199,
    note: '주택 지붕 3kW 보급사업 사업비 상한 596만 6천원',
    source: '한국에너지공단 전북본부장 기고 (전주일보)',
    sourceRef: 'jjn.co.kr idxno=935435',
    asOf: '2023',
    confidence: 'confirmed',
  },
  {
    installType: 'R',
    sizeBand: 'UNDER_100',
    manwonPerKw: 125,
    note: '지붕형 시공비 기본값 (범위 110~160만원/kW, 구조 보강 별도)',
    source: '업계 자료를 모은 햇빛 매칭 기본값',
    sourceRef: 'reference/forecast-and-finance.md C.3',
    asOf: '2025',
    confidence: 'unconfirmed',
  },
  {
    installType: 'R',
    sizeBand: 'UNDER_1000',
    manwonPerKw: 125,
    note: '지붕형 시공비 기본값 (범위 110~160만원/kW, 구조 보강 별도)',
    source: '업계 자료를 모은 햇빛 매칭 기본값',
    sourceRef: 'reference/forecast-and-finance.md C.3',
    asOf: '2025',
    confidence: 'unconfirmed',
  },
  {
    installType: 'L',
    sizeBand: 'UNDER_100',
    manwonPerKw: 170,
    note: '100kW급 지상형 약 1억 7,000만원',
    source: '업계 블로그 시공 사례',
    sourceRef: 'pp.tislog.kr/60',
    asOf: '2025',
    confidence: 'unconfirmed',
  },
  {
    installType: 'L',
    sizeBand: 'UNDER_100',
    manwonPerKw: 190,
    note: '100kW급 지상형 1억 8,000만~2억원의 가운데',
    source: '업계 블로그 시공 사례',
    sourceRef: 'weolbu-blackhole.com/2',
    asOf: '2025',
    confidence: 'unconfirmed',
  },
  {
    installType: 'L',
    sizeBand: 'UNDER_100',
    manwonPerKw: 130,
    note: '지상 30~100kW 시공비 기본값, 한전 표준시설부담금 포함 (범위 110~180만원/kW)',
    source: '업계 자료를 모은 햇빛 매칭 기본값',
    sourceRef: 'reference/forecast-and-finance.md C.3',
    asOf: '2025',
    confidence: 'unconfirmed',
  },
  {
    installType: 'L',
    sizeBand: 'UNDER_1000',
    manwonPerKw: 140,
    note: '350kW 농지 130만원/kW에 한전 연계 1,200만, 인허가 1,000만, 농지전용부담금 1,400만원을 더한 값',
    source: '업계 블로그 농지 발전소 사례',
    sourceRef: 'imunfarm.pages.dev',
    asOf: '2026',
    confidence: 'unconfirmed',
  },
  {
    installType: 'L',
    sizeBand: 'UNDER_1000',
    manwonPerKw: 120,
    note: '지상 100kW~1MW 시공비 기본값 (범위 105~150만원/kW)',
    source: '업계 자료를 모은 햇빛 매칭 기본값',
    sourceRef: 'reference/forecast-and-finance.md C.3',
    asOf: '2025',
    confidence: 'unconfirmed',
  },
];
