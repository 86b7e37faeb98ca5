import { describe, expect, it } from 'vitest';
import {
  canSubmitReview,
  completedCompanyReviews,
  initialReviewForm,
  reviewFormReducer,
  type ReviewFormAction,
} from './review-form';

const apply = (actions: ReviewFormAction[]) =>
  actions.reduce(reviewFormReducer, initialReviewForm([11, 12]));

describe('review form', () => {
  it('starts every score at 5 with empty texts, and cannot be submitted empty', () => {
    const state = initialReviewForm([11]);
    expect(state.platform).toEqual({ score: 5, contents: '', overLimit: false });
    expect(state.companies[11]?.score).toBe(5);
    expect(canSubmitReview(state)).toBe(false);
  });

  it('needs the platform text and at least one company with score and text', () => {
    const platformOnly = apply([{ type: 'text', target: 'platform', text: '좋았어요' }]);
    expect(canSubmitReview(platformOnly)).toBe(false);
    const withCompany = reviewFormReducer(platformOnly, { type: 'text', target: 12, text: '친절' });
    expect(canSubmitReview(withCompany)).toBe(true);
    expect(completedCompanyReviews(withCompany, new Map([[12, '빛나라']]))).toEqual([
      { ccId: 12, comName: '빛나라', score: 5, contents: '친절' },
    ]);
  });

  it('does not count a text of spaces', () => {
    const state = apply([
      { type: 'text', target: 'platform', text: '   ' },
      { type: 'text', target: 11, text: '좋음' },
    ]);
    expect(canSubmitReview(state)).toBe(false);
  });

  it('cuts a text at 500 characters and marks it as over the limit', () => {
    const state = apply([{ type: 'text', target: 'platform', text: '가'.repeat(520) }]);
    expect(state.platform.contents).toHaveLength(500);
    expect(state.platform.overLimit).toBe(true);
    const back = reviewFormReducer(state, { type: 'text', target: 'platform', text: '가' });
    expect(back.platform.overLimit).toBe(false);
  });

  it('keeps scores between 1 and 5 and ignores unknown contractors', () => {
    const state = apply([
      { type: 'score', target: 'platform', score: 9 },
      { type: 'score', target: 11, score: 0 },
      { type: 'score', target: 99, score: 3 },
    ]);
    expect(state.platform.score).toBe(5);
    expect(state.companies[11]?.score).toBe(1);
    expect(state.companies[99]).toBeUndefined();
  });
});
