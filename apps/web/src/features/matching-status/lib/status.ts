import {
  ACTIVE_MATCH_STATUSES,
  MATCH_STATUS_LABELS,
  MATCH_STATUS_STEP,
  MATCH_STATUSES,
  MATCHING_TEXTS,
  type MatchContractor,
  type MatchReq,
  type MatchStatus,
} from '@haetbit/contracts';

// The countdown is shared with the home's matching cards.
export { countdownEnd, countdownLabel } from '../../../shared/format/d-day';

/**
 * The banner's step (spec section 4's status table): the status's step; an ended match (CME) is
 * step 6 whatever its end code, and a completion code (CTC) sets step 5 ('A matchCompleteCode present
 * also sets step 5': a completed match, never an ended one, which would read '5단계 매칭 종료').
 */
export function bannerStep(match: Pick<MatchReq, 'status' | 'matchCompleteCode'>): number {
  if (match.status === 'CME') return MATCH_STATUS_STEP.CME;
  if (match.matchCompleteCode) return MATCH_STATUS_STEP.CMC;
  return MATCH_STATUS_STEP[match.status];
}

const isMatchStatus = (value: string | null): value is MatchStatus =>
  value !== null && (MATCH_STATUSES as readonly string[]).includes(value);

/** The step an ended match stopped at (its cancelEndStatus), null when unknown or not ended. */
export function stoppedStep(match: Pick<MatchReq, 'status' | 'cancelEndStatus'>): number | null {
  if (match.status !== 'CME' || !isMatchStatus(match.cancelEndStatus)) return null;
  return MATCH_STATUS_STEP[match.cancelEndStatus];
}

/**
 * How each step of the progress list reads: passed, the current one, the one an ended match
 * stopped at, or still ahead. An ended match marks where it stopped, never '5 매칭 완료'.
 */
export function progressState(
  match: Pick<MatchReq, 'status' | 'matchCompleteCode' | 'cancelEndStatus'>,
  step: number,
): 'done' | 'current' | 'stopped' | 'ahead' {
  if (match.status === 'CME') {
    const stopped = stoppedStep(match);
    if (stopped === null) return 'ahead';
    return step < stopped ? 'done' : step === stopped ? 'stopped' : 'ahead';
  }
  const current = bannerStep(match);
  return step < current ? 'done' : step === current ? 'current' : 'ahead';
}

/**
 * The line of a completed item (spec sections 2 and 4): 'match complete' for CTC, otherwise
 * 'match ended' with the step it ended at (cancelEndStatus).
 */
export function completedLabel(match: Pick<MatchReq, 'matchCompleteCode' | 'cancelEndStatus'>): {
  title: string;
  detail: string | null;
} {
  if (match.matchCompleteCode === 'CTC')
    return { title: MATCHING_TEXTS.matchComplete, detail: null };
  const reached = match.cancelEndStatus;
  return {
    title: MATCHING_TEXTS.matchEnded,
    detail: isMatchStatus(reached)
      ? MATCHING_TEXTS.endedAtStep(MATCH_STATUS_STEP[reached], MATCH_STATUS_LABELS[reached])
      : null,
  };
}

/** The bottom bar's text: 'first name and N others' (spec section 2), empty when none. */
export function selectedSummary(names: readonly string[]): string {
  const [first] = names;
  if (first === undefined) return '';
  return MATCHING_TEXTS.selectedSummary(first, names.length - 1);
}

/** Install type as the detail shows it: R is roof, anything else land (spec section 3). */
export { installTypeLabel } from '@haetbit/contracts';

/** The five steps of the progress list (CME is not a step of the way). */
export const PROGRESS_STEPS = ([...ACTIVE_MATCH_STATUSES, 'CMC'] as const).map((status) => ({
  status,
  step: MATCH_STATUS_STEP[status],
  label: MATCH_STATUS_LABELS[status],
}));

/**
 * PSB: whether every shortlisted contractor has sent its proposal and a complete quote, so the
 * owner may end the proposal period early (issue 33; the server checks the same again).
 */
export const proposalsAllIn = (
  contractors: readonly Pick<MatchContractor, 'proposalSubmitted' | 'quoteComplete'>[],
): boolean =>
  contractors.length > 0 &&
  contractors.every((item) => item.proposalSubmitted && item.quoteComplete === true);
