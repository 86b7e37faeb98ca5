import { useState } from 'react';
import { formatArea, formatCapacity } from '../../shared/format/number';
import buttons from '../../shared/ui/button.module.css';
import { Layer } from '../../shared/ui/layer';
import { Link } from '../../shared/ui/link';
import type { RecruitLayerProps } from '../../shared/recruit-layer-props';
import { useDefaultOption } from './api/get-default-option';
import { IntroSlider } from './components/intro-slider';
import { RecruitForm } from './components/recruit-form';
import styles from './recruit-layer.module.css';

type Stage = 'confirm' | 'fix' | 'intro' | 'form';
const TITLES: Record<Stage, string> = {
  confirm: '시공사 모집 신청',
  fix: '정보 고치기',
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
            <button type="button" className={buttons.secondary} onClick={() => setStage('fix')}>
              아니요
            </button>
            <button type="button" className={buttons.primary} onClick={() => setStage('intro')}>
              예
            </button>
          </div>
        </section>
      ) : stage === 'fix' ? (
        <section className={styles.confirm} aria-labelledby="recruit-fix-question">
          <h3 id="recruit-fix-question" className={styles.question}>
            어떤 정보가 다른가요?
          </h3>
          <dl className={styles.fixList}>
            <div>
              <dt>설치 유형·면적</dt>
              <dd>
                분석 화면에서 지붕 또는 토지를 다시 고르면 면적을 확인하고 고칠 수 있어요. 고친
                면적으로 설치 용량과 수익을 다시 계산합니다.
              </dd>
            </div>
            <div>
              <dt>주소</dt>
              <dd>다른 주소라면 새 주소로 분석을 시작해 주세요.</dd>
            </div>
          </dl>
          <div className={styles.fixActions}>
            <button
              type="button"
              className={`${buttons.primary} ${buttons.block}`}
              onClick={props.onEditAnalysis}
            >
              설치 유형·면적 고치기
            </button>
            <Link to="/app?bm=menu" className={`${buttons.secondary} ${buttons.block}`}>
              다른 주소 입력하기
            </Link>
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.block}`}
              onClick={() => setStage('confirm')}
            >
              이전으로
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
