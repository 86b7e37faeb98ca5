import { MODULE_LOW_CARBON_LABELS, type Quote } from '@haetbit/contracts';
import { formatManwon, formatWonAsManwon } from './number';

/**
 * A structured quote as every screen reads it (owner's comparison, the contractor's own quote,
 * the operator's match): the same rows, in the same order, with the same words and amounts in
 * 만원/억. Fields of a quote saved before they were asked read '미기재'.
 */
export const QUOTE_ROW_GROUPS = [
  { title: '가격', keys: ['total', 'perKw', 'payment'] },
  { title: '가격에 포함된 것', keys: ['gridFee', 'permits', 'maintenance'] },
  { title: '장비', keys: ['module', 'moduleMarks', 'inverter', 'structure'] },
  {
    title: '보증',
    keys: [
      'workWarranty',
      'inverterWarranty',
      'moduleWarranty',
      'output',
      'degradation',
      'successor',
    ],
  },
  { title: '일정 · 금융', keys: ['days', 'financing', 'validUntil'] },
] as const;
export type QuoteRowKey = (typeof QUOTE_ROW_GROUPS)[number]['keys'][number];

export const QUOTE_ROW_LABELS: Record<QuoteRowKey, string> = {
  total: '총 공사비 (부가세 포함)',
  perKw: 'kW당 가격',
  payment: '대금 지급 (계약금 · 중도금 · 잔금)',
  gridFee: '한전 계통연계비',
  permits: '인허가 대행비',
  maintenance: '유지관리',
  module: '모듈',
  moduleMarks: '모듈 인증',
  inverter: '인버터',
  structure: '구조물',
  workWarranty: '하자이행보증',
  inverterWarranty: '인버터 보증',
  moduleWarranty: '모듈 보증',
  output: '발전량 보증',
  degradation: '가정한 출력 저하율',
  successor: '폐업 시 사후관리',
  days: '공사 기간',
  financing: '금융(대출) 지원',
  validUntil: '견적 유효기간',
};

export const NOT_GIVEN = '미기재';

/** 원 to 만원 with one decimal, the way a price per kW reads: "128.4만원". */
export const formatPricePerKw = (pricePerKwKrw: number) =>
  `${formatManwon(Math.round(pricePerKwKrw / 1_000) / 10)}/kW`;

const included = (value: boolean | null) => (value === null ? NOT_GIVEN : value ? '포함' : '별도');

/** Each row's text for one quote. */
export function quoteRowValues(quote: Quote): Record<QuoteRowKey, string> {
  const given = <T>(value: T | null, text: (value: T) => string) =>
    value === null ? NOT_GIVEN : text(value);
  const payment =
    quote.paymentDepositPct === null ||
    quote.paymentInterimPct === null ||
    quote.paymentBalancePct === null
      ? NOT_GIVEN
      : `${quote.paymentDepositPct}% · ${quote.paymentInterimPct}% · ${quote.paymentBalancePct}%`;
  const marks =
    quote.moduleKsCertified === null && quote.moduleLowCarbon === null
      ? NOT_GIVEN
      : [
          quote.moduleKsCertified === null
            ? `KS ${NOT_GIVEN}`
            : quote.moduleKsCertified
              ? 'KS 인증'
              : 'KS 인증 없음',
          quote.moduleLowCarbon === null
            ? `탄소 인증 ${NOT_GIVEN}`
            : quote.moduleLowCarbon === 'NONE'
              ? '탄소 인증 없음'
              : `탄소 인증 ${MODULE_LOW_CARBON_LABELS[quote.moduleLowCarbon]}`,
        ].join(' · ');
  return {
    total: formatWonAsManwon(quote.totalPriceKrw),
    perKw: formatPricePerKw(quote.pricePerKwKrw),
    payment,
    gridFee: included(quote.gridFeeIncluded),
    permits: included(quote.permitsIncluded),
    maintenance:
      quote.omIncluded === null
        ? NOT_GIVEN
        : quote.omIncluded
          ? quote.omYearlyPriceKrw
            ? `포함 · 연 ${formatWonAsManwon(quote.omYearlyPriceKrw)}`
            : '포함 · 무상'
          : '미포함',
    module: `${quote.moduleMaker} ${quote.moduleModel} (${quote.moduleWatt}W)`,
    moduleMarks: marks,
    inverter: `${quote.inverterMaker} ${quote.inverterModel ?? ''}`.trim(),
    structure: quote.structure,
    workWarranty: `${quote.warrantyWorkYears}년${
      quote.warrantyBondIssued === null
        ? ''
        : quote.warrantyBondIssued
          ? ' · 보증증권 발행'
          : ' · 보증증권 없음'
    }`,
    inverterWarranty: `${quote.warrantyInverterYears}년`,
    moduleWarranty: `${quote.warrantyModuleYears}년`,
    output:
      quote.guaranteeHoursPerDay !== null
        ? `하루 ${quote.guaranteeHoursPerDay}시간 · ${quote.guaranteeYears ?? '-'}년`
        : // A quote saved with the checklist chose no guarantee; an older one did not say.
          quote.degradationPctPerYear !== null
          ? '보증 없음'
          : NOT_GIVEN,
    degradation: given(quote.degradationPctPerYear, (pct) => `연 ${pct}%`),
    successor: given(quote.successorService, (text) => text),
    days: `${quote.constructionDays}일`,
    financing: quote.financingHelp
      ? `지원${quote.financingNote ? ` · ${quote.financingNote}` : ''}`
      : '없음',
    validUntil: `${quote.validUntil.replaceAll('-', '.')}까지`,
  };
}
