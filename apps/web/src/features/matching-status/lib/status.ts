import {
  ACTIVE_MATCH_STATUSES,
  MATCH_STATUS_LABELS,
  MATCH_STATUS_STEP,
  MATCH_STATUSES,
  MATCHING_TEXTS,
  type MatchReq,
  type MatchStatus,
} from '@haetbit/contracts';

// The countdown is shared with the home's matching cards.
export { countdownEnd, countdownLabel } from '../../../shared/format/d-day';

/**
 * The banner's step (spec section 4): the status's step, and 5 whenever a matchCompleteCode is
 * present ('A matchCompleteCode present also sets step 5'), ended matches included.
 */
export function bannerStep(match: Pick<MatchReq, 'status' | 'matchCompleteCode'>): number {
  if (match.matchCompleteCode) return MATCH_STATUS_STEP.CMC;
  return MATCH_STATUS_STEP[match.status];
}

const isMatchStatus = (value: string | null): value is MatchStatus =>
  value !== null && (MATCH_STATUSES as readonly string[]).includes(value);

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
