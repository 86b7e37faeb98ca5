import { Suspense, useState, type ComponentType } from 'react';
import {
  MATCHING_TEXTS,
  TIMING_MS,
  type InstallType,
  type LandData,
  type MatchReq,
  type ProfitData,
} from '@haetbit/contracts';
import { formatCapacity, toPyeong } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import { Layer } from '../../../shared/ui/layer';
import { useAnalysis } from '../../../shared/api/get-analysis';
import { installTypeLabel } from '../lib/status';
import styles from './analysis-layer.module.css';
import detail from './detail.module.css';

/**
 * The analysis screens' views this screen reuses. Features do not import each other, so the
 * router hands them in (app/router.tsx).
 */
export interface AnalysisViews {
  FeasibilityDialog: ComponentType<{
    landData: LandData;
    installType: InstallType;
    onClose: () => void;
  }>;
  PredictionTechDialog: ComponentType<{ profitData: ProfitData | null; onClose: () => void }>;
  PowerChart: ComponentType<{ monthlyKwh: number[] }>;
}

/**
 * The address-analysis layer of the detail (spec section 2): address, install type, the real area
 * in 평, the power production chart, and the feasibility and prediction-technology popups.
 * It fades in over 800 ms.
 */
export function AnalysisLayer(props: {
  match: MatchReq;
  views: AnalysisViews;
  onClose: () => void;
}) {
  const { match, views } = props;
  const loaded = useAnalysis(match.matchAnalysisId);
  const [open, setOpen] = useState<'none' | 'feasibility' | 'tech'>('none');
  const { FeasibilityDialog, PredictionTechDialog, PowerChart } = views;
  const installType: InstallType = match.installType === 'R' ? 'R' : 'L';

  return (
    <>
      <Layer title={MATCHING_TEXTS.analysisTitle} onClose={props.onClose}>
        <div className={styles.analysis} style={{ animationDuration: `${TIMING_MS.detailFade}ms` }}>
          <p className={styles.analysisAddress}>{match.address}</p>
          <dl className={detail.facts}>
            <div>
              <dt>설치 유형</dt>
              <dd>{installTypeLabel(match.installType)}</dd>
            </div>
            <div>
              <dt>면적</dt>
              <dd>{toPyeong(match.area).toLocaleString('ko-KR')}평</dd>
            </div>
            <div>
              <dt>설치 용량</dt>
              <dd>{formatCapacity(match.systemSize)}</dd>
            </div>
          </dl>
          <h3 className={styles.subTitle}>월별 예상 발전량</h3>
          {loaded.data?.prediction?.monthlyKwh ? (
            <Suspense fallback={<p className={detail.muted}>불러오는 중…</p>}>
              <PowerChart monthlyKwh={loaded.data.prediction.monthlyKwh} />
            </Suspense>
          ) : loaded.isError ? (
            <p role="alert">분석 결과를 불러오지 못했습니다.</p>
          ) : loaded.isPending ? (
            <p className={detail.muted}>불러오는 중…</p>
          ) : (
            <p className={detail.muted}>발전량 예측 결과가 없습니다.</p>
          )}
          <div className={styles.analysisActions}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={!loaded.data}
              onClick={() => setOpen('feasibility')}
            >
              사업성 분석
            </button>
            <button type="button" className={buttons.secondary} onClick={() => setOpen('tech')}>
              발전량 예측 기술
            </button>
          </div>
        </div>
      </Layer>
      {open === 'feasibility' && loaded.data ? (
        <FeasibilityDialog
          landData={loaded.data.landData}
          installType={installType}
          onClose={() => setOpen('none')}
        />
      ) : null}
      {open === 'tech' ? (
        <PredictionTechDialog
          profitData={loaded.data?.prediction?.profitData ?? null}
          onClose={() => setOpen('none')}
        />
      ) : null}
    </>
  );
}
