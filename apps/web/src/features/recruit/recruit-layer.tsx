import { useState } from 'react';
import { formatArea, formatCapacity } from '../../shared/format/number';
import buttons from '../../shared/ui/button.module.css';
import { Layer } from '../../shared/ui/layer';
import type { RecruitLayerProps } from '../../shared/recruit-layer-props';
import { useDefaultOption } from './api/get-default-option';
import { IntroSlider } from './components/intro-slider';
import { RecruitForm } from './components/recruit-form';
import styles from './recruit-layer.module.css';

type Stage = 'confirm' | 'intro' | 'form';
const TITLES: Record<Stage, string> = {
  confirm: '시공사 모집 신청',
  intro: '시공사 매칭 안내',
  form: '시공사 모집 신청서',
};

/** The recruit layer (spec section 2): confirmation, the 7-step intro, then the stepped form. */
export function RecruitLayer(props: RecruitLayerProps) {
  const [stage, setStage] = useState<Stage>('confirm');
  const option = useDefaultOption();

  return (
    <Layer title={TITLES[stage]} onClose={props.onClose}>
      {stage === 'confirm' ? (
        <section className={styles.confirm} aria-labelledby="recruit-confirm-question">
          <dl className={styles.summary}>
            <div>
              <dt>주소</dt>
              <dd>{props.address}</dd>
            </div>
            <div>
              <dt>설치 유형</dt>
              <dd>{props.installType === 'R' ? '지붕' : '토지'}</dd>
            </div>
            <div>
              <dt>면적</dt>
              <dd>{formatArea(props.areaM2)}</dd>
            </div>
            <div>
              <dt>예상 설치 용량</dt>
              <dd>{formatCapacity(props.systemSizeKw)}</dd>
            </div>
          </dl>
          <h3 id="recruit-confirm-question" className={styles.question}>
            입력한 정보가 맞나요?
          </h3>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={props.onClose}>
              아니요
            </button>
            <button type="button" className={buttons.primary} onClick={() => setStage('intro')}>
              예
            </button>
          </div>
        </section>
      ) : stage === 'intro' ? (
        <IntroSlider option={option.data ?? {}} onDone={() => setStage('form')} />
      ) : (
        <RecruitForm analysisId={props.analysisId} />
      )}
    </Layer>
  );
}
