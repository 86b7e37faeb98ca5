// The owner-level assumptions of a forecast, as an owner (or a bank) reads them: a Korean name, one
// plain sentence, the value this forecast used and a source an owner recognises (기관명, 자료명,
// 기준일, how sure). Engineering notes (model names, section numbers, decision records) stay in
// assumptions.ts and the code; nothing here carries them.
import { FINANCE_DEFAULTS, OPERATING_COSTS } from './assumptions.js';
import type { OwnerAssumption, OwnerSource, TariffKind } from './forecast-output.js';
import { KEPCO_TARIFFS, SURCHARGE_SOURCES } from './tariffs.js';

const CHECKED = '2025-11-28';

/** The owner-facing sources of the engine's defaults, by topic. */
export const OWNER_SOURCES = {
  projectCostGround: {
    org: '태양광 시공 견적 공개 자료',
    title: '지상 100kW 설치비 1.7~2.0억 원 (2025년 시공사 견적 글)',
    asOf: CHECKED,
    confidence: 'unconfirmed',
  },
  projectCostRoof: {
    org: '햇빛 매칭',
    title: '서비스 기준 지붕 설치비 (kW당 130만 원)',
    asOf: CHECKED,
    confidence: 'spec',
  },
  policyLoan: {
    org: '한국에너지공단',
    title: '신재생에너지 금융지원사업: 5년 거치 10년 분할상환',
    asOf: CHECKED,
    confidence: 'confirmed',
  },
  bankRate: {
    org: '태양광 대출 공개 자료',
    title: '상업 대출 금리 연 4.8~5.5% (2026년 글)',
    asOf: CHECKED,
    confidence: 'unconfirmed',
  },
  insurance: {
    org: '엔지니어링공제조합',
    title: '태양광발전소종합공제 보험료 (100kW 연 73만 9천 원)',
    asOf: '2019-11-18',
    confidence: 'confirmed',
  },
  safetyLaw: {
    org: '법제처',
    title: '전기안전관리법 제22조: 20kW 초과 태양광은 안전관리 대행',
    asOf: CHECKED,
    confidence: 'confirmed',
  },
  maintenance: {
    org: '태양광 운영 공개 자료',
    title: '청소·제초·모니터링 비용 (운영 관리 글)',
    asOf: CHECKED,
    confidence: 'unconfirmed',
  },
  degradation: {
    org: '미국 국립재생에너지연구소(NREL)',
    title: '태양광 발전소 성능 저하율 조사: 중앙값 연 0.72%',
    asOf: '2020-12-01',
    confidence: 'confirmed',
  },
  inverter: {
    org: '산업통상자원부',
    title: '25kW 인버터 교체 예시 450만 원 (2022년 발표)',
    asOf: '2022-02-03',
    confidence: 'confirmed',
  },
  corporateTax: {
    org: '국세청',
    title: '법인세율 (과세표준 2억 원까지 9%) 및 지방소득세',
    asOf: '2023-01-01',
    confidence: 'confirmed',
  },
  smp: {
    org: '에너지경제연구원 (뉴시스 보도)',
    title: '육지 SMP 2024년 평균 128.3원, 2025년 10월 101.5원',
    asOf: '2025-11-24',
    confidence: 'confirmed',
    url: 'https://www.newsis.com/view/NISX20251124_0003414920',
  },
  rec: {
    org: 'REC 현물시장 시세 (공개 계산기·언론 인용)',
    title: '2025년 1~9월 REC 현물 평균',
    asOf: '2025-09-30',
    confidence: 'unconfirmed',
  },
  recWeight: {
    org: '산업통상자원부',
    title: '신재생에너지 공급인증서 가중치 고시 (2018년 개정, 2021년 유지)',
    asOf: '2021-07-28',
    confidence: 'confirmed',
  },
  fixedAuction: {
    org: '한국에너지공단 (에너지경제 보도)',
    title: '2024년 태양광 고정가격계약 경쟁입찰 평균 155,269원/MWh',
    asOf: '2024-12-25',
    confidence: 'confirmed',
    url: 'https://ekn.kr/web/view.php?key=20241225025318737',
  },
  fixedCeiling: {
    org: '산업통상자원부',
    title: '2025년 상반기 고정가격계약 상한가 155,742원/MWh',
    asOf: '2025-05-26',
    confidence: 'reported',
  },
  recClose: {
    org: '산업통상자원부 (대한경제·투데이에너지 보도)',
    title: 'REC 현물시장 폐지와 장기 고정가격계약 전환 방침',
    asOf: '2026-01-12',
    confidence: 'reported',
  },
  agrivoltaicPermit: {
    org: '농림축산식품부',
    title: '영농형 태양광 농지 타용도 일시사용허가 8년 (재생에너지지구 23년 추진)',
    asOf: '2025-11-13',
    confidence: 'confirmed',
  },
  engineChoice: {
    org: '햇빛 매칭',
    title: '공개 자료의 범위 안에서 정한 계산 가정',
    asOf: CHECKED,
    confidence: 'engine choice',
  },
} as const satisfies Record<string, OwnerSource>;

/**
 * The owner-facing sources of a price the server took from its operator-edited defaults: the
 * engine's own sources while the value is still the engine's default, else the operator's entry
 * with the row's date (an operator's figure is not checked here: 'unconfirmed').
 */
export function defaultsPriceSources(
  price: 'smp' | 'fixedPrice',
  value: number,
  asOf: string,
): OwnerSource[] {
  if (price === 'smp' && value === FINANCE_DEFAULTS.smpPriceKrwPerKwh.value) {
    return [OWNER_SOURCES.smp];
  }
  if (
    price === 'fixedPrice' &&
    (value === FINANCE_DEFAULTS.fixedContractKrwPerMwh.value ||
      value === FINANCE_DEFAULTS.fixedContractJejuKrwPerMwh.value)
  ) {
    return [OWNER_SOURCES.fixedAuction, OWNER_SOURCES.fixedCeiling];
  }
  return [
    {
      org: '햇빛 매칭 운영팀',
      title: price === 'smp' ? '운영자가 정한 SMP 기본값' : '운영자가 정한 고정가격계약 단가',
      asOf,
      confidence: 'unconfirmed',
    },
  ];
}

/** What a forecast used, for {@link ownerAssumptions}. */
export interface OwnerAssumptionContext {
  installType: 'R' | 'L';
  projectCostManwonPerKw: number;
  loanSharePct: number;
  loanTermYears: number;
  loanInterestPct: number;
  firstYearOpexKrw: number;
  inverterReplacement: { year: number; costKrw: number } | null;
  taxExempt: boolean;
  smpKrwPerKwh: number;
  smpSources: OwnerSource[];
  recKrwPerRec: number;
  recWeight: number;
  fixedFirstYearKrwPerKwh: number;
  fixedSources: OwnerSource[];
  recSpotCloseYear: number;
  curtailmentPct: number;
  curtailmentSources: OwnerSource[];
  jeju: boolean;
  selfConsumption: { tariff: TariffKind; savingPerKwhKrw: number } | null;
  years: number;
  limitedByPermit: boolean;
}

/** The ten to fifteen assumptions an owner reads, with the values of this forecast. */
export function ownerAssumptions(c: OwnerAssumptionContext): OwnerAssumption[] {
  const d = FINANCE_DEFAULTS;
  const list: OwnerAssumption[] = [
    {
      key: 'projectCost',
      labelKo: '설치비',
      explanationKo: '모듈, 인버터, 공사비와 한전 연결비를 합친 kW당 사업비예요.',
      value: c.projectCostManwonPerKw,
      unitKo: '만원/kW',
      sources: [
        c.installType === 'R' ? OWNER_SOURCES.projectCostRoof : OWNER_SOURCES.projectCostGround,
      ],
    },
    {
      key: 'loan',
      labelKo: '대출',
      explanationKo: `사업비의 ${c.loanSharePct}%를 연 ${c.loanInterestPct}%로 빌려 ${c.loanTermYears}년 동안 같은 금액으로 나눠 갚는다고 봤어요.`,
      value: `${c.loanSharePct}%, ${c.loanTermYears}년, 연 ${c.loanInterestPct}%`,
      unitKo: '',
      sources: [OWNER_SOURCES.policyLoan, OWNER_SOURCES.bankRate],
    },
    {
      key: 'operatingCosts',
      labelKo: '운영비',
      explanationKo: `청소·점검, 전기안전관리 대행, 모니터링, 보험료를 더한 첫해 비용이에요. 해마다 ${OPERATING_COSTS.opexEscalationPct.value}%씩 오른다고 봤어요.`,
      value: Math.round(c.firstYearOpexKrw),
      unitKo: '원/년',
      sources: [OWNER_SOURCES.insurance, OWNER_SOURCES.safetyLaw, OWNER_SOURCES.maintenance],
    },
    {
      key: 'degradation',
      labelKo: '성능 저하',
      explanationKo: `패널 출력은 첫해 ${d.degradationFirstYearPct.value}%, 그 뒤 해마다 ${d.moduleLossPct.value}%씩 줄어든다고 봤어요.`,
      value: `첫해 ${d.degradationFirstYearPct.value}%, 이후 연 ${d.moduleLossPct.value}%`,
      unitKo: '',
      sources: [OWNER_SOURCES.degradation, OWNER_SOURCES.engineChoice],
    },
    {
      key: 'inverterReplacement',
      labelKo: '인버터 교체',
      explanationKo: c.inverterReplacement
        ? `인버터는 ${c.inverterReplacement.year}년차에 한 번 바꾼다고 보고 그 비용을 넣었어요.`
        : `운영 기간이 짧아 인버터를 바꾸는 비용은 넣지 않았어요.`,
      value: c.inverterReplacement ? Math.round(c.inverterReplacement.costKrw) : null,
      unitKo: '원',
      sources: [OWNER_SOURCES.inverter],
    },
    {
      key: 'tax',
      labelKo: '세금',
      explanationKo: c.taxExempt
        ? '집에서 아낀 전기요금은 소득이 아니어서 세금을 넣지 않았어요.'
        : '법인세(과세표준 2억 원까지 9%)와 지방소득세(법인세의 10%)를 낸다고 봤어요.',
      value: c.taxExempt ? 0 : 9.9,
      unitKo: '%',
      sources: [OWNER_SOURCES.corporateTax],
    },
    {
      key: 'fixedPrice',
      labelKo: '고정가격계약 단가',
      explanationKo:
        '정부 입찰로 20년 동안 같은 값에 전기와 REC를 파는 계약이에요. 최근 평균 낙찰가에 REC 가중치를 반영했어요.',
      value: Math.round(c.fixedFirstYearKrwPerKwh * 10) / 10,
      unitKo: '원/kWh',
      sources: c.fixedSources,
    },
    {
      key: 'smp',
      labelKo: 'SMP(전력 도매가격)',
      explanationKo:
        '현물 시장에 전기를 팔 때 받는 kWh당 도매가격이에요. 20년 동안 오르지 않는다고 봤어요.',
      value: Math.round(c.smpKrwPerKwh * 10) / 10,
      unitKo: '원/kWh',
      sources: c.smpSources,
    },
    {
      key: 'rec',
      labelKo: 'REC 가격',
      explanationKo:
        '현물 시장에서 발전량에 가중치를 곱해 받는 신재생 인증서 1개(1MWh)의 가격이에요.',
      value: Math.round(c.recKrwPerRec),
      unitKo: '원/REC',
      sources: [OWNER_SOURCES.rec],
    },
    {
      key: 'recWeight',
      labelKo: 'REC 가중치',
      explanationKo: '설치 장소와 규모에 따라 정부가 정한 인증서 배수예요.',
      value: c.recWeight,
      unitKo: '배',
      sources: [OWNER_SOURCES.recWeight],
    },
    {
      key: 'recSpotClose',
      labelKo: 'REC 현물시장 종료',
      explanationKo: `정부가 REC 현물시장을 없애고 장기 계약으로 옮기는 중이에요. 'REC 종료' 경우는 ${c.recSpotCloseYear}년차부터 REC 수입이 없다고 봤어요.`,
      value: c.recSpotCloseYear,
      unitKo: '년차',
      sources: [OWNER_SOURCES.recClose, OWNER_SOURCES.engineChoice],
    },
    {
      key: 'curtailment',
      labelKo: '출력제어',
      explanationKo: c.jeju
        ? '전력망이 넘칠 때 발전을 멈춰 잃는 전기예요. 제주는 전기값이 0원 아래로 떨어지는 시간도 있어 그만큼 판매 수입을 빼고 계산했어요.'
        : '전력망이 넘칠 때 발전을 멈춰 잃는 전기예요. 지역, 계절(봄에 많아요), 연결 방식에 따라 달라요.',
      value: Math.round(c.curtailmentPct * 100) / 100,
      unitKo: '%/년',
      sources: c.curtailmentSources,
    },
    {
      key: 'horizon',
      labelKo: '운영 기간',
      explanationKo: c.limitedByPermit
        ? `농지 일시사용허가 기간인 ${c.years}년 동안만 운영한다고 보고 계산했어요.`
        : `${c.years}년 동안 운영한다고 보고 계산했어요.`,
      value: c.years,
      unitKo: '년',
      sources: c.limitedByPermit
        ? [OWNER_SOURCES.agrivoltaicPermit]
        : [
            {
              org: '한국에너지공단',
              title: '고정가격계약 기간 20년',
              asOf: CHECKED,
              confidence: 'confirmed',
            },
          ],
    },
  ];
  if (c.selfConsumption) {
    const tariff = KEPCO_TARIFFS[c.selfConsumption.tariff];
    list.push({
      key: 'selfConsumptionTariff',
      labelKo: '자가소비 요금',
      explanationKo: `직접 쓰는 전기는 한전 ${tariff.labelKo} 요금표로 아낀 전기요금을 수익으로 봤어요. 남는 전기는 다음 달로 넘기고, 끝까지 남은 전기는 현금 정산 단가가 확인되지 않아 넣지 않았어요.`,
      value: Math.round(c.selfConsumption.savingPerKwhKrw * 10) / 10,
      unitKo: '원/kWh',
      sources: [tariff.ownerSource, ...SURCHARGE_SOURCES],
    });
  }
  return list;
}
