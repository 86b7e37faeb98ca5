import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type Analysis, type InstallType } from '@haetbit/contracts';
import { ApiError } from '../../shared/api/client';
import { formatArea, formatCapacity } from '../../shared/format/number';
import { AppHeader } from '../../shared/ui/app-header';
import buttons from '../../shared/ui/button.module.css';
import { useAnalysis, type LoadedAnalysis } from './api/get-analysis';
import { patchAnalysisInstall } from './api/patch-analysis';
import { predictProfit, type Prediction } from './api/predict-profit';
import { AreaForm } from './components/area-form';
import { Bubble, Choices } from './components/chat';
import { FeasibilityDialog } from './components/feasibility-dialog';
import { PredictionTechDialog } from './components/prediction-tech-dialog';
import { INSTALL_TYPE_LABELS } from './lib/labels';
import chat from './components/chat.module.css';
import styles from './analysis-page.module.css';

const ParcelMap = lazy(() => import('./components/parcel-map'));
const ProfitLayer = lazy(() => import('./components/profit-layer'));

/** What the recruit layer needs; the layer itself is composed in app/router. */
export interface RecruitLayerProps {
  analysisId: number;
  address: string;
  installType: InstallType;
  areaM2: number;
  systemSizeKw: number;
  onClose: () => void;
}

interface AnalysisPageProps {
  RecruitLayer?: ComponentType<RecruitLayerProps>;
}

/** Where to enter another address: home with the search layer open (spec section 2). */
const SEARCH_AGAIN_PATH = '/app?bm=menu';
const BOT_DELAY_MS = 350;

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.';

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

type Flow =
  | { step: 'type' }
  | { step: 'area'; installType: InstallType; editing: boolean }
  | { step: 'needs-area' }
  | { step: 'undetermined'; installType: InstallType }
  | { step: 'capacity'; installType: InstallType; analysis: Analysis; edited: boolean };

function AnalysisChat({
  loaded,
  RecruitLayer,
}: {
  loaded: LoadedAnalysis;
  RecruitLayer: AnalysisPageProps['RecruitLayer'];
}) {
  const { analysis, landData } = loaded;
  const navigate = useNavigate();
  // An analysis the owner continues resumes at its capacity when it was already sized.
  const [flow, setFlow] = useState<Flow>(() =>
    analysis.installType && analysis.systemSize && analysis.systemSize > 0
      ? { step: 'capacity', installType: analysis.installType, analysis, edited: false }
      : { step: 'type' },
  );
  const [showPanels, setShowPanels] = useState(true);
  const [prediction, setPrediction] = useState<Prediction | null>(null);
  const [open, setOpen] = useState({
    profit: false,
    feasibility: false,
    tech: false,
    recruit: false,
  });
  const endRef = useRef<HTMLDivElement>(null);
  const installType =
    flow.step === 'type' ? null : flow.step === 'needs-area' ? 'R' : flow.installType;
  const boundary = landData.boundaryPos;
  const needsArea = installType !== null && landData.capacity[installType].status === 'needs_area';

  const patch = useMutation({
    mutationFn: patchAnalysisInstall,
    onSuccess: (updated, variables) => {
      if (!updated.systemSize || updated.systemSize <= 0) {
        setFlow({ step: 'undetermined', installType: variables.installType });
        return;
      }
      setFlow({
        step: 'capacity',
        installType: variables.installType,
        analysis: updated,
        edited: variables.area !== undefined,
      });
    },
  });

  const predict = useMutation({
    mutationFn: (current: Analysis) =>
      predictProfit(current, boundary?.center ?? { lat: 0, lng: 0 }),
    onSuccess: (result) => {
      setPrediction(result);
      setOpen((state) => ({ ...state, profit: true }));
    },
  });

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [flow, patch.isError]);

  function chooseType(type: InstallType) {
    patch.reset();
    setPrediction(null);
    const capacity = landData.capacity[type];
    if (capacity.status === 'undetermined') setFlow({ step: 'undetermined', installType: type });
    else if (capacity.status === 'needs_area') setFlow({ step: 'needs-area' });
    else setFlow({ step: 'area', installType: type, editing: false });
  }

  const capacityFlow = flow.step === 'capacity' ? flow : null;
  const show = (key: keyof typeof open, value: boolean) =>
    setOpen((state) => ({ ...state, [key]: value }));
  const openRecruit = () =>
    setOpen({ profit: false, feasibility: false, tech: false, recruit: true });

  if (analysis.status !== 'ANL') {
    return (
      <main className={styles.notice}>
        <p role="alert">{MESSAGES.alreadyInMatching}</p>
        <Link
          to={`/app/matching-status/detail?id=${analysis.matchReqId ?? analysis.id}`}
          className={buttons.primary}
        >
          매칭 현황 보기
        </Link>
      </main>
    );
  }

  return (
    <main>
      <ol className={chat.thread} aria-label="주소 분석 대화" aria-live="polite">
        <Bubble>
          <p className={chat.address}>{analysis.address}</p>
          <p className={chat.road}>{analysis.roadAddress ?? MESSAGES.noRoadAddress}</p>
          <div className={chat.mapWrap}>
            {boundary ? (
              <Suspense fallback={<div className={chat.mapFallback} aria-hidden="true" />}>
                <ParcelMap boundary={boundary} showPanels={showPanels} />
              </Suspense>
            ) : (
              <p className={chat.text}>
                필지 경계 정보를 불러올 수 없어 지도를 표시하지 못했습니다.
              </p>
            )}
          </div>
          {boundary ? (
            <label className={chat.toggle}>
              <input
                type="checkbox"
                checked={showPanels}
                onChange={(event) => setShowPanels(event.target.checked)}
              />
              패널 배치 예시 보기
            </label>
          ) : null}
        </Bubble>

        <Bubble delayMs={BOT_DELAY_MS}>
          <p className={chat.question} id="q-type">
            태양광을 어디에 설치하실 건가요?
          </p>
          <Choices>
            {(['R', 'L'] as const).map((type) => (
              <button
                key={type}
                type="button"
                className={installType === type ? buttons.primary : buttons.secondary}
                aria-pressed={installType === type}
                disabled={patch.isPending || predict.isPending}
                onClick={() => chooseType(type)}
              >
                {INSTALL_TYPE_LABELS[type]}
              </button>
            ))}
          </Choices>
        </Bubble>

        {installType ? <Bubble from="user">{INSTALL_TYPE_LABELS[installType]}</Bubble> : null}

        {flow.step === 'undetermined' ? (
          <Bubble delayMs={BOT_DELAY_MS}>
            <p className={chat.text} role="alert">
              {MESSAGES.capacityUnknown}
            </p>
            <button
              type="button"
              className={`${buttons.primary} ${buttons.block}`}
              onClick={() => void navigate(SEARCH_AGAIN_PATH)}
            >
              다른 주소 입력하기
            </button>
          </Bubble>
        ) : null}

        {needsArea ? (
          <Bubble delayMs={BOT_DELAY_MS}>
            <p className={chat.text}>{MESSAGES.roofAreaUnknown}</p>
            {capacityFlow ? null : (
              <AreaForm
                label="지붕 면적"
                busy={patch.isPending}
                error={patch.isError ? errorText(patch.error) : null}
                onSubmit={(area) => patch.mutate({ id: analysis.id, installType: 'R', area })}
              />
            )}
          </Bubble>
        ) : null}
        {needsArea && capacityFlow?.analysis.area ? (
          <Bubble from="user">{formatArea(capacityFlow.analysis.area)}</Bubble>
        ) : null}

        {installType && !needsArea && (flow.step === 'area' || capacityFlow) ? (
          <AreaStep
            landData={loaded.landData}
            installType={installType}
            editing={flow.step === 'area' && flow.editing}
            answer={
              capacityFlow
                ? capacityFlow.edited && capacityFlow.analysis.area
                  ? `${formatArea(capacityFlow.analysis.area)}로 수정할게요`
                  : '그대로 진행할게요'
                : null
            }
            busy={patch.isPending}
            error={patch.isError ? errorText(patch.error) : null}
            onEdit={() => flow.step === 'area' && setFlow({ ...flow, editing: true })}
            onKeep={(type) => patch.mutate({ id: analysis.id, installType: type })}
            onSubmitArea={(type, area) =>
              patch.mutate({ id: analysis.id, installType: type, area })
            }
          />
        ) : null}

        {capacityFlow ? (
          <Bubble delayMs={BOT_DELAY_MS}>
            <p className={chat.text}>
              예상 설치 용량은
              <strong className={chat.big}>
                {formatCapacity(capacityFlow.analysis.systemSize ?? 0)}
              </strong>
              입니다. (480W 모듈 {(capacityFlow.analysis.moduleQty ?? 0).toLocaleString('ko-KR')}장)
            </p>
            {predict.isError ? (
              <p className={chat.error} role="alert">
                {errorText(predict.error)}
              </p>
            ) : null}
            <button
              type="button"
              className={`${buttons.primary} ${buttons.block}`}
              disabled={predict.isPending}
              onClick={() =>
                prediction ? show('profit', true) : predict.mutate(capacityFlow.analysis)
              }
            >
              {predict.isPending ? '수익을 계산하고 있습니다…' : '예상 수익 확인하기'}
            </button>
          </Bubble>
        ) : null}
      </ol>
      <div ref={endRef} />

      {open.profit && prediction && capacityFlow ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              불러오는 중
            </p>
          }
        >
          <ProfitLayer
            installType={capacityFlow.installType}
            systemSizeKw={capacityFlow.analysis.systemSize ?? 0}
            profitData={prediction.profitData}
            monthlyKwh={prediction.monthlyKwh}
            onClose={() => show('profit', false)}
            onFeasibility={() => show('feasibility', true)}
            onTech={() => show('tech', true)}
            onRecruit={openRecruit}
          />
        </Suspense>
      ) : null}

      {open.feasibility && capacityFlow ? (
        <FeasibilityDialog
          landData={landData}
          installType={capacityFlow.installType}
          onClose={() => show('feasibility', false)}
          onRecruit={RecruitLayer ? openRecruit : undefined}
        />
      ) : null}

      {open.tech ? (
        <PredictionTechDialog
          profitData={prediction?.profitData ?? null}
          onClose={() => show('tech', false)}
        />
      ) : null}

      {open.recruit && RecruitLayer && capacityFlow ? (
        <RecruitLayer
          analysisId={analysis.id}
          address={analysis.address}
          installType={capacityFlow.installType}
          areaM2={capacityFlow.analysis.area ?? 0}
          systemSizeKw={capacityFlow.analysis.systemSize ?? 0}
          onClose={() => setOpen((state) => ({ ...state, recruit: false, profit: true }))}
        />
      ) : null}
    </main>
  );
}

/** qStep 2: the area in m² and pyeong, with 'edit' or 'keep'. */
function AreaStep(props: {
  landData: LoadedAnalysis['landData'];
  installType: InstallType;
  editing: boolean;
  /** The owner's answer once given. */
  answer: string | null;
  busy: boolean;
  error: string | null;
  onEdit: () => void;
  onKeep: (type: InstallType) => void;
  onSubmitArea: (type: InstallType, areaM2: number) => void;
}) {
  const capacity = props.landData.capacity[props.installType];
  const areaM2 = capacity.areaM2 ?? 0;
  return (
    <>
      <Bubble delayMs={BOT_DELAY_MS}>
        <p className={chat.text}>
          {props.installType === 'R' ? '지붕(건축물) 면적은' : '토지 면적은'}
          <strong className={chat.big}>{formatArea(areaM2)}</strong>
          입니다. 면적을 수정하시겠어요?
        </p>
        {props.answer ? null : props.editing ? (
          <AreaForm
            label={props.installType === 'R' ? '지붕 면적' : '설치할 토지 면적'}
            initialAreaM2={areaM2}
            busy={props.busy}
            error={props.error}
            onSubmit={(area) => props.onSubmitArea(props.installType, area)}
          />
        ) : (
          <>
            {props.error ? (
              <p className={chat.error} role="alert">
                {props.error}
              </p>
            ) : null}
            <Choices>
              <button type="button" className={buttons.secondary} onClick={props.onEdit}>
                수정하기
              </button>
              <button
                type="button"
                className={buttons.primary}
                disabled={props.busy}
                onClick={() => props.onKeep(props.installType)}
              >
                그대로 진행하기
              </button>
            </Choices>
          </>
        )}
      </Bubble>
      {props.answer ? <Bubble from="user">{props.answer}</Bubble> : null}
    </>
  );
}
