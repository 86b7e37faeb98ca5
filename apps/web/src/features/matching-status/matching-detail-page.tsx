import { useEffect, useReducer, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ERROR_MESSAGES,
  matchEndMessage,
  periodDays,
  MATCH_STATUS_LABELS,
  MATCH_STATUS_STEP,
  MATCHING_TEXTS,
  MESSAGES,
  SELECT_LIMIT_TEXTS,
  isActiveMatchStatus,
  type MatchContractor,
  type MatchReq,
} from '@haetbit/contracts';
import { ApiError } from '../../shared/api/client';
import { INQUIRY_CHAT_URL } from '../../shared/links';
import { useAppSettings } from '../../shared/settings/app-settings';
import { AppHeader } from '../../shared/ui/app-header';
import buttons from '../../shared/ui/button.module.css';
import { LoadError } from '../../shared/ui/load-error';
import { useAgainRecruit } from './api/again-recruit';
import { useCheckExistAgain } from './api/check-exist-again';
import { useReviewExists } from './api/check-review-exists';
import { useMatchReq } from './api/get-match-req';
import { useProposeList } from './api/get-propose-list';
import { useSelectPropose } from './api/select-propose';
import { useUserCancel } from './api/user-cancel';
import { AnalysisLayer, type AnalysisViews } from './components/analysis-layer';
import { BizInfoPopup } from './components/biz-info-popup';
import { ContractDocsPopup } from './components/contract-docs-popup';
import { ContractorList } from './components/contractor-list';
import { EndReasonPopup } from './components/end-reason-popup';
import { MessagePopup } from '../../shared/ui/message-popup';
import { ProposalViewer } from './components/proposal-viewer';
import { ServiceReadyPopup } from '../../shared/ui/service-ready-popup';
import { ReviewPage } from './components/review-page';
import { detailFlowReducer, initialDetailFlow, type DetailDialog } from './lib/detail-flow';
import {
  bannerStep,
  countdownLabel,
  installTypeLabel,
  PROGRESS_STEPS,
  selectedSummary,
} from './lib/status';
import styles from './components/detail.module.css';

export type { AnalysisViews };

/** A failed call as the generic alert shows it; the limit keeps its own title (spec section 5). */
function errorDialog(error: unknown, stage?: 'SP1' | 'SP2'): DetailDialog {
  if (error instanceof ApiError) {
    const title =
      error.code === 'SELECT_LIMIT_EXCEEDED' && stage
        ? SELECT_LIMIT_TEXTS[stage].title
        : MATCHING_TEXTS.errorTitle;
    return { kind: 'alert', title, message: error.message };
  }
  return { kind: 'alert', title: MATCHING_TEXTS.errorTitle, message: ERROR_MESSAGES.INTERNAL };
}

/**
 * Which lists a state loads (spec section 4, 'Loading by state'). In PSB the second stage's list
 * holds the same shortlisted contractors, with whether each has sent its proposal.
 */
function listPlan(status: MatchReq['status']) {
  return {
    propose1: status === 'SP1',
    // PSB: the shortlisted contractors, each with whether it has sent its proposal yet.
    propose2: status === 'PSB' || status === 'SP2' || status === 'CMC',
    propose2Select: status === 'CMC' ? ('Y' as const) : undefined,
  };
}

function MatchDetail({ match, views }: { match: MatchReq; views: AnalysisViews }) {
  const navigate = useNavigate();
  const [flow, dispatch] = useReducer(detailFlowReducer, initialDetailFlow);
  const plan = listPlan(match.status);
  const propose1 = useProposeList(1, match.matchStatusId, undefined, plan.propose1);
  const propose2 = useProposeList(2, match.matchStatusId, plan.propose2Select, plan.propose2);
  const reviewExists = useReviewExists(match.id, match.status === 'CMC');
  const select1 = useSelectPropose(1);
  const select2 = useSelectPropose(2);
  const cancel = useUserCancel();
  const checkAgain = useCheckExistAgain();
  const again = useAgainRecruit();

  const stage = match.status === 'SP1' || match.status === 'SP2' ? match.status : null;
  const contractors: MatchContractor[] | null = plan.propose1
    ? (propose1.data ?? null)
    : plan.propose2
      ? (propose2.data ?? null)
      : null;
  const listPending =
    (plan.propose1 && propose1.isPending) || (plan.propose2 && propose2.isPending);
  const listFailed = (plan.propose1 && propose1.isError) || (plan.propose2 && propose2.isError);
  const limit = stage === 'SP1' ? match.select1LimitCnt : match.select2LimitCnt;
  const names = flow.selected.map(
    (ccId) => contractors?.find((item) => item.ccId === ccId)?.comName ?? '',
  );
  const step = bannerStep(match);
  const guideVideoUrl = useAppSettings().data?.guideVideoUrl ?? '';
  const dDay = isActiveMatchStatus(match.status) ? countdownLabel(match) : null;
  const canEnd = match.status === 'CRG' || match.status === 'SP1';
  const close = () => dispatch({ type: 'close' });
  const open = (dialog: DetailDialog) => dispatch({ type: 'open', dialog });

  useEffect(() => {
    if (match.status === 'CME') dispatch({ type: 'showEndedNotice' });
  }, [match.status]);

  // Back from the review page, focus returns to the button that opened it.
  const reviewButtonRef = useRef<HTMLButtonElement>(null);
  const wasReview = useRef(false);
  useEffect(() => {
    if (flow.view === 'detail' && wasReview.current) reviewButtonRef.current?.focus();
    wasReview.current = flow.view === 'review';
  }, [flow.view]);

  function confirmSelection() {
    if (!stage) return;
    const body = {
      matchStatusId: match.matchStatusId,
      selectedCstIds: flow.selected,
      address: match.address,
    };
    const mutation = stage === 'SP1' ? select1 : select2;
    mutation.mutate(body, {
      onSuccess: (answer) => dispatch({ type: 'selected', stage, days: answer.periodDays }),
      onError: (error) => open(errorDialog(error, stage)),
    });
  }

  async function recruitAgain() {
    try {
      const existing = await checkAgain.mutateAsync(match.id);
      if (existing.id !== null) return open({ kind: 'alreadyActive', id: existing.id });
      const created = await again.mutateAsync(match.id);
      open(
        created.existing
          ? { kind: 'alreadyActive', id: created.id }
          : { kind: 'againDone', id: created.id },
      );
    } catch (error) {
      open(errorDialog(error));
    }
  }

  if (flow.view === 'review') {
    return <ReviewPage match={match} onClose={() => dispatch({ type: 'review', open: false })} />;
  }

  const endMessage = matchEndMessage(
    match.matchCompleteCode,
    match.operatorEndReason,
    match.cancelEndStatus,
  );

  return (
    <>
      <AppHeader
        title={MATCHING_TEXTS.title}
        fallbackTo="/app/matching-status/list"
        end={
          <button
            type="button"
            className={styles.iconButton}
            aria-label="메뉴"
            onClick={() => open({ kind: 'menu' })}
          >
            <span aria-hidden="true" className={styles.burger} />
          </button>
        }
      />

      <main className={styles.main}>
        <section
          className={`${styles.banner} ${styles[`step${step}`]}`}
          data-step={step}
          aria-label="매칭 상태"
        >
          <p className={styles.bannerStep}>{step}단계</p>
          <h2 className={styles.bannerStatus}>
            {MATCH_STATUS_LABELS[match.status]}
            {dDay ? <span className={styles.dDay}>{dDay}</span> : null}
          </h2>
          <p className={styles.bannerAddress}>
            {match.address}
            <span className={styles.installType}>{installTypeLabel(match.installType)}</span>
          </p>
          <button
            type="button"
            className={styles.analysisLink}
            onClick={() => open({ kind: 'analysis' })}
          >
            {MATCHING_TEXTS.viewAnalysis}
          </button>
        </section>

        {match.status === 'CME' ? (
          <section className={styles.section} aria-labelledby="ended-title">
            <h2 id="ended-title" className={styles.sectionTitle}>
              {MATCHING_TEXTS.endedTitle}
            </h2>
            {endMessage ? <p className={styles.text}>{endMessage}</p> : null}
            <button
              type="button"
              className={`${buttons.primary} ${buttons.block}`}
              onClick={() => open({ kind: 'againConfirm' })}
            >
              {MATCHING_TEXTS.againRecruit}
            </button>
          </section>
        ) : (
          <section className={styles.section} aria-labelledby="contractors-title">
            <h2 id="contractors-title" className={styles.sectionTitle}>
              {match.status === 'PSB'
                ? MATCHING_TEXTS.shortlisted
                : match.status === 'CMC'
                  ? MATCHING_TEXTS.finals
                  : MATCHING_TEXTS.contractors}
              {contractors ? <span className={styles.count}> {contractors.length}</span> : null}
            </h2>
            {match.status === 'CMC' && contractors?.some((item) => item.contact) ? (
              <p className={styles.hint}>{MATCHING_TEXTS.contactHint}</p>
            ) : null}
            {stage ? (
              <p className={styles.hint}>
                {stage === 'SP1'
                  ? `제안서를 받을 시공사를 최대 ${limit}곳까지 선택해 주세요.`
                  : `제안서를 보낸 시공사 중 최종 시공사를 최대 ${limit}곳까지 확정해 주세요.`}
              </p>
            ) : null}
            {match.status === 'CRG' ? (
              <p className={styles.text}>
                {periodDays(match.reqDate, match.propose1EndDate ?? match.reqDate)}일 동안 시공사를
                모집하고 있습니다. 모집 기간이 끝나면 참여한 시공사를 확인할 수 있습니다.
              </p>
            ) : listPending ? (
              <p className={styles.muted}>불러오는 중…</p>
            ) : listFailed ? (
              <LoadError
                title="시공사 목록을 불러오지 못했습니다."
                error={plan.propose1 ? propose1.error : propose2.error}
                onRetry={() => void (plan.propose1 ? propose1.refetch() : propose2.refetch())}
                retrying={propose1.isFetching || propose2.isFetching}
              />
            ) : contractors && contractors.length > 0 ? (
              <ContractorList
                contractors={contractors}
                selectable={stage !== null}
                selected={flow.selected}
                showProposal={match.status === 'SP2' || match.status === 'CMC'}
                showSubmission={match.status === 'PSB'}
                requireProposal={match.status === 'SP2'}
                onToggle={(ccId) => stage && dispatch({ type: 'toggle', ccId, stage, limit })}
                onBizInfo={(item) =>
                  open({ kind: 'bizInfo', ccId: item.ccId, comName: item.comName })
                }
                onProposal={(item) =>
                  open({
                    kind: 'proposal',
                    comName: item.comName,
                    proposalFileId: item.proposalFileId,
                  })
                }
              />
            ) : (
              <p className={styles.muted}>{MATCHING_TEXTS.noContractors}</p>
            )}
          </section>
        )}

        <section className={styles.section} aria-labelledby="progress-title">
          <h2 id="progress-title" className={styles.sectionTitle}>
            {MATCHING_TEXTS.progress}
          </h2>
          <ol className={styles.progress}>
            {PROGRESS_STEPS.map((item) => {
              const current = item.step === step;
              const done = step !== MATCH_STATUS_STEP.CME && item.step < step;
              return (
                <li
                  key={item.status}
                  className={current ? styles.current : done ? styles.done : undefined}
                  aria-current={current ? 'step' : undefined}
                >
                  <span className={styles.stepNo}>{item.step}</span>
                  {item.label}
                </li>
              );
            })}
          </ol>
        </section>

        <section className={styles.actions} aria-label="매칭 도움">
          {match.status === 'CMC' ? (
            <button
              ref={reviewButtonRef}
              type="button"
              className={`${buttons.primary} ${buttons.block}`}
              disabled={reviewExists.isPending}
              onClick={() => dispatch({ type: 'review', open: true })}
            >
              {reviewExists.data ? MATCHING_TEXTS.reviewMine : MATCHING_TEXTS.reviewWrite}
            </button>
          ) : null}
          <div className={styles.actionRow}>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => open({ kind: 'docs' })}
            >
              {MATCHING_TEXTS.contractDocs}
            </button>
            {guideVideoUrl ? (
              <a
                className={buttons.secondary}
                href={guideVideoUrl}
                target="_blank"
                rel="noreferrer"
              >
                {MATCHING_TEXTS.guideVideo}
              </a>
            ) : (
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => open({ kind: 'serviceReady' })}
              >
                {MATCHING_TEXTS.guideVideo}
              </button>
            )}
            <a
              className={buttons.secondary}
              href={INQUIRY_CHAT_URL}
              target="_blank"
              rel="noreferrer"
            >
              {MATCHING_TEXTS.inquiry}
            </a>
          </div>
          {canEnd ? (
            <button
              type="button"
              className={styles.endButton}
              onClick={() => open({ kind: 'endConfirm' })}
            >
              {MATCHING_TEXTS.end}
            </button>
          ) : null}
        </section>
      </main>

      {stage && flow.selected.length > 0 ? (
        <div className={styles.bottomBar} role="region" aria-label="선택한 시공사">
          <p className={styles.bottomText}>
            <span className={styles.bottomCount}>{flow.selected.length}</span>
            <span>{selectedSummary(names)}</span>
          </p>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => open({ kind: 'selectConfirm', stage })}
          >
            {stage === 'SP1' ? MATCHING_TEXTS.select1 : MATCHING_TEXTS.select2}
          </button>
        </div>
      ) : null}

      <Dialogs
        match={match}
        views={views}
        dialog={flow.dialog}
        selectedNames={names}
        busy={
          select1.isPending ||
          select2.isPending ||
          cancel.isPending ||
          checkAgain.isPending ||
          again.isPending
        }
        onClose={close}
        onOpen={open}
        onConfirmSelection={confirmSelection}
        onEnd={(reason) =>
          cancel.mutate(
            { id: match.id, ...reason },
            {
              onSuccess: () => dispatch({ type: 'ended' }),
              onError: (error) => open(errorDialog(error)),
            },
          )
        }
        onRecruitAgain={() => void recruitAgain()}
        onGo={(id) => {
          close();
          void navigate(`/app/matching-status/detail?id=${id}`);
        }}
      />
    </>
  );
}

interface DialogsProps {
  match: MatchReq;
  views: AnalysisViews;
  dialog: DetailDialog;
  selectedNames: string[];
  busy: boolean;
  onClose: () => void;
  onOpen: (dialog: DetailDialog) => void;
  onConfirmSelection: () => void;
  onEnd: (reason: { cancelReason: string; cancelReasonDetail?: string }) => void;
  onRecruitAgain: () => void;
  onGo: (id: number) => void;
}

/** The one popup the flow has open (spec section 2's list of popups). */
function Dialogs(props: DialogsProps) {
  const { match, dialog, onClose } = props;
  switch (dialog.kind) {
    case 'none':
      return null;
    case 'proposal':
      return (
        <ProposalViewer
          matchReqId={match.id}
          comName={dialog.comName}
          proposalFileId={dialog.proposalFileId}
          onClose={onClose}
        />
      );
    case 'menu':
      return (
        <MessagePopup title="메뉴" onClose={onClose} confirmLabel={MATCHING_TEXTS.close}>
          <nav aria-label="매칭 메뉴" className={styles.menu}>
            <Link to="/app">홈</Link>
            <Link to="/app/matching-status/list">{MATCHING_TEXTS.title}</Link>
            <Link to="/app/faq">자주 묻는 질문</Link>
            <a href={INQUIRY_CHAT_URL} target="_blank" rel="noreferrer">
              1:1 채팅 문의
            </a>
          </nav>
        </MessagePopup>
      );
    case 'analysis':
      return <AnalysisLayer match={match} views={props.views} onClose={onClose} />;
    case 'bizInfo':
      return <BizInfoPopup ccId={dialog.ccId} comName={dialog.comName} onClose={onClose} />;
    case 'selectConfirm':
      return (
        <MessagePopup
          title={
            dialog.stage === 'SP1'
              ? MATCHING_TEXTS.select1ConfirmTitle
              : MATCHING_TEXTS.select2ConfirmTitle
          }
          onClose={onClose}
          onConfirm={props.onConfirmSelection}
          confirmLabel={dialog.stage === 'SP1' ? MATCHING_TEXTS.select1 : MATCHING_TEXTS.select2}
          busy={props.busy}
        >
          {dialog.stage === 'SP1'
            ? MATCHING_TEXTS.select1Confirm(props.selectedNames.length)
            : MATCHING_TEXTS.select2Confirm(props.selectedNames.length)}
          <ul className={styles.names}>
            {props.selectedNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </MessagePopup>
      );
    case 'select1Done':
      return (
        <MessagePopup title={MATCHING_TEXTS.select1DoneTitle} onClose={onClose}>
          {MATCHING_TEXTS.select1Done(dialog.days ?? 0)}
        </MessagePopup>
      );
    case 'select2Done':
      return (
        <MessagePopup title={MATCHING_TEXTS.select2DoneTitle} onClose={onClose}>
          {MATCHING_TEXTS.select2Done}
        </MessagePopup>
      );
    case 'endConfirm':
      return (
        <MessagePopup
          title={MATCHING_TEXTS.endConfirmTitle}
          onClose={onClose}
          onConfirm={() => props.onOpen({ kind: 'endReason' })}
          confirmLabel="종료하기"
        >
          {MATCHING_TEXTS.endConfirm}
        </MessagePopup>
      );
    case 'endReason':
      return <EndReasonPopup busy={props.busy} onClose={onClose} onSubmit={props.onEnd} />;
    case 'endDone':
      return (
        <MessagePopup title={MATCHING_TEXTS.endDoneTitle} onClose={onClose}>
          {MATCHING_TEXTS.endDone}
        </MessagePopup>
      );
    case 'matchEnded': {
      return (
        <MessagePopup
          title={MATCHING_TEXTS.endedTitle}
          onClose={onClose}
          onConfirm={() => props.onOpen({ kind: 'againConfirm' })}
          confirmLabel={MATCHING_TEXTS.againRecruit}
          cancelLabel={MATCHING_TEXTS.close}
        >
          {matchEndMessage(
            match.matchCompleteCode,
            match.operatorEndReason,
            match.cancelEndStatus,
          ) ?? MATCHING_TEXTS.endDone}
        </MessagePopup>
      );
    }
    case 'againConfirm':
      return (
        <MessagePopup
          title={MATCHING_TEXTS.againConfirmTitle}
          onClose={onClose}
          onConfirm={props.onRecruitAgain}
          confirmLabel={MATCHING_TEXTS.againRecruit}
          busy={props.busy}
        >
          {MATCHING_TEXTS.againConfirm}
        </MessagePopup>
      );
    case 'againDone':
      return (
        <MessagePopup title={MATCHING_TEXTS.againDoneTitle} onClose={() => props.onGo(dialog.id)}>
          {MATCHING_TEXTS.againDone}
        </MessagePopup>
      );
    case 'alreadyActive':
      return (
        <MessagePopup
          title={MATCHING_TEXTS.alreadyActiveTitle}
          onClose={onClose}
          onConfirm={() => props.onGo(dialog.id)}
          confirmLabel="매칭 현황 보기"
          cancelLabel={MATCHING_TEXTS.close}
        >
          {MESSAGES.alreadyActive}
        </MessagePopup>
      );
    case 'docs':
      return (
        <ContractDocsPopup
          installType={match.installType}
          systemSizeKw={match.systemSize}
          onClose={onClose}
        />
      );
    case 'serviceReady':
      return <ServiceReadyPopup onClose={onClose} />;
    case 'alert':
      return (
        <MessagePopup title={dialog.title} onClose={onClose}>
          {dialog.message}
        </MessagePopup>
      );
  }
}

/**
 * `/app/matching-status/detail?id=…` (spec section 2): the banner with step and countdown, the
 * contractors of the current stage, progress, help, and the popups of selection, ending and
 * re-recruiting; the review page in place of it after completion. The id is a matchReqId or a
 * matchStatusId (they are the same number on this server).
 */
export function MatchingDetailPage({ analysisViews }: { analysisViews: AnalysisViews }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const match = useMatchReq(id);

  if (!match.data) {
    return (
      <>
        <header className={styles.header}>
          <Link to="/app/matching-status/list" className={styles.iconButton} aria-label="뒤로 가기">
            <span aria-hidden="true" className={styles.arrow} />
          </Link>
          <h1 className={styles.title}>{MATCHING_TEXTS.title}</h1>
          <span className={styles.iconButton} />
        </header>
        <main className={styles.main}>
          {!(id > 0) ? (
            <p role="alert" className={styles.text}>
              {ERROR_MESSAGES.NOT_FOUND}
            </p>
          ) : match.isError ? (
            <LoadError
              title="매칭 정보를 불러오지 못했습니다."
              error={match.error}
              onRetry={() => void match.refetch()}
              retrying={match.isFetching}
            />
          ) : (
            <p className={styles.muted}>불러오는 중…</p>
          )}
        </main>
      </>
    );
  }
  // A new id (re-recruit, 'already in progress') starts a fresh flow.
  return <MatchDetail key={match.data.id} match={match.data} views={analysisViews} />;
}
