import type { ProfitData } from '@haetbit/contracts';
import buttons from '../../../shared/ui/button.module.css';
import { Popup } from '../../../shared/ui/popup';
import styles from './prediction-tech-dialog.module.css';

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
        <li>모듈 성능 저하를 반영해 20년 동안의 발전량을 계산합니다.</li>
        <li>
          SMP와 REC 가격 × REC 가중치로 수익을 구하고, 대출 상환과 세금을 반영해 사업비와 순수익을
          계산합니다.
        </li>
      </ol>
      <p className={styles.caution}>
        이 결과는 공개 자료로 계산한 예상치입니다. 실제 발전량과 수익은 날씨, 주변 음영, 설비와 시공
        조건에 따라 달라지며, 정확한 값은 시공사가 현장을 확인한 뒤 알려 드립니다.
      </p>
    </Popup>
  );
}
