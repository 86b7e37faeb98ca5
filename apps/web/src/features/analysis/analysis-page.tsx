import { useEffect, useRef, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../shared/ui/link';
import { MESSAGES, type AnalysisFacts, type DecodedAnalysis } from '@haetbit/contracts';
import type { RecruitLayerProps } from '../../shared/recruit-layer-props';
import { AppHeader } from '../../shared/ui/app-header';
import buttons from '../../shared/ui/button.module.css';
import { useAnalysis } from '../../shared/api/get-analysis';
import { AnalysisDialogs } from './components/analysis-dialogs';
import {
  AddressBubble,
  AreaStep,
  CapacityAnswer,
  CapacityUnknown,
  RoofAreaQuestion,
  TypeQuestion,
  areaAnswer,
} from './components/chat-steps';
import { errorText, useAnalysisChat } from './hooks/use-analysis-chat';
import { mapSite } from './lib/analysis-chat';
import chat from './components/chat.module.css';
import styles from './analysis-page.module.css';

interface AnalysisPageProps {
  RecruitLayer?: ComponentType<RecruitLayerProps>;
}

/** Where to enter another address: home with the search layer open (spec section 2). */
const SEARCH_AGAIN_PATH = '/app?bm=menu';

/** The address analysis screen `/app/analysis?id&address&pnu` (spec sections 2 and 4). */
export function AnalysisPage({ RecruitLayer }: AnalysisPageProps) {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const query = useAnalysis(id);

  return (
    <>
      <AppHeader title="주소 분석" fallbackTo="/app" />
      {!Number.isInteger(id) || id <= 0 ? (
        <Notice text="분석 정보를 찾을 수 없습니다." />
      ) : query.isPending ? (
        <p className={styles.loading} role="status">
          주소를 분석하고 있습니다…
        </p>
      ) : query.isError ? (
        <Notice text={errorText(query.error)} />
      ) : query.data.analysis.status !== 'ANL' ? (
        <InMatching analysis={query.data.analysis} />
      ) : (
        <AnalysisChat
          key={query.data.analysis.id}
          loaded={query.data}
          RecruitLayer={RecruitLayer}
        />
      )}
    </>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <main className={styles.notice}>
      <p role="alert">{text}</p>
      <Link to={SEARCH_AGAIN_PATH} className={buttons.primary}>
        다른 주소 입력하기
      </Link>
    </main>
  );
}

/**
 * The analysis belongs to a match: in progress, completed (CMC) or ended (CME). Each says so in its
 * own words and leads to the match, where its status and the analysis are shown.
 */
function InMatching({ analysis }: { analysis: AnalysisFacts }) {
  const text =
    analysis.status === 'CMC'
      ? MESSAGES.analysisMatchCompleted
      : analysis.status === 'CME'
        ? MESSAGES.analysisMatchEnded
        : MESSAGES.alreadyInMatching;
  return (
    <main className={styles.notice}>
      <p role="alert">{text}</p>
      <Link
        to={`/app/matching-status/detail?id=${analysis.matchReqId ?? analysis.id}`}
        className={buttons.primary}
      >
        매칭 현황 보기
      </Link>
    </main>
  );
}

function AnalysisChat({
  loaded,
  RecruitLayer,
}: {
  loaded: DecodedAnalysis;
  RecruitLayer: AnalysisPageProps['RecruitLayer'];
}) {
  const { analysis, landData } = loaded;
  const navigate = useNavigate();
  const model = useAnalysisChat(loaded);
  const { state, dispatch, installType, needsArea, capacity, patch, predict } = model;
  const { flow } = state;
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [flow, patch.error]);

  return (
    <main>
      <ol className={chat.thread} aria-label="주소 분석 대화" aria-live="polite">
        <AddressBubble
          analysis={analysis}
          boundary={landData.boundaryPos}
          site={mapSite(flow, analysis, landData.capacity)}
          showPanels={state.showPanels}
          onShowPanels={(value) => dispatch({ type: 'showPanels', value })}
        />
        <TypeQuestion
          installType={installType}
          disabled={patch.busy || predict.busy}
          onChoose={model.chooseType}
        />
        {flow.step === 'undetermined' ? (
          <CapacityUnknown
            installType={flow.installType}
            areaM2={
              (analysis.installType === flow.installType ? analysis.area : null) ??
              landData.capacity[flow.installType].areaM2
            }
            onSearchAgain={() => void navigate(SEARCH_AGAIN_PATH)}
          />
        ) : null}
        {needsArea ? (
          <RoofAreaQuestion
            answered={capacity !== null}
            answeredAreaM2={analysis.area}
            busy={patch.busy}
            error={patch.error}
            onSubmit={(area) => patch.save('R', area)}
          />
        ) : null}
        {installType && !needsArea && (flow.step === 'area' || capacity) ? (
          <AreaStep
            areaM2={landData.capacity[installType].areaM2 ?? 0}
            installType={installType}
            editing={flow.step === 'area' && flow.editing}
            answer={capacity ? areaAnswer(capacity.edited, analysis.area) : null}
            busy={patch.busy}
            error={patch.error}
            onEdit={() => dispatch({ type: 'editArea' })}
            onKeep={() => patch.save(installType)}
            onSubmitArea={(area) => patch.save(installType, area)}
          />
        ) : null}
        {capacity ? (
          <CapacityAnswer
            analysis={analysis}
            edited={capacity.edited}
            busy={predict.busy}
            error={predict.error}
            onShowProfit={predict.show}
          />
        ) : null}
      </ol>
      <div ref={endRef} />

      {capacity ? (
        <AnalysisDialogs
          analysis={analysis}
          landData={landData}
          installType={capacity.installType}
          open={state.open}
          prediction={state.prediction}
          dispatch={dispatch}
          selfUse={model.selfUse}
          RecruitLayer={RecruitLayer}
        />
      ) : null}
    </main>
  );
}
