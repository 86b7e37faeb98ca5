import { useState } from 'react';
import buttons from '../../../shared/ui/button.module.css';
import { Popup } from '../../../shared/ui/popup';
import { formatWonAsManwon } from '../../../shared/format/number';
import type { FinanceInputs, ProfitData } from '@haetbit/contracts';
import {
  firstYearPrices,
  formatIrr,
  type DeviceEngine,
  type OwnerAssumptions,
  type OwnerFigures,
} from '../lib/owner-finance';
import { ASSUMPTION_STATUS_LABELS } from '../lib/labels';
import styles from './assumptions-dialog.module.css';

/** Korean names of the assumptions an owner asks about first; the rest show their key. */
const ASSUMPTION_LABELS: Record<string, string> = {
  smpPriceKrwPerKwh: 'SMP(전력 판매 단가)',
  recPriceKrwPerRec: 'REC 가격',
  smpEscalationPct: 'SMP 연 변동률',
  recEscalationPct: 'REC 가격 연 변동률',
  fixedContractKrwPerMwh: '고정가격계약 단가',
  fixedBaseSmpKrwPerMwh: '고정가격계약 기준 SMP',
  degradationFirstYearPct: '첫해 모듈 성능 저하',
  moduleLossPct: '2년차부터 연 성능 저하',
  curtailmentJejuPct: '출력제어 손실(제주)',
  curtailmentMainlandPct: '출력제어 손실(육지)',
  projectCostGroundManwonPerKw: '사업비(토지, 100kW 미만)',
  projectCostGroundLargeManwonPerKw: '사업비(토지, 100kW 이상)',
  projectCostRoofManwonPerKw: '사업비(지붕)',
  firstLoanRatePct: '대출 비율',
  loanTermYears: '대출 기간',
  loanInterestPct: '대출 금리',
  corporateTaxPct: '법인세(지방소득세 포함, 첫 구간)',
  lossCarryForwardYears: '이월결손금 공제 기간',
  depreciationYears: '감가상각 기간',
  discountRatePct: '할인율(순현재가치)',
  maintenanceGroundKrwPerKw: '유지관리비(토지)',
  maintenanceRoofKrwPerKw: '유지관리비(지붕)',
  safetyManagementKrwPerYear: '전기안전관리 대행비',
  monitoringKrwPerYear: '모니터링 통신비',
  insurancePctOfCapex: '보험료(사업비 대비)',
  landLeaseKrwPerKw: '부지 임차료',
  inverterReplacementYear: '인버터 교체 시기',
  inverterReplacementManwonPerKw: '인버터 교체비',
  opexEscalationPct: '운영비 연 상승률',
  interannualPct: '연도별 날씨 변동(표준편차)',
  resourcePct: '장기 일사량 자료 오차',
  modelPct: '발전량 모델 오차',
};

/** How this analysis found its SMP (the forecast's `prices.smpBasis`). */
export const SMP_BASIS_LABELS: Record<NonNullable<ProfitData['prices']['smpBasis']>, string> = {
  'solar-weighted-12m': '최근 12개월 SMP를 이 부지의 월별 발전량으로 가중 평균',
  latest: '최근 12개월 자료가 다 없어 가장 최근 공표값 사용',
  default: '30kW 미만 또는 가격 자료 없음: 서비스 기본값',
};

type AssumptionEntry = ReturnType<DeviceEngine['listAssumptions']>[number];

/** The engine's list with the SMP this analysis really used, its source and status. */
export function assumptionsOfAnalysis(
  list: AssumptionEntry[],
  prices: ProfitData['prices'] | undefined,
): AssumptionEntry[] {
  if (!prices?.smpSource || !prices.smpBasis) return list;
  return list.map((entry) =>
    entry.key === 'smpPriceKrwPerKwh'
      ? {
          ...entry,
          value: prices.smpKrwPerKwh,
          status: prices.smpConfidence ?? 'unconfirmed',
          source: `${SMP_BASIS_LABELS[prices.smpBasis!]} · ${prices.smpSource}`,
        }
      : entry,
  );
}

const FIELD_LIMITS = {
  projectCostManwonPerKw: { min: 50, max: 400, step: 1 },
  loanSharePct: { min: 0, max: 90, step: 5 },
  loanInterestPct: { min: 0, max: 15, step: 0.1 },
  loanTermYears: { min: 1, max: 20, step: 1 },
} as const;
type NumberField = keyof typeof FIELD_LIMITS;

const NUMBER_FIELDS: { key: NumberField; label: string }[] = [
  { key: 'projectCostManwonPerKw', label: '사업비 (만원/kW)' },
  { key: 'loanSharePct', label: '대출 비율 (%)' },
  { key: 'loanInterestPct', label: '대출 금리 (연 %)' },
  { key: 'loanTermYears', label: '대출 기간 (년)' },
];

/**
 * "가정 보기": every assumption of the forecast with its value, source and status, and the main
 * ones the owner may change; the figures are recomputed on the device as they change.
 */
export function AssumptionsDialog(props: {
  engine: DeviceEngine;
  inputs: FinanceInputs;
  assumptions: OwnerAssumptions;
  defaults: OwnerAssumptions;
  figures: OwnerFigures;
  isLand: boolean;
  /** The prices this analysis used (the SMP entry shows them with their source). */
  prices?: ProfitData['prices'];
  onChange: (next: OwnerAssumptions) => void;
  onClose: () => void;
}) {
  const { assumptions, figures } = props;
  const [drafts, setDrafts] = useState<Record<NumberField, string>>(() => ({
    projectCostManwonPerKw: String(assumptions.projectCostManwonPerKw),
    loanSharePct: String(assumptions.loanSharePct),
    loanInterestPct: String(assumptions.loanInterestPct),
    loanTermYears: String(assumptions.loanTermYears),
  }));
  const list = assumptionsOfAnalysis(props.engine.listAssumptions(), props.prices);
  const prices = firstYearPrices(props.engine, props.inputs);
  const won = (value: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: 1 });

  const setNumber = (key: NumberField, text: string) => {
    setDrafts((current) => ({ ...current, [key]: text }));
    const value = Number(text.replace(',', '.'));
    const limits = FIELD_LIMITS[key];
    if (
      text.trim() !== '' &&
      Number.isFinite(value) &&
      value >= limits.min &&
      value <= limits.max
    ) {
      props.onChange({ ...assumptions, [key]: value });
    }
  };
  const reset = () => {
    const d = props.defaults;
    setDrafts({
      projectCostManwonPerKw: String(d.projectCostManwonPerKw),
      loanSharePct: String(d.loanSharePct),
      loanInterestPct: String(d.loanInterestPct),
      loanTermYears: String(d.loanTermYears),
    });
    props.onChange(d);
  };

  return (
    <Popup
      title="가정 보기"
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={reset}>
            기본값으로
          </button>
          <button type="button" className={buttons.primary} onClick={props.onClose}>
            확인
          </button>
        </>
      }
    >
      <p role="status" className={styles.summary}>
        사업 수익률(IRR) {formatIrr(figures.projectIrr)} · 투자 회수{' '}
        {figures.projectPaybackYear === null
          ? '20년 안에 어려움'
          : `${figures.projectPaybackYear}년차`}{' '}
        · 연평균 {formatWonAsManwon(figures.yAvgProfitKrw)}
      </p>

      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        {NUMBER_FIELDS.map(({ key, label }) => (
          <label key={key} className={styles.field}>
            <span>{label}</span>
            <input
              type="number"
              inputMode="decimal"
              min={FIELD_LIMITS[key].min}
              max={FIELD_LIMITS[key].max}
              step={FIELD_LIMITS[key].step}
              value={drafts[key]}
              onChange={(event) => setNumber(key, event.target.value)}
            />
          </label>
        ))}
        {props.isLand ? (
          <fieldset className={styles.choice}>
            <legend>부지</legend>
            <label>
              <input
                type="radio"
                name="land"
                checked={!assumptions.leasedLand}
                onChange={() => props.onChange({ ...assumptions, leasedLand: false })}
              />
              내 땅
            </label>
            <label>
              <input
                type="radio"
                name="land"
                checked={assumptions.leasedLand}
                onChange={() => props.onChange({ ...assumptions, leasedLand: true })}
              />
              빌린 땅 (임차료 포함)
            </label>
          </fieldset>
        ) : null}
        <fieldset className={styles.choice}>
          <legend>전력 판매 방식</legend>
          <label>
            <input
              type="radio"
              name="price"
              checked={assumptions.priceScenario === 'spot'}
              onChange={() => props.onChange({ ...assumptions, priceScenario: 'spot' })}
            />
            현물 시장 (SMP + REC, 첫해 {won(prices.spotKrwPerKwh)}원/kWh)
          </label>
          <label>
            <input
              type="radio"
              name="price"
              checked={assumptions.priceScenario === 'fixed'}
              onChange={() => props.onChange({ ...assumptions, priceScenario: 'fixed' })}
            />
            20년 고정가격계약 (첫해 {won(prices.fixedKrwPerKwh)}원/kWh)
          </label>
        </fieldset>
      </form>

      <h3 className={styles.heading}>계산에 쓴 모든 가정</h3>
      <p className={styles.note}>
        &lsquo;미확인&rsquo;은 공개 자료로 확인하지 못한 업계 추정치입니다. 시공사 견적으로 바꿔
        보세요.
      </p>
      <ul className={styles.list} aria-label="계산에 쓴 모든 가정">
        {list.map((entry) => (
          <li key={`${entry.group}.${entry.key}`} className={styles.item}>
            <span className={styles.name}>{ASSUMPTION_LABELS[entry.key] ?? entry.key}</span>
            <span className={styles.value}>
              {typeof entry.value === 'number' ? entry.value.toLocaleString('ko-KR') : entry.value}{' '}
              <small>{entry.unit}</small>
            </span>
            <span className={entry.status === 'unconfirmed' ? styles.unconfirmed : styles.status}>
              {ASSUMPTION_STATUS_LABELS[entry.status] ?? entry.status}
            </span>
            <span className={styles.source}>{entry.source}</span>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
