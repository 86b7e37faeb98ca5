import type { ProfitData } from '@haetbit/contracts';
import buttons from '../../../shared/ui/button.module.css';
import { Popup } from '../../../shared/ui/popup';
import styles from './prediction-tech-dialog.module.css';

const LOSS_LABELS: Record<string, string> = {
  soiling: '오염(먼지·새똥)',
  shading: '주변 그늘',
  mismatch: '모듈 간 편차',
  wiring: '배선',
  connections: '접속부',
  lightInducedDegradation: '초기 광열화',
  nameplateRating: '정격 출력 오차',
  availability: '고장·점검 정지',
  temperature: '모듈 온도',
  inverter: '인버터',
  curtailment: '출력제어',
  degradationFirstYear: '첫해 성능 저하',
};
const TERM_LABELS: Record<string, string> = {
  interannual: '해마다 다른 날씨',
  resource: '관측소 일사량 자료',
  model: '계산 모델',
  losses: '손실·고장',
  curtailment: '출력제어',
};
const pct = (value: number) => `${value.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`;

/** This parcel's own numbers: station, calibration, the loss chain and the uncertainty terms. */
function ParcelNumbers({ profitData }: { profitData: ProfitData }) {
  const { station, calibration, losses, uncertainty } = profitData;
  return (
    <section aria-labelledby="tech-parcel" className={styles.parcel}>
      <h3 id="tech-parcel" className={styles.parcelTitle}>
        이 주소의 계산 값
      </h3>
      <dl className={styles.facts}>
        <dt>기상 관측소</dt>
        <dd>
          {station.stnName}
          {station.distanceKm !== null ? ` (${station.distanceKm.toLocaleString('ko-KR')}km)` : ''}
        </dd>
        {calibration ? (
          <>
            <dt>보정 기준</dt>
            <dd>
              실제 발전소 통계 하루 평균 {calibration.fleetHoursPerDay}시간에 맞춰 ×
              {calibration.gradient.toLocaleString('ko-KR', { maximumFractionDigits: 4 })} 보정
            </dd>
            <dt>총 손실</dt>
            <dd>{pct(calibration.totalLossPct)}</dd>
          </>
        ) : null}
        {uncertainty ? (
          <>
            <dt>첫해 발전량 (P50 / P90 / P10)</dt>
            <dd>
              {uncertainty.p50AnnualKwh.toLocaleString('ko-KR')} /{' '}
              {uncertainty.p90AnnualKwh.toLocaleString('ko-KR')} /{' '}
              {uncertainty.p10AnnualKwh.toLocaleString('ko-KR')}kWh
            </dd>
          </>
        ) : null}
      </dl>
      {losses ? (
        <>
          <h4 className={styles.listTitle}>손실 항목</h4>
          <ul className={styles.chips} aria-label="손실 항목">
            {losses.map((loss) => (
              <li key={loss.name}>
                {LOSS_LABELS[loss.name] ?? loss.name} {pct(loss.pct)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {uncertainty ? (
        <>
          <h4 className={styles.listTitle}>
            불확실성 (표준편차, 합계 {pct(uncertainty.sigmaPct)})
          </h4>
          <ul className={styles.chips} aria-label="불확실성 항목">
            {uncertainty.terms.map((term) => (
              <li key={term.name}>
                {TERM_LABELS[term.name] ?? term.name} {pct(term.sigmaPct)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** What the forecast model does, in plain words, and that it is an estimate. */
export function PredictionTechDialog({
  profitData,
  onClose,
}: {
  profitData: ProfitData | null;
  onClose: () => void;
}) {
  const station = profitData?.station.stnName;
  return (
    <Popup
      title="발전량 예측 기술"
      onClose={onClose}
      actions={
        <button type="button" className={buttons.primary} onClick={onClose}>
          확인
        </button>
      }
    >
      <ol className={styles.steps}>
        <li>
          가장 가까운 기상청 관측소{station ? `(${station})` : ''}의 2020~2024년 월별 기후
          평균값으로 1년 치 시간별 기상 자료를 만듭니다.
        </li>
        <li>NREL SPA 알고리즘으로 시간마다 태양의 위치를 계산합니다.</li>
        <li>
          Erbs 모델로 수평면 일사량을 직달·산란 성분으로 나누고, Hay-Davies 모델로 남향(방위
          180°)·경사 21° 모듈 면에 닿는 일사량을 구합니다.
        </li>
        <li>SAPM 모델로 모듈 온도를 추정합니다.</li>
        <li>PVWatts 모델로 직류 발전량과 인버터 효율, 배선·오염 등의 손실을 반영합니다.</li>
        <li>
          지역별 실제 발전소 통계(하루 평균 발전시간)에 맞춰 보정하고, 출력제어와 모듈 성능 저하를
          반영해 20년 동안의 발전량을 계산합니다.
        </li>
        <li>
          SMP와 REC 가격 × REC 가중치로 수익을 구하고, 유지관리·안전관리·보험 등 운영비, 대출 상환과
          법인세를 반영해 순수익을 계산합니다.
        </li>
        <li>
          날씨와 자료의 불확실성을 합쳐 10년에 1번 정도 나올 수 있는 낮은 발전량(P90)을 함께 보여
          드립니다.
        </li>
      </ol>
      {profitData ? <ParcelNumbers profitData={profitData} /> : null}
      <p className={styles.caution}>
        이 결과는 공개 자료로 계산한 예상치입니다. 실제 발전량과 수익은 날씨, 주변 음영, 설비와 시공
        조건에 따라 달라지며, 정확한 값은 시공사가 현장을 확인한 뒤 알려 드립니다.
      </p>
    </Popup>
  );
}
