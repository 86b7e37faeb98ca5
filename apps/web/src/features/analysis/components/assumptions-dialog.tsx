import { useState } from 'react';
import buttons from '../../../shared/ui/button.module.css';
import { Popup } from '../../../shared/ui/popup';
import { formatWonAsManwon } from '../../../shared/format/number';
import type { FinanceInputs, ProfitData } from '@haetbit/contracts';
import {
  firstYearPrices,
  formatIrr,
  paybackText,
  type DeviceEngine,
  type OwnerAssumptions,
  type OwnerFigures,
} from '../lib/owner-finance';
import { OwnerAssumptionList } from './owner-assumption-list';
import styles from './assumptions-dialog.module.css';

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
  /** The forecast's owner-level assumptions with their sources (absent on older forecasts). */
  ownerAssumptions: ProfitData['ownerAssumptions'];
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
  const [resetDone, setResetDone] = useState(false);
  const list = props.ownerAssumptions ?? [];
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
      setResetDone(false);
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
    setResetDone(true);
  };

  return (
    <Popup
      title="가정 보기"
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={reset}>
            처음 계산값으로 되돌리기
          </button>
          <button type="button" className={buttons.primary} onClick={props.onClose}>
            확인
          </button>
        </>
      }
    >
      <p role="status" className={styles.summary}>
        사업 수익률(IRR) {formatIrr(figures.projectIrr)} · 내 돈 회수 {paybackText(figures)} ·
        연평균 {formatWonAsManwon(figures.yAvgProfitKrw)}
      </p>
      <p className={styles.note} aria-live="polite">
        {resetDone ? '처음 계산에 쓴 가정으로 되돌렸어요. 결과도 처음 값으로 돌아갔어요.' : ''}
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
          {props.inputs.selfConsumption ? (
            <label>
              <input
                type="radio"
                name="price"
                checked={assumptions.priceScenario === 'selfConsumption'}
                onChange={() =>
                  props.onChange({ ...assumptions, priceScenario: 'selfConsumption' })
                }
              />
              직접 쓰기(상계거래, 아낀 전기요금)
            </label>
          ) : null}
        </fieldset>
      </form>

      <h3 className={styles.heading}>계산에 쓴 가정과 출처</h3>
      {list.length > 0 ? (
        <>
          <p className={styles.note}>
            위에서 바꾼 값 말고는 이 예측에 쓴 값입니다. &lsquo;미확인&rsquo;은 공개 자료로 확인하지
            못한 추정치예요. 시공사 견적을 받으면 그 값으로 바꿔 보세요.
          </p>
          <OwnerAssumptionList entries={list} label="계산에 쓴 가정과 출처" />
        </>
      ) : (
        <p className={styles.note}>
          이 분석은 예전 방식으로 계산되어 가정별 출처가 없습니다. 예상 수익을 다시 확인하면 볼 수
          있어요.
        </p>
      )}
    </Popup>
  );
}
