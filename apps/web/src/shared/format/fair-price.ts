import {
  INSTALL_TYPE_LABELS,
  REFERENCE_CONFIDENCE_LABELS,
  sizeBandLabel,
  type FairPrice,
  type FairPriceReference,
} from '@haetbit/contracts';
import { formatManwon } from './number';

const perKw = (manwon: number) => `${formatManwon(manwon)}/kW`;

/** What the band compares with: '전국 · 토지 · 30~100kW'. */
export const fairPriceScope = (fairPrice: FairPrice) =>
  [
    fairPrice.regionName,
    INSTALL_TYPE_LABELS[fairPrice.installType],
    sizeBandLabel(fairPrice.sizeBand),
  ].join(' · ');

/** Where a quote stands, in a word: low, middle or high in its band. */
export function fairPriceVerdict(percentile: number): '낮은 편' | '중간' | '높은 편' {
  if (percentile < 40) return '낮은 편';
  if (percentile > 60) return '높은 편';
  return '중간';
}

/**
 * The band as one sentence under a quote, or the sentence that there are too few prices yet
 * (issue 33: fewer than the minimum says so instead of a band).
 */
export function fairPriceSentence(fairPrice: FairPrice): string {
  const scope = fairPriceScope(fairPrice);
  if (
    fairPrice.percentile === null ||
    fairPrice.medianManwonPerKw === null ||
    fairPrice.lowManwonPerKw === null ||
    fairPrice.highManwonPerKw === null
  ) {
    return `${scope} 조건의 가격 자료가 아직 ${fairPrice.n}건이라 적정가 범위를 보여 드리기 어려워요. ${fairPrice.minSample}건이 모이면 보여 드려요.`;
  }
  return `${scope} 조건의 가격 ${fairPrice.n}건 가운데 이 견적보다 싼 가격이 ${fairPrice.percentile}%예요. 중간값은 ${perKw(fairPrice.medianManwonPerKw)}, 가운데 절반은 ${formatManwon(fairPrice.lowManwonPerKw)}~${perKw(fairPrice.highManwonPerKw)}입니다.`;
}

/** A reference price with where it comes from, its 기준일 and how sure it is. */
export const fairPriceReferenceLine = (reference: FairPriceReference) =>
  `${reference.note}: ${perKw(reference.manwonPerKw)} (${reference.source}, ${reference.asOf}년 기준, ${REFERENCE_CONFIDENCE_LABELS[reference.confidence]})`;
