import { lazy, type ComponentType } from 'react';
import type { AnalysisFacts, InstallType, LandData, SelfConsumptionBody } from '@haetbit/contracts';
import type { RecruitLayerProps } from '../../../shared/recruit-layer-props';
import { LazyLayer } from '../../../shared/ui/lazy-layer';
import type { Prediction } from '../api/predict-profit';
import type { AnalysisChatAction, AnalysisChatState } from '../lib/analysis-chat';
import { FeasibilityDialog } from './feasibility-dialog';
import { PredictionTechDialog } from './prediction-tech-dialog';

const ProfitLayer = lazy(() => import('./profit-layer'));

/** The layers over the conversation once a capacity is known: profit, its popups, recruit. */
export function AnalysisDialogs(props: {
  analysis: AnalysisFacts;
  landData: LandData;
  installType: InstallType;
  open: AnalysisChatState['open'];
  prediction: Prediction | null;
  dispatch: (action: AnalysisChatAction) => void;
  /** A roof: the forecast made again with the owner's own use. */
  selfUse?: {
    busy: boolean;
    error: string | null;
    compare: (selfConsumption: SelfConsumptionBody) => void;
  };
  RecruitLayer?: ComponentType<RecruitLayerProps>;
}) {
  const { analysis, open, prediction, dispatch, RecruitLayer } = props;
  const openRecruit = () => dispatch({ type: 'openRecruit' });
  return (
    <>
      {open.profit && prediction ? (
        <LazyLayer>
          <ProfitLayer
            address={analysis.address}
            landData={props.landData}
            installType={props.installType}
            capacity={{
              systemSizeKw: analysis.systemSize ?? 0,
              moduleQty: analysis.moduleQty ?? 0,
              areaM2: analysis.area,
            }}
            profitData={prediction.profitData}
            monthlyKwh={prediction.monthlyKwh}
            onClose={() => dispatch({ type: 'close', dialog: 'profit' })}
            onFeasibility={() => dispatch({ type: 'open', dialog: 'feasibility' })}
            onTech={() => dispatch({ type: 'open', dialog: 'tech' })}
            onRecruit={openRecruit}
            selfUse={props.selfUse}
          />
        </LazyLayer>
      ) : null}

      {open.feasibility ? (
        <FeasibilityDialog
          landData={props.landData}
          installType={props.installType}
          onClose={() => dispatch({ type: 'close', dialog: 'feasibility' })}
          onRecruit={RecruitLayer ? openRecruit : undefined}
        />
      ) : null}

      {open.tech ? (
        <PredictionTechDialog
          profitData={prediction?.profitData ?? null}
          onClose={() => dispatch({ type: 'close', dialog: 'tech' })}
        />
      ) : null}

      {open.recruit && RecruitLayer ? (
        <RecruitLayer
          analysisId={analysis.id}
          address={analysis.address}
          installType={props.installType}
          areaM2={analysis.area ?? 0}
          systemSizeKw={analysis.systemSize ?? 0}
          onClose={() => dispatch({ type: 'closeRecruit' })}
          onEditAnalysis={() => dispatch({ type: 'backToAnalysis' })}
        />
      ) : null}
    </>
  );
}
