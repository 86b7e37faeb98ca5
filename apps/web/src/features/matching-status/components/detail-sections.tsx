import {
  isActiveMatchStatus,
  matchEndMessage,
  MATCH_STATUS_LABELS,
  MATCHING_TEXTS,
  type MatchReq,
} from '@haetbit/contracts';
import { INQUIRY_CHAT_URL } from '../../../shared/links';
import { useAppSettings } from '../../../shared/settings/app-settings';
import buttons from '../../../shared/ui/button.module.css';
import type { DetailFlow } from '../hooks/use-detail-flow';
import { formatDeadline } from '../../../shared/format/date';
import {
  bannerStep,
  completedLabel,
  countdownEnd,
  countdownLabel,
  installTypeLabel,
  progressState,
  PROGRESS_STEPS,
  selectedSummary,
} from '../lib/status';
import styles from './detail.module.css';

/**
 * The banner: step, state, countdown with the period's end (the instant the server applies, as the
 * texts name it), address and the way to the analysis. An ended match says where it stopped.
 */
export function DetailBanner({ match, flow }: { match: MatchReq; flow: DetailFlow }) {
  const step = bannerStep(match);
  const active = isActiveMatchStatus(match.status);
  const dDay = active ? countdownLabel(match) : null;
  const end = active ? countdownEnd(match) : null;
  const stopped = match.status === 'CME' ? completedLabel(match).detail : null;
  return (
    <section
      className={`${styles.banner} ${styles[`step${step}`]}`}
      data-step={step}
      aria-label="매칭 상태"
    >
      <p className={styles.bannerStep}>
        {match.status === 'CME' ? (stopped ?? MATCH_STATUS_LABELS.CME) : `${step}단계`}
      </p>
      <h2 className={styles.bannerStatus}>
        {MATCH_STATUS_LABELS[match.status]}
        {dDay ? <span className={styles.dDay}>{dDay}</span> : null}
      </h2>
      {end ? (
        <p className={styles.bannerDeadline}>{MATCHING_TEXTS.deadline(formatDeadline(end))}</p>
      ) : null}
      <p className={styles.bannerAddress}>
        {match.address}
        <span className={styles.installType}>{installTypeLabel(match.installType)}</span>
      </p>
      <button
        type="button"
        className={styles.analysisLink}
        onClick={() => flow.open({ kind: 'analysis' })}
      >
        {MATCHING_TEXTS.viewAnalysis}
      </button>
    </section>
  );
}

/** An ended match: why, and a new request. */
export function EndedSection({ match, flow }: { match: MatchReq; flow: DetailFlow }) {
  const endMessage = matchEndMessage(
    match.matchCompleteCode,
    match.operatorEndReason,
    match.cancelEndStatus,
  );
  return (
    <section className={styles.section} aria-labelledby="ended-title">
      <h2 id="ended-title" className={styles.sectionTitle}>
        {MATCHING_TEXTS.endedTitle}
      </h2>
      {endMessage ? <p className={styles.text}>{endMessage}</p> : null}
      <button
        type="button"
        className={`${buttons.primary} ${buttons.block}`}
        onClick={() => flow.open({ kind: 'againConfirm' })}
      >
        {MATCHING_TEXTS.againRecruit}
      </button>
    </section>
  );
}

/** The five steps with the current one marked, or the one an ended match stopped at. */
export function ProgressSection({ match }: { match: MatchReq }) {
  return (
    <section className={styles.section} aria-labelledby="progress-title">
      <h2 id="progress-title" className={styles.sectionTitle}>
        {MATCHING_TEXTS.progress}
      </h2>
      <ol className={styles.progress}>
        {PROGRESS_STEPS.map((item) => {
          const state = progressState(match, item.step);
          return (
            <li
              key={item.status}
              className={state === 'ahead' ? undefined : styles[state]}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepNo}>{item.step}</span>
              {item.label}
              {state === 'stopped' ? (
                <span className={styles.stoppedTag}>{MATCHING_TEXTS.stoppedHere}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Review, contract documents, guide video, inquiry and ending the match. */
export function HelpActions({ match, flow }: { match: MatchReq; flow: DetailFlow }) {
  const guideVideoUrl = useAppSettings().data?.guideVideoUrl ?? '';
  const canEnd = match.status === 'CRG' || match.status === 'SP1';
  return (
    <section className={styles.actions} aria-label="매칭 도움">
      {match.status === 'CMC' ? (
        <button
          ref={flow.reviewButtonRef}
          type="button"
          className={`${buttons.primary} ${buttons.block}`}
          disabled={flow.reviewExists.isPending}
          onClick={() => flow.openReview(true)}
        >
          {flow.reviewExists.data ? MATCHING_TEXTS.reviewMine : MATCHING_TEXTS.reviewWrite}
        </button>
      ) : null}
      <div className={styles.actionRow}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => flow.open({ kind: 'docs' })}
        >
          {MATCHING_TEXTS.contractDocs}
        </button>
        {/* Only a video the operator set: no button that leads to '서비스 준비 중' (walk minor 22). */}
        {guideVideoUrl ? (
          <a className={buttons.secondary} href={guideVideoUrl} target="_blank" rel="noreferrer">
            {MATCHING_TEXTS.guideVideo}
          </a>
        ) : null}
        <a className={buttons.secondary} href={INQUIRY_CHAT_URL} target="_blank" rel="noreferrer">
          {MATCHING_TEXTS.inquiry}
        </a>
      </div>
      {canEnd ? (
        <button
          type="button"
          className={styles.endButton}
          onClick={() => flow.open({ kind: 'endConfirm' })}
        >
          {MATCHING_TEXTS.end}
        </button>
      ) : null}
    </section>
  );
}

/** The ticked contractors and the button that confirms them. */
export function SelectionBar({ flow }: { flow: DetailFlow }) {
  const { stage } = flow;
  if (!stage || flow.flow.selected.length === 0) return null;
  return (
    <div className={styles.bottomBar} role="region" aria-label="선택한 시공사">
      <p className={styles.bottomText}>
        <span className={styles.bottomCount}>{flow.flow.selected.length}</span>
        <span>{selectedSummary(flow.selectedNames)}</span>
      </p>
      <button
        type="button"
        className={buttons.primary}
        onClick={() => flow.open({ kind: 'selectConfirm', stage })}
      >
        {stage === 'SP1' ? MATCHING_TEXTS.select1 : MATCHING_TEXTS.select2}
      </button>
    </div>
  );
}
