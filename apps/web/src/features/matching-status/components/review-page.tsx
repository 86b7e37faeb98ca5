import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, MATCHING_TEXTS, type MatchReq, type ReviewDetail } from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import buttons from '../../../shared/ui/button.module.css';
import { useCreateReview } from '../api/create-review';
import { useReviewDetail } from '../api/get-review-detail';
import {
  canSubmitReview,
  completedCompanyReviews,
  initialReviewForm,
  reviewFormReducer,
  type ReviewEntry,
  type ReviewTarget,
} from '../lib/review-form';
import styles from './review.module.css';
import { MessagePopup } from '../../../shared/ui/message-popup';

const SCORES = [1, 2, 3, 4, 5] as const;

interface EntryFieldsProps {
  legend: string;
  entry: ReviewEntry;
  disabled: boolean;
  onScore: (score: number) => void;
  onText: (text: string) => void;
}

/** A score (radio group 1-5) and a text with its x/500 counter (spec section 5). */
function EntryFields({ legend, entry, disabled, onScore, onText }: EntryFieldsProps) {
  const textId = useId();
  const counterId = useId();
  const name = useId();
  return (
    <fieldset className={styles.entry} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div
        role="radiogroup"
        aria-label={`${legend} ${MATCHING_TEXTS.reviewScore}`}
        className={styles.stars}
      >
        {SCORES.map((score) => (
          <label key={score} className={styles.star} data-on={score <= entry.score}>
            <input
              type="radio"
              name={name}
              value={score}
              checked={entry.score === score}
              onChange={() => onScore(score)}
              className={styles.starInput}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{score}점</span>
          </label>
        ))}
        <span className={styles.scoreText} aria-hidden="true">
          {entry.score}점
        </span>
      </div>
      <label htmlFor={textId} className="visually-hidden">
        {legend} {MATCHING_TEXTS.reviewContents}
      </label>
      <textarea
        id={textId}
        className={entry.overLimit ? `${styles.text} ${styles.textError}` : styles.text}
        rows={4}
        value={entry.contents}
        aria-describedby={counterId}
        aria-invalid={entry.overLimit}
        placeholder="후기를 남겨 주세요."
        onChange={(event) => onText(event.target.value)}
      />
      <p
        id={counterId}
        className={entry.overLimit ? `${styles.counter} ${styles.error}` : styles.counter}
      >
        {entry.overLimit ? <span>{MATCHING_TEXTS.reviewLimit} </span> : null}
        {entry.contents.length}/{LIMITS.reviewChars}
      </p>
    </fieldset>
  );
}

function ReviewForm({ match, detail }: { match: MatchReq; detail: ReviewDetail }) {
  const navigate = useNavigate();
  const existing = detail.matchReview;
  const readOnly = existing !== null;
  const companies = readOnly
    ? detail.matchReviewCst.map((item) => ({ ccId: item.ccId, comName: item.comName }))
    : detail.matchPropose2;
  const [state, dispatch] = useReducer(reviewFormReducer, companies, (list) => {
    const initial = initialReviewForm(list.map((item) => item.ccId));
    if (!existing) return initial;
    return {
      platform: { score: existing.score, contents: existing.contents, overLimit: false },
      companies: Object.fromEntries(
        detail.matchReviewCst.map((item) => [
          item.ccId,
          { score: item.score, contents: item.contents, overLimit: false },
        ]),
      ),
    };
  });
  const create = useCreateReview();
  const [done, setDone] = useState(false);
  const names = new Map(companies.map((item) => [item.ccId, item.comName]));
  const set = (target: ReviewTarget) => ({
    onScore: (score: number) => dispatch({ type: 'score', target, score }),
    onText: (text: string) => dispatch({ type: 'text', target, text }),
  });

  function submit() {
    create.mutate(
      {
        matchReqId: match.id,
        deviceId: currentDeviceId(),
        score: state.platform.score,
        contents: state.platform.contents.trim(),
        matchReviews: completedCompanyReviews(state, names),
      },
      { onSuccess: () => setDone(true) },
    );
  }

  return (
    <>
      <EntryFields
        legend={MATCHING_TEXTS.reviewPlatform}
        entry={state.platform}
        disabled={readOnly}
        {...set('platform')}
      />
      {companies.map((company) => {
        const entry = state.companies[company.ccId];
        return entry ? (
          <EntryFields
            key={company.ccId}
            legend={company.comName}
            entry={entry}
            disabled={readOnly}
            {...set(company.ccId)}
          />
        ) : null;
      })}
      {create.isError ? (
        <p role="alert" className={styles.error}>
          {create.error instanceof ApiError ? create.error.message : '후기를 등록하지 못했습니다.'}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className={styles.submitBar}>
          <button
            type="button"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={!canSubmitReview(state) || create.isPending}
            onClick={submit}
          >
            {MATCHING_TEXTS.reviewSubmit}
          </button>
        </div>
      )}
      {done ? (
        <MessagePopup title={MATCHING_TEXTS.reviewDoneTitle} onClose={() => void navigate('/app')}>
          {MATCHING_TEXTS.reviewDone}
        </MessagePopup>
      ) : null}
    </>
  );
}

/** The review page that opens in place of the detail after completion (spec sections 2, 4, 5). */
export function ReviewPage({ match, onClose }: { match: MatchReq; onClose: () => void }) {
  const detail = useReviewDetail(match.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page replaces the detail: focus starts at its heading, not on the document.
  useEffect(() => headingRef.current?.focus(), []);
  const title = detail.data?.matchReview ? MATCHING_TEXTS.reviewMine : MATCHING_TEXTS.reviewWrite;
  return (
    <>
      {/* Back at the left as on every other screen (walk minor 26). */}
      <header className={styles.header}>
        <button
          type="button"
          className={styles.close}
          aria-label={MATCHING_TEXTS.close}
          onClick={onClose}
        >
          <span aria-hidden="true" className={styles.arrow} />
        </button>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <span className={styles.spacer} />
      </header>
      <main className={styles.main}>
        <p className={styles.address}>{match.address}</p>
        {detail.data && !detail.data.matchReview ? (
          <p className={styles.later}>{MATCHING_TEXTS.reviewLater}</p>
        ) : null}
        {detail.data ? (
          <ReviewForm match={match} detail={detail.data} />
        ) : detail.isError ? (
          <p role="alert">후기 정보를 불러오지 못했습니다.</p>
        ) : (
          <p>불러오는 중…</p>
        )}
      </main>
    </>
  );
}
