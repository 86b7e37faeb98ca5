import { LIMITS } from '@haetbit/contracts';

/** One review being written: a score 1-5 (default 5) and a text of at most 500 characters. */
export interface ReviewEntry {
  score: number;
  contents: string;
  /** The last input went past the limit and was cut (spec section 5: error style). */
  overLimit: boolean;
}

export interface ReviewFormState {
  platform: ReviewEntry;
  /** Per final contractor, by ccId. */
  companies: Record<number, ReviewEntry>;
}

export type ReviewTarget = 'platform' | number;

export type ReviewFormAction =
  | { type: 'score'; target: ReviewTarget; score: number }
  | { type: 'text'; target: ReviewTarget; text: string };

const emptyEntry = (): ReviewEntry => ({ score: LIMITS.scoreMax, contents: '', overLimit: false });

export function initialReviewForm(ccIds: readonly number[]): ReviewFormState {
  return {
    platform: emptyEntry(),
    companies: Object.fromEntries(ccIds.map((ccId) => [ccId, emptyEntry()])),
  };
}

function update(entry: ReviewEntry, action: ReviewFormAction): ReviewEntry {
  if (action.type === 'score') {
    const score = Math.min(LIMITS.scoreMax, Math.max(LIMITS.scoreMin, Math.round(action.score)));
    return { ...entry, score };
  }
  const overLimit = action.text.length > LIMITS.reviewChars;
  return { ...entry, contents: action.text.slice(0, LIMITS.reviewChars), overLimit };
}

export function reviewFormReducer(
  state: ReviewFormState,
  action: ReviewFormAction,
): ReviewFormState {
  if (action.target === 'platform') return { ...state, platform: update(state.platform, action) };
  const current = state.companies[action.target];
  if (!current) return state;
  return { ...state, companies: { ...state.companies, [action.target]: update(current, action) } };
}

const complete = (entry: ReviewEntry) =>
  entry.score >= LIMITS.scoreMin && entry.score <= LIMITS.scoreMax && entry.contents.trim() !== '';

/**
 * Submit is enabled only when the platform review has a score and a text and at least one
 * company review has both (spec section 5).
 */
export function canSubmitReview(state: ReviewFormState): boolean {
  return complete(state.platform) && Object.values(state.companies).some(complete);
}

/** The company reviews that go with the submission: those with a score and a text. */
export function completedCompanyReviews(
  state: ReviewFormState,
  names: ReadonlyMap<number, string>,
): { ccId: number; comName: string; score: number; contents: string }[] {
  return Object.entries(state.companies)
    .filter(([, entry]) => complete(entry))
    .map(([ccId, entry]) => ({
      ccId: Number(ccId),
      comName: names.get(Number(ccId)) ?? '',
      score: entry.score,
      contents: entry.contents.trim(),
    }));
}
