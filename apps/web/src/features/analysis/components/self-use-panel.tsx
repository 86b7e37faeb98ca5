import { useId, useState } from 'react';
import type { ProfitData, SelfConsumptionBody } from '@haetbit/contracts';
import { formatWonAsManwon } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import { formatIrr } from '../lib/owner-finance';
import { SCENARIO_LABELS, TARIFF_LABELS } from '../lib/scenario-labels';
import { OwnerSourceLine } from './owner-assumption-list';
import styles from './self-use-panel.module.css';

type Tariff = SelfConsumptionBody['tariff'];
const TARIFFS = Object.keys(TARIFF_LABELS) as Tariff[];

/** '1억 2,000만원 손실' for a negative amount, as an owner says it. */
export const netText = (krw: number) =>
  krw < 0 ? `${formatWonAsManwon(-krw)} 손실` : formatWonAsManwon(krw);

/**
 * A roof's own use (상계거래, issue 31): the owner gives the monthly bill or use and the tariff,
 * the forecast is made again with them, and 전기 팔기 and 직접 쓰기 are set side by side (yearly
 * money, payback, project IRR) with the one that pays more for this roof named.
 */
export function SelfUsePanel(props: {
  profitData: ProfitData;
  busy: boolean;
  error: string | null;
  onCompare: (selfConsumption: SelfConsumptionBody) => void;
}) {
  const { profitData } = props;
  const result = profitData.selfConsumption;
  const scenarios = profitData.scenarios ?? [];
  const formId = useId();
  const [tariff, setTariff] = useState<Tariff>(result?.tariff ?? 'residential');
  const [unit, setUnit] = useState<'bill' | 'kwh'>('bill');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const value = Number(amount.replace(/,/g, ''));
  const valid = amount.trim() !== '' && Number.isFinite(value) && value > 0;
  const years = profitData.headline?.years ?? 20;

  const submit = () => {
    setTouched(true);
    if (!valid) return;
    props.onCompare(
      unit === 'bill'
        ? { tariff, monthlyBillKrw: Math.round(value) }
        : { tariff, monthlyKwh: value },
    );
  };

  const sell = result ? scenarios.find((s) => s.name === result.sellScenario) : undefined;
  const own = scenarios.find((s) => s.name === 'selfConsumption');
  const tariffSources =
    profitData.ownerAssumptions?.find((a) => a.key === 'selfConsumptionTariff')?.sources ??
    result?.sources ??
    [];

  return (
    <section aria-labelledby={`${formId}-title`} className={styles.panel}>
      <h3 id={`${formId}-title`} className={styles.title}>
        전기 팔기와 직접 쓰기 비교
      </h3>
      {result && result.eligible && sell && own ? (
        <>
          <p className={styles.verdict}>
            이 지붕은{' '}
            <strong>
              {result.better === 'selfConsumption' ? '직접 쓰기' : '전기 팔기'}가 더 유리해요.
            </strong>{' '}
            {years}년 동안 남는 돈이{' '}
            {netText(Math.abs((own.predictionProfit ?? 0) - (sell.predictionProfit ?? 0)))} 더
            많아요.
          </p>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {TARIFF_LABELS[result.tariff]} 요금, 한 달 약{' '}
              {Math.round(result.monthlyKwh[0] ?? 0).toLocaleString('ko-KR')}kWh 사용 기준
            </caption>
            <thead>
              <tr>
                <td />
                <th scope="col">전기 팔기 ({SCENARIO_LABELS[sell.name]})</th>
                <th scope="col">직접 쓰기(상계거래)</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">연평균 수익</th>
                <td>{formatWonAsManwon(sell.yAvgProfit)}</td>
                <td>{formatWonAsManwon(own.yAvgProfit)}</td>
              </tr>
              <tr>
                <th scope="row">{years}년 뒤 남는 돈</th>
                <td>{netText(sell.predictionProfit ?? 0)}</td>
                <td>{netText(own.predictionProfit ?? 0)}</td>
              </tr>
              <tr>
                <th scope="row">내 돈 회수</th>
                <td>{sell.paybackYear === null ? '회수 못 함' : `${sell.paybackYear}년차`}</td>
                <td>{own.paybackYear === null ? '회수 못 함' : `${own.paybackYear}년차`}</td>
              </tr>
              <tr>
                <th scope="row">사업 수익률(IRR)</th>
                <td>{formatIrr(sell.projectIrr)}</td>
                <td>{formatIrr(own.projectIrr)}</td>
              </tr>
              <tr>
                <th scope="row">kWh당 받는 돈(첫해)</th>
                <td>{Math.round(sell.firstYearPriceKrwPerKwh).toLocaleString('ko-KR')}원</td>
                <td>{Math.round(own.firstYearPriceKrwPerKwh).toLocaleString('ko-KR')}원</td>
              </tr>
            </tbody>
          </table>
          <p className={styles.note}>
            직접 쓰기는 아낀 전기요금을 수익으로 봤어요. 첫해{' '}
            {formatWonAsManwon(result.firstYearSavingKrw)}을 아끼고, 쓰고 남은 전기는 다음 달
            요금에서 빼요.
            {result.surplusUnusedKwh > 0
              ? ` 한 해 끝까지 남는 ${Math.round(result.surplusUnusedKwh).toLocaleString('ko-KR')}kWh는 현금 정산 단가가 확인되지 않아 0원으로 봤어요.`
              : ''}
          </p>
          <p className={styles.sources}>
            {tariffSources.map((source, index) => (
              <OwnerSourceLine key={index} source={source} />
            ))}
          </p>
        </>
      ) : result && !result.eligible ? (
        <p className={styles.note}>
          {result.ineligibleReason === 'over1000kW'
            ? '상계거래는 1,000kW까지만 할 수 있어 이 지붕은 전기 팔기로만 계산했어요.'
            : '직접 쓰기(상계거래)는 지붕 태양광에서만 계산해요.'}
        </p>
      ) : (
        <p className={styles.note}>
          건물에서 쓰는 전기를 태양광으로 충당하면(상계거래) 파는 것보다 나을 수 있어요. 한 달
          전기요금이나 사용량을 알려 주시면 두 방법을 나란히 비교해 드려요.
        </p>
      )}

      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className={styles.choice}>
          <legend>전기요금 종류</legend>
          {TARIFFS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name={`${formId}-tariff`}
                checked={tariff === kind}
                onChange={() => setTariff(kind)}
              />
              {TARIFF_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choice}>
          <legend>무엇으로 알려 주실까요?</legend>
          <label>
            <input
              type="radio"
              name={`${formId}-unit`}
              checked={unit === 'bill'}
              onChange={() => setUnit('bill')}
            />
            한 달 전기요금(원)
          </label>
          <label>
            <input
              type="radio"
              name={`${formId}-unit`}
              checked={unit === 'kwh'}
              onChange={() => setUnit('kwh')}
            />
            한 달 사용량(kWh)
          </label>
        </fieldset>
        <label className={styles.field}>
          <span>{unit === 'bill' ? '한 달 전기요금 (원)' : '한 달 사용량 (kWh)'}</span>
          <input
            type="text"
            inputMode="numeric"
            value={amount}
            placeholder={unit === 'bill' ? '예: 85000' : '예: 350'}
            aria-invalid={touched && !valid}
            aria-describedby={touched && !valid ? `${formId}-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        {touched && !valid ? (
          <p id={`${formId}-error`} className={styles.error} role="alert">
            0보다 큰 숫자로 입력해 주세요.
          </p>
        ) : null}
        {props.error ? (
          <p className={styles.error} role="alert">
            {props.error}
          </p>
        ) : null}
        <button type="submit" className={buttons.secondary} disabled={props.busy}>
          {props.busy
            ? '계산하는 중…'
            : result
              ? '이 값으로 다시 비교하기'
              : '직접 쓰기와 비교하기'}
        </button>
      </form>
    </section>
  );
}
